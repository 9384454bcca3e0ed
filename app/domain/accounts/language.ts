import { fallbackLanguage, isLanguage, type Language } from '../../i18n/config'

/** The languages a person may store (decision 0042): the interface's own, nothing else. */
export const STORED_LANGUAGES: readonly Language[] = ['en', 'mi']

/**
 * The language a person's pages and emails use: their stored one when it is one we speak, else English. A value the
 * collection refuses (anything but en or mi) can still come from an older row or a MongoDB document written by hand.
 */
export function storedLanguage(value: unknown): Language {
  return isLanguage(value) ? value : fallbackLanguage
}
