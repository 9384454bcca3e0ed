import type { Field, GlobalBeforeChangeHook } from 'payload'

/** The global's optional localized fields at the top of its data (through unnamed tabs, rows and collapsibles). */
export function optionalLocalizedNames(fields: Field[]): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : optionalLocalizedNames(tab.fields)))
    if (field.type === 'row' || field.type === 'collapsible') return optionalLocalizedNames(field.fields)
    return 'name' in field && 'localized' in field && field.localized && !('required' in field && field.required) ? [field.name] : []
  })
}

/**
 * Saving a global in another language than English: the admin's form shows every untranslated field's English
 * (Payload's fallback) and sends it back. Stored, each would be a frozen copy that later English edits never reach,
 * and that counts as translated (decision 0022: a copied default is no translation). So a value equal to the stored
 * English is kept empty: the field goes on falling back. Required fields (a column that cannot be empty) are left.
 */
export const keepEnglishFallbacks: GlobalBeforeChangeHook = async ({ data, req, global }) => {
  if (!req.locale || req.locale === 'en' || req.locale === 'all') return data
  // Not with `req`: an operation given the request sets its locale, and this save would then be stored as English.
  // The hook is given no user: the stored English of the global being saved is read by the system.
  const english: Record<string, unknown> = { ...(await req.payload.findGlobal({ slug: global.slug, locale: 'en', depth: 0, overrideAccess: true })) }
  for (const name of optionalLocalizedNames(global.fields)) {
    if (data[name] != null && data[name] === english[name]) data[name] = null
  }
  return data
}
