import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import { fallbackLanguage, i18nOptions, resources, supportedLanguages } from './config'

export const languageCookie = createCookie('lng', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 })

/** Language: the `lng` cookie set by the language switch, then the browser's Accept-Language, then English. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    order: ['cookie', 'header'],
  },
  i18next: { ...i18nOptions, resources },
})
