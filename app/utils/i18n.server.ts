import { createCookie } from '@remix-run/node'
import type { TFunction } from 'i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { getPayloadClient } from '~/lib/payload.server'
import { catalogueT, currentCatalogue } from '../domain/translations/catalogue.server'
import { englishFallback } from '../i18n/fallback'
import { fallbackLanguage, supportedLanguages } from '../i18n/config'

export const languageCookie = createCookie('lng', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 })

/**
 * Language: `?lng=` in the address, then the `lng` cookie set by the language switch, then the browser's
 * Accept-Language, then English. An unknown code anywhere is skipped (falls through to the next, then English).
 */
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    order: ['searchParams', 'cookie', 'header'],
  },
})

/** The page's language and translators from the catalogue (shipped strings merged with editors' overrides). */
export const i18nServer = {
  getLocale(request: Request): Promise<string> {
    return detector.getLocale(request)
  },
  async getFixedT(requestOrLanguage: Request | string, ns?: string): Promise<TFunction> {
    const lng = typeof requestOrLanguage === 'string' ? requestOrLanguage : await detector.getLocale(requestOrLanguage)
    return catalogueT(await getPayloadClient(), lng, ns)
  },
  /**
   * 'en' when the page's language has no text for `keys` in `ns` (the English shows): for texts that travel without
   * their keys, such as a one-off alert after a redirect (decision 0045). `options` (a count) as for `t`.
   */
  async fallbackLang(request: Request, ns: string, keys: string | readonly string[], options?: Record<string, unknown>): Promise<'en' | undefined> {
    const lng = await detector.getLocale(request)
    const { instance } = await currentCatalogue(await getPayloadClient())
    return englishFallback({ language: lng, exists: instance.exists.bind(instance) }, [ns], keys, options)
  },
}
