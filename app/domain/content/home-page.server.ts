import type { Payload } from 'payload'
import { keptHomeFigures } from '../programme/home-figures.server'
import { homeContent } from './home.server'

/** What the visitor's home shows (decision 0083): the content-managed copy and image, and the kept figures. */
export async function homePage(payload: Payload, locale: string) {
  const [content, figures] = await Promise.all([homeContent(payload, locale), keptHomeFigures(payload)])
  return { ...content, figures }
}

export type HomeData = Awaited<ReturnType<typeof homePage>>
