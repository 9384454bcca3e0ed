import type { Payload } from 'payload'
import { fallbackLanguage, isLanguage } from '~/i18n/config'
import type { AccountContent, SiteSetting } from '../../../cms/payload-types'

type TextKey = { [K in keyof AccountContent]-?: NonNullable<AccountContent[K]> extends string ? K : never }[keyof AccountContent]
type ImageKey = { [K in keyof AccountContent]-?: K extends `${string}Image` ? K : never }[keyof AccountContent]

const payloadLocale = (locale: string) => (isLanguage(locale) ? locale : fallbackLanguage)

/** The content-managed copy and images of the account pages, in the visitor's language. */
export async function accountContent(payload: Payload, locale: string) {
  const content = await payload.findGlobal({ slug: 'account-content', locale: payloadLocale(locale), fallbackLocale: 'en', depth: 1, overrideAccess: true })
  const text = (key: TextKey) => content[key] ?? ''
  const image = (key: ImageKey) => {
    const media = content[key]
    return media && typeof media === 'object' && media.url ? { url: media.url, alt: media.alt ?? '' } : null
  }
  return { text, image }
}

export async function siteSettings(payload: Payload, locale = 'en'): Promise<SiteSetting> {
  return payload.findGlobal({ slug: 'site-settings', locale: payloadLocale(locale), fallbackLocale: 'en', depth: 0, overrideAccess: true })
}

const PROGRAMME_NAME_TTL_MS = 60_000
const programmeNames = new Map<string, { at: number; value: Promise<string> }>()

/**
 * The programme's name from site settings, in the visitor's language, for every page's header, footer and title.
 * Kept in memory per language: a change in the admin clears it at once (the global's afterChange hook), and the
 * minute's limit covers another process changing it.
 */
export function programmeName(payload: Payload, locale: string): Promise<string> {
  const key = payloadLocale(locale)
  const cached = programmeNames.get(key)
  if (cached && Date.now() - cached.at < PROGRAMME_NAME_TTL_MS) return cached.value
  const value = siteSettings(payload, key).then((settings) => settings.programmeName ?? '')
  programmeNames.set(key, { at: Date.now(), value })
  value.catch(() => programmeNames.delete(key))
  return value
}

export function forgetProgrammeName() {
  programmeNames.clear()
}
