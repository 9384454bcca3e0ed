import type { i18n as I18n } from 'i18next'
import { fallbackLanguage } from './config'

type Options = Record<string, unknown>

/**
 * 'en' when the page's language has no text for `keys` (so the English fallback shows), else undefined. A text composed
 * from several keys (a sentence with a translated word put into it) is given all of them, and is marked English when
 * any of them falls back: while te reo Māori copy is partial, such a text is English, or mixed, as a whole. `options`
 * (a count or context) apply to every key. No keys (a text the visitor wrote): undefined.
 */
export function englishFallback(i18n: Pick<I18n, 'language' | 'exists'>, namespaces: string[] | undefined, keys: string | readonly string[], options?: Options): 'en' | undefined {
  const lng = i18n.language
  if (!lng || lng === fallbackLanguage) return undefined
  // No fallback language: does the page's own language have this text?
  const inPageLanguage = (key: string) => i18n.exists(key, { ...options, lng, fallbackLng: [], ...(namespaces ? { ns: namespaces } : {}) })
  return (typeof keys === 'string' ? [keys] : keys).every(inPageLanguage) ? undefined : 'en'
}
