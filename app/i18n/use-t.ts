import { useTranslation } from 'react-i18next'
import { englishFallback } from './fallback'

export { englishFallback }

type Options = Record<string, unknown>
/**
 * useTranslation plus `lang(key)`: 'en' when the page is in another language that has no text for `key` (so the
 * English fallback shows), else undefined. Put it on the element that shows the text, `<h1 lang={lang(k)}>{t(k)}</h1>`,
 * so screen readers read that fragment with an English voice; a composed text passes every key it uses,
 * `lang([template, part])`. Attributes (aria-label, title, alt) cannot say their language: they show the English
 * fallback in the page's language.
 */
export function useT(ns?: string | string[]) {
  const { t, i18n, ready } = useTranslation(ns)
  const namespaces = ns === undefined ? undefined : Array.isArray(ns) ? ns : [ns]
  const lang = (keys: string | readonly string[], options?: Options) => englishFallback(i18n, namespaces, keys, options)
  return { t, lang, i18n, ready }
}
