import type { Payload, PayloadRequest } from 'payload'
import { fallbackLanguage, isLanguage } from '~/i18n/config'
import type { AccountContent, SiteSetting } from '../../../cms/payload-types'
import { contentAsText, renderContent } from '../content/markdown.server'
import { memoryCache, STAFF_EDIT_TTL_MS } from '~/lib/memory-cache.server'

type TextKey = { [K in keyof AccountContent]-?: NonNullable<AccountContent[K]> extends string ? K : never }[keyof AccountContent]
type ImageKey = { [K in keyof AccountContent]-?: K extends `${string}Image` ? K : never }[keyof AccountContent]

const payloadLocale = (locale: string) => (isLanguage(locale) ? locale : fallbackLanguage)

/** The content-managed copy and images of the account pages, in the visitor's language. */
export async function accountContent(payload: Payload, locale: string) {
  const content = await payload.findGlobal({ slug: 'account-content', locale: payloadLocale(locale), fallbackLocale: 'en', depth: 1, overrideAccess: true })
  const text = (key: TextKey) => content[key] ?? ''
  /** Longer copy is Markdown: safe HTML for ContentText; headings start below the modal's own title (h2). */
  const html = (key: TextKey) => renderContent(text(key), { topHeading: 3 })
  const image = (key: ImageKey) => {
    const media = content[key]
    return media && typeof media === 'object' && media.url ? { url: media.url, alt: media.alt ?? '', width: media.width ?? undefined, height: media.height ?? undefined } : null
  }
  /** The same copy without its formatting, for answers read as text. */
  const plain = (key: TextKey) => contentAsText(text(key))
  return { text, html, plain, image }
}

export async function siteSettings(payload: Payload, locale = 'en', req?: PayloadRequest): Promise<SiteSetting> {
  return payload.findGlobal({ slug: 'site-settings', locale: payloadLocale(locale), fallbackLocale: 'en', depth: 0, overrideAccess: true, req })
}

const PROGRAMME_NAME_TTL_MS = STAFF_EDIT_TTL_MS
const programmeNames = memoryCache<string>('programme-name', PROGRAMME_NAME_TTL_MS)

/**
 * The programme's name from site settings, the one reader of it: every page's header, footer and title in the
 * visitor's language, and emails (English unless told). Kept in memory per language: a change in the admin clears it
 * at once (the global's afterChange hook), and the time limit (4 s) covers another process changing it. `req` reads in
 * the caller's transaction when the name is not cached (emails sent from Payload hooks).
 */
export function programmeName(payload: Payload, locale = 'en', req?: PayloadRequest): Promise<string> {
  const key = payloadLocale(locale)
  return programmeNames.get(key, () => siteSettings(payload, key, req).then((settings) => settings.programmeName ?? ''))
}

export function forgetProgrammeName() {
  programmeNames.clear()
}
