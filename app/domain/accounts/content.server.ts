import type { Payload } from 'payload'

type Media = { url?: string | null; alt?: string | null; sizes?: Record<string, { url?: string | null }> } | number | null | undefined

export type AccountContent = Record<string, string | null | undefined> & { [key: `${string}Image`]: Media }

/** The content-managed copy and images of the account pages, in the visitor's language. */
export async function accountContent(payload: Payload, locale: string) {
  const content = (await payload.findGlobal({ slug: 'account-content', locale: locale as 'en', fallbackLocale: 'en' as never, depth: 1, overrideAccess: true })) as unknown as Record<string, unknown>
  const text = (key: string) => (typeof content[key] === 'string' ? (content[key] as string) : '')
  const image = (key: string) => {
    const media = content[key] as Media
    return media && typeof media === 'object' && media.url ? { url: media.url, alt: media.alt ?? '' } : null
  }
  return { text, image }
}

export async function siteSettings(payload: Payload, locale = 'en') {
  return (await payload.findGlobal({ slug: 'site-settings', locale: locale as 'en', fallbackLocale: 'en' as never, depth: 0, overrideAccess: true })) as unknown as {
    termsPageUrl?: string | null
    termsContent?: unknown
    accountDeletionDelayDays?: number | null
  }
}
