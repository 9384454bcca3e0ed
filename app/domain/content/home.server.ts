import type { Payload } from 'payload'
import { fallbackLanguage, isLanguage } from '~/i18n/config'
import { memoryCache, STAFF_EDIT_TTL_MS } from '~/lib/memory-cache.server'
import { accountContent } from '../accounts/content.server'
import { shownHomeImage } from './home'
import type { HomeImage } from './home'

/** The home's content-managed copy (safe HTML from Markdown) and image, in one language. */
export type HomeContent = {
  whatHtml: string
  whoHtml: string
  image: HomeImage | null
}

const homeContents = memoryCache<HomeContent>('home-content', STAFF_EDIT_TTL_MS)

/**
 * The home's copy and image from the account pages' global, in the visitor's language with the English where there
 * is none (marked lang="en", decision 0045). Kept in memory per language like the programme's name: a save in the
 * admin clears it at once (the global's afterChange hook); another process's save shows within 4 s.
 */
export function homeContent(payload: Payload, locale: string): Promise<HomeContent> {
  const language = isLanguage(locale) ? locale : fallbackLanguage
  return homeContents.get(language, async () => {
    const content = await accountContent(payload, language)
    // The home's sections have their own h2: the copy's headings start below them.
    return { whatHtml: content.html('homeWhatText'), whoHtml: content.html('homeWhoText'), image: shownHomeImage(content.image('homeImage')) }
  })
}

export function forgetHomeContent() {
  homeContents.clear()
}
