import enCommon from '../../locales/en/common.json'
import enValidation from '../../locales/en/validation.json'
import enAccount from '../../locales/en/account.json'
import enProfile from '../../locales/en/profile.json'
import enTeachers from '../../locales/en/teachers.json'
import enEvents from '../../locales/en/events.json'
import enInvitations from '../../locales/en/invitations.json'
import enCalendar from '../../locales/en/calendar.json'
import enStyleguide from '../../locales/en/styleguide.json'
import miCommon from '../../locales/mi/common.json'
import miValidation from '../../locales/mi/validation.json'
import miAccount from '../../locales/mi/account.json'
import miProfile from '../../locales/mi/profile.json'
import miTeachers from '../../locales/mi/teachers.json'

export const supportedLanguages = ['en', 'mi'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'en'
export const defaultNS = 'common'

export const resources = {
  en: { common: enCommon, validation: enValidation, account: enAccount, profile: enProfile, teachers: enTeachers, events: enEvents, invitations: enInvitations, calendar: enCalendar, styleguide: enStyleguide },
  mi: { common: miCommon, validation: miValidation, account: miAccount, profile: miProfile, teachers: miTeachers },
}

/** Options shared by the server and browser instances: a missing te reo Māori string falls back to English. */
export const i18nOptions = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS,
  ns: Object.keys(resources.en),
  // Error messages travel as keys without a namespace; look them up in every namespace.
  fallbackNS: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnEmptyString: false,
}

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.includes(value as Language)
}
