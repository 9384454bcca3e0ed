import { useTranslation } from 'react-i18next'
import { fallbackLanguage } from './config'

type Options = Record<string, unknown>

/**
 * useTranslation plus `lang(key)`: 'en' when the page is in another language that has no text for `key` (so the
 * English fallback shows), else undefined. Put it on the element that shows the text, `<h1 lang={lang(k)}>{t(k)}</h1>`,
 * so screen readers read that fragment with an English voice.
 */
export function useT(ns?: string | string[]) {
  const { t, i18n, ready } = useTranslation(ns)
  const namespaces = ns === undefined ? undefined : Array.isArray(ns) ? ns : [ns]
  const lang = (key: string, options?: Options): 'en' | undefined => {
    const lng = i18n.language
    if (!lng || lng === fallbackLanguage) return undefined
    // No fallback language: does the page's own language have this text?
    return i18n.exists(key, { ...options, lng, fallbackLng: [], ...(namespaces ? { ns: namespaces } : {}) }) ? undefined : 'en'
  }
  return { t, lang, i18n, ready }
}
