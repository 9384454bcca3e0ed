import type { CollectionConfig, FieldHook, Validate } from 'payload'
import { TRANSLATION_MAX_LENGTH, TRANSLATION_STATUSES, parseKey, translationProblem } from '../../app/i18n/catalogue'
import { shippedEnglish } from '../../app/i18n/shipped.server'
import { isStaff } from '../access'
import { forgetOverridesStamp } from '../../app/domain/translations/catalogue.server'
import { exportEndpoint, importEndpoint, openEndpoint } from './endpoints'

/** A key the interface uses (`ns:dotted.key` in the shipped English), or why not. */
const validKey: Validate<string> = (value) => {
  if (!value || !parseKey(value)) return 'Enter a key as namespace:key, for example common:nav.home.'
  return shippedEnglish(value) !== undefined || 'The interface has no such key: open it from the Translations list.'
}

/** A text for `key`: plain words, the shipped English's placeholders, within the size limit. */
const validText: Validate<string | null | undefined> = (value, { siblingData }) => {
  if (!value) return true
  const english = shippedEnglish(String((siblingData as { key?: string }).key ?? ''))
  if (english === undefined) return true // the key's own message says what is wrong
  return translationProblem(value, english) ?? true
}

/**
 * No te reo Māori is missing; a new one is a draft until a fluent reviewer marks it reviewed. A reviewed text that an
 * edit changes is a draft again unless that same save marks it reviewed (decision 0048: nobody confirmed the new words).
 */
const statusFollowsText: FieldHook = ({ value, siblingData, originalDoc }) => {
  const mi = (siblingData as { mi?: string | null }).mi
  if (!mi || !mi.trim()) return 'missing'
  if (value !== 'reviewed') return 'draft'
  const before = originalDoc as { mi?: string | null; status?: string } | undefined
  const confirmedBefore = before?.status === 'reviewed'
  return confirmedBefore && (before?.mi ?? '') !== mi ? 'draft' : 'reviewed'
}

/**
 * Editors' overrides of interface strings (ADR 0022). The shipped files (`locales/`) stay the defaults: a document
 * here only replaces the texts it has, and deleting it restores them. The admin lists every key, shipped or
 * overridden, at /admin/translations, with coverage at /admin/translations/coverage.
 */
export const Translations: CollectionConfig = {
  slug: 'translations',
  labels: { singular: 'Translation', plural: 'Translations' },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'en', 'mi', 'status', 'updatedAt'],
    group: 'Content',
    description: 'Overrides of the interface strings. Every key, with the shipped texts, is listed under "All strings".',
    components: { beforeListTable: ['/cms/components/translations/TranslationLinks#TranslationLinks'] },
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  // The catalogue's stamp is kept in memory: a change shows on this process's next page view.
  hooks: { afterChange: [() => forgetOverridesStamp()], afterDelete: [() => forgetOverridesStamp()] },
  endpoints: [openEndpoint, exportEndpoint, importEndpoint],
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, maxLength: 200, validate: validKey, admin: { description: 'namespace:key, as in the shipped files.' } },
    { name: 'en', label: 'English', type: 'textarea', maxLength: TRANSLATION_MAX_LENGTH, validate: validText, admin: { description: 'Empty: the shipped English.' } },
    { name: 'mi', label: 'Te reo Māori', type: 'textarea', maxLength: TRANSLATION_MAX_LENGTH, validate: validText, admin: { description: 'Empty: the English shows (marked as English for screen readers). Never machine-translated.' } },
    {
      // Radio buttons, not Payload's select (react-select): its input has no label and its indicators are focusable
      // inside aria-hidden (axe: label, aria-hidden-focus). Stored the same (a text of the listed values).
      name: 'status', type: 'radio', required: true, defaultValue: 'missing',
      options: TRANSLATION_STATUSES.map((value) => ({ value, label: value === 'missing' ? 'Missing' : value === 'draft' ? 'Draft (needs fluent review)' : 'Reviewed' })),
      hooks: { beforeChange: [statusFollowsText] },
      admin: { description: 'Mark reviewed only after a fluent speaker has checked the te reo Māori.' },
    },
  ],
}
