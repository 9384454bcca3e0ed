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
