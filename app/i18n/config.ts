/**
 * Language settings shared by the server and the browser. The strings themselves are NOT here: the server's
 * catalogue (catalogue.server.ts) is their only source, and the browser fetches its language's part (ADR 0022).
 */
export const supportedLanguages = ['en', 'mi'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'en'
const defaultNS = 'common'

/** Language → namespace → nested strings, as i18next takes them. */
export type Resources = Partial<Record<Language, Record<string, Record<string, unknown>>>>

/** Options shared by the server and browser instances: a missing te reo Māori string falls back to English. */
export function i18nOptions(resources: Resources) {
  const ns = Object.keys(resources.en ?? {})
  return {
    supportedLngs: [...supportedLanguages],
    fallbackLng: fallbackLanguage,
    defaultNS,
    ns,
    // Error messages travel as keys without a namespace; look them up in every namespace.
    fallbackNS: ns,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    resources,
    // A catalogue fetched after an editor's change re-renders what uses it (root.tsx).
    react: { bindI18nStore: 'added' },
  }
}

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language)
}

/** Where the browser fetches its catalogue: fingerprinted by version, so it is cached for good. */
export function catalogueHref(version: string, lng: Language): string {
  return `/locales/${version}/${lng}.json`
}
