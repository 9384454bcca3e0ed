import type { Field, Payload } from 'payload'
import type { Staff } from '../../../cms/payload-types'
import type { CoverageCount } from '../../i18n/catalogue'

/** The dotted paths of a config's localized fields (through rows, collapsibles, unnamed tabs and named groups). */
export function localizedFieldPaths(fields: Field[], prefix = ''): string[] {
  const paths: string[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) paths.push(...localizedFieldPaths(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    } else if (field.type === 'row' || field.type === 'collapsible') {
      paths.push(...localizedFieldPaths(field.fields, prefix))
    } else if (field.type === 'group' && 'name' in field && field.name) {
      paths.push(...localizedFieldPaths(field.fields, `${prefix}${field.name}.`))
    } else if ('name' in field && field.name && 'localized' in field && field.localized && field.type !== 'upload' && field.type !== 'relationship') {
      paths.push(`${prefix}${field.name}`)
    }
  }
  return paths
}

const valueAt = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), doc)

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null && value !== false)

/**
 * CMS content in te reo Māori: per global and collection with localized fields, how many filled English fields also
 * have their own `mi` value (no fallback) that differs from the English. CMS content has no review status, so
 * `reviewed` stays 0 (ADR 0022). Read as the staff member viewing the admin's coverage view, under each global's and
 * collection's read access (staff read everything).
 */
export async function cmsCoverage(payload: Payload, staff: Staff & { collection: 'staff' }): Promise<{ areas: CoverageCount[]; total: CoverageCount }> {
  const areas: CoverageCount[] = []
  const count = (area: string, paths: string[], pairs: { en: unknown; mi: unknown }[]) => {
    const result: CoverageCount = { area, total: 0, translated: 0, reviewed: 0 }
    for (const { en, mi } of pairs) {
      for (const path of paths) {
        if (!filled(valueAt(en, path))) continue
        result.total += 1
        // A te reo Māori value that only repeats the English (a default copied to every locale) is no translation.
        const miValue = valueAt(mi, path)
        if (filled(miValue) && JSON.stringify(miValue) !== JSON.stringify(valueAt(en, path))) result.translated += 1
      }
    }
    areas.push(result)
  }
  for (const global of payload.config.globals) {
    const paths = localizedFieldPaths(global.fields)
    if (!paths.length) continue
    // Localized texts per locale (so the Local API), as the staff member.
    const [en, mi] = await Promise.all(
      (['en', 'mi'] as const).map((locale) => payload.findGlobal({ slug: global.slug, locale, fallbackLocale: false, depth: 0, user: staff, overrideAccess: false })),
    )
    count(`global: ${global.slug}`, paths, [{ en, mi }])
  }
  for (const collection of payload.config.collections) {
    const paths = localizedFieldPaths(collection.fields)
    if (!paths.length) continue
    const select = Object.fromEntries(paths.map((path) => [path.split('.')[0], true])) as Record<string, true>
    // As above: localized texts, as the staff member.
    const [en, mi] = await Promise.all(
      (['en', 'mi'] as const).map((locale) =>
        payload.find({ collection: collection.slug, locale, fallbackLocale: false, depth: 0, pagination: false, user: staff, overrideAccess: false, sort: 'id', select }),
      ),
    )
    const miById = new Map(mi.docs.map((doc) => [doc.id, doc]))
    count(`collection: ${collection.slug}`, paths, en.docs.map((doc) => ({ en: doc, mi: miById.get(doc.id) })))
  }
  const total: CoverageCount = { area: 'total', total: 0, translated: 0, reviewed: 0 }
  for (const area of areas) {
    total.total += area.total
    total.translated += area.translated
  }
  return { areas, total }
}
