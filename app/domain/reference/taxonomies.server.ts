import type { Payload } from 'payload'
import type { TaxonomySlug } from './taxonomies'
import { memoryCache, STAFF_EDIT_TTL_MS } from '~/lib/memory-cache.server'
import { termsById } from './terms'
import type { Term } from './terms'
import { asTypedId } from '../shared/ids'
import { relationId } from '../shared/relations'

/**
 * One option of a staff-edited list: its id, its title in the asked language (English where it has none, and then
 * `lang` 'en', so the page marks it: decision 0045), a district's region.
 */
export type TaxonomyItem = { id: number; title: string; region: number | null; lang?: 'en' }

// The limit covers another process's edits (decision 0034); this process's own edits clear it at once (the collections' hooks).
const TAXONOMY_TTL_MS = STAFF_EDIT_TTL_MS
const taxonomies = memoryCache<TaxonomyItem[]>('taxonomies', TAXONOMY_TTL_MS)

/**
 * Every option of one list in the editors' order, in the page's language. Browse filters, the profile forms and the
 * event forms read them on every request; staff change them rarely, so they are kept in memory per list and language.
 */
export function taxonomyItems(payload: Payload, collection: TaxonomySlug, locale: string): Promise<TaxonomyItem[]> {
  const language = locale === 'mi' ? 'mi' : 'en'
  return taxonomies.get(`${collection}:${language}`, async () => {
    // Public reference data, localized (so the Local API), under the lists' own read access (anyone).
    const [{ docs }, own] = await Promise.all([
      payload.find({ collection, locale: language, fallbackLocale: 'en', depth: 0, limit: 0, pagination: false, sort: ['sortOrder', 'title'], overrideAccess: false }),
      language === 'en' ? null : payload.find({ collection, locale: language, fallbackLocale: false, depth: 0, limit: 0, pagination: false, overrideAccess: false, select: { title: true } }),
    ])
    const ownTitles = new Map((own?.docs ?? []).map((doc) => [String(doc.id), doc.title ? String(doc.title) : '']))
    return docs.map((doc) => {
      const region = relationId((doc as { region?: unknown }).region)
      const title = String(doc.title ?? '')
      const fallsBack = own !== null && title !== '' && !ownTitles.get(String(doc.id))
      return { id: doc.id, title, region: region == null ? null : asTypedId(region), ...(fallsBack ? { lang: 'en' as const } : {}) }
    })
  })
}

// Each cached list's terms by id, built once per list read (the list's array is the key, so it goes with the list).
const termMaps = new WeakMap<readonly TaxonomyItem[], ReadonlyMap<string, Term>>()

/**
 * One list's names by id (`idKey`) in the page's language, each marked 'en' where it falls back (decision 0053): from the
 * same cache as `taxonomyItems`, so naming a page's ids costs no query and no search.
 */
export async function taxonomyTerms(payload: Payload, collection: TaxonomySlug, locale: string): Promise<ReadonlyMap<string, Term>> {
  const items = await taxonomyItems(payload, collection, locale)
  let terms = termMaps.get(items)
  if (!terms) termMaps.set(items, (terms = termsById(items)))
  return terms
}

// A region's neighbours' ids (decision 0038), kept like the lists and forgotten with them (a region is one of them).
const neighbourLists = memoryCache<(number | string)[]>('region-neighbours', TAXONOMY_TTL_MS)

/** A region's neighbours' ids from memory, read with `load` when not there (neighbours.server.ts reads them). */
export function rememberedNeighbourIds(regionId: number | string, load: () => Promise<(number | string)[]>): Promise<(number | string)[]> {
  return neighbourLists.get(String(regionId), load)
}

/** Forgets every list (a list was created, changed or deleted), and the regions' neighbours. */
export function forgetTaxonomies() {
  taxonomies.clear()
  neighbourLists.clear()
}
