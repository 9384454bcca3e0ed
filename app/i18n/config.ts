import enCommon from '../../locales/en/common.json'
import enValidation from '../../locales/en/validation.json'
import enAccount from '../../locales/en/account.json'
import miCommon from '../../locales/mi/common.json'
import miValidation from '../../locales/mi/validation.json'
import miAccount from '../../locales/mi/account.json'

export const supportedLanguages = ['en', 'mi'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'en'
export const defaultNS = 'common'

export const resources = {
  en: { common: enCommon, validation: enValidation, account: enAccount },
  mi: { common: miCommon, validation: miValidation, account: miAccount },
}

/** Options shared by the server and browser instances: a missing te reo Māori string falls back to English. */
export const i18nOptions = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS,
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnEmptyString: false,
}

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language)
}
