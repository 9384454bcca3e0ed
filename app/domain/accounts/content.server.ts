import type { Payload, PayloadRequest } from 'payload'
import { fallbackLanguage, isLanguage } from '~/i18n/config'
import type { AccountContent, SiteSetting } from '../../../cms/payload-types'
import { contentAsText, renderContent } from '../content/markdown.server'
import { memoryCache, STAFF_EDIT_TTL_MS } from '~/lib/memory-cache.server'

type TextKey = { [K in keyof AccountContent]-?: NonNullable<AccountContent[K]> extends string ? K : never }[keyof AccountContent]
type ImageKey = { [K in keyof AccountContent]-?: K extends `${string}Image` ? K : never }[keyof AccountContent]

const payloadLocale = (locale: string) => (isLanguage(locale) ? locale : fallbackLanguage)

/**
 * The content-managed copy and images of the account pages, in the visitor's language. Where a te reo Māori page
 * shows the English (the copy has no Māori yet, or the same words as the English), it says so (decision 0045): `lang(key)` is 'en', `html(key)` comes
 * wrapped in `<div lang="en">`, and an image's `lang` is 'en' when its alt text is the English one.
 */
export async function accountContent(payload: Payload, locale: string) {
  const language = payloadLocale(locale)
  // Public copy of the account pages, localized (so the Local API), under the global's read access (anyone).
  const [content, english] = await Promise.all([
    payload.findGlobal({ slug: 'account-content', locale: language, fallbackLocale: 'en', depth: 1, overrideAccess: false }),
    language === fallbackLanguage ? null : payload.findGlobal({ slug: 'account-content', locale: fallbackLanguage, depth: 1, overrideAccess: false }),
  ])
  const text = (key: TextKey) => content[key] ?? ''
  /** 'en' where the page's language has no copy of its own for `key` and the English shows. */
  const lang = (key: TextKey): 'en' | undefined => (english && text(key) && text(key) === english[key] ? 'en' : undefined)
  /** Longer copy is Markdown: safe HTML for ContentText; headings start below the modal's own title (h2). */
  const html = (key: TextKey) => {
    const rendered = renderContent(text(key), { topHeading: 3 })
    return rendered && lang(key) ? `<div lang="en">${rendered}</div>` : rendered
  }
  const image = (key: ImageKey) => {
    const media = content[key]
    if (!(media && typeof media === 'object' && media.url)) return null
    const englishMedia = english?.[key]
    const altLang: 'en' | undefined = english && media.alt && englishMedia && typeof englishMedia === 'object' && englishMedia.alt === media.alt ? 'en' : undefined
    return { url: media.url, alt: media.alt ?? '', width: media.width ?? undefined, height: media.height ?? undefined, ...(altLang ? { lang: altLang } : {}) }
  }
  /** The same copy without its formatting, for answers read as text. */
  const plain = (key: TextKey) => contentAsText(text(key))
  return { text, html, plain, image, lang }
}

export async function siteSettings(payload: Payload, locale = 'en', req?: PayloadRequest): Promise<SiteSetting> {
  // The programme's public settings, localized, under the global's read access (anyone).
  return payload.findGlobal({ slug: 'site-settings', locale: payloadLocale(locale), fallbackLocale: 'en', depth: 0, overrideAccess: false, req })
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
