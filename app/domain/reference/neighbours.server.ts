import type { Payload, PayloadRequest } from 'payload'
import { rememberedNeighbourIds, taxonomyItems } from './taxonomies.server'

type Id = number | string

/**
 * A region's neighbours as staff keep them (decision 0038): ids, in the region list's order. Kept in memory like the
 * lists (staff's edits show within their time limit, this process's at once); read afresh inside a change (`req`, its
 * transaction).
 */
export async function regionNeighbourIds(payload: Payload, regionId: Id | null | undefined, req?: PayloadRequest): Promise<Id[]> {
  if (regionId == null || regionId === '') return []
  const read = async () => {
    // Public reference data (a localized taxonomy, so the Local API), under its own read access (anyone).
    const region = await payload.findByID({ collection: 'regions', id: regionId, depth: 0, select: { neighbours: true }, overrideAccess: false, disableErrors: true, req })
    return (region?.neighbours ?? []).map((neighbour) => (typeof neighbour === 'object' ? neighbour.id : neighbour))
  }
  return req ? read() : [...(await rememberedNeighbourIds(regionId, read))]
}

/** A region's neighbours with their titles in the page's language, marked where they fall back to English (decision 0053). */
export async function regionNeighbours(payload: Payload, regionId: Id | null | undefined, locale: string): Promise<{ id: number; title: string; lang?: 'en' }[]> {
  const ids = new Set((await regionNeighbourIds(payload, regionId)).map(String))
  if (!ids.size) return []
  return (await taxonomyItems(payload, 'regions', locale)).filter((region) => ids.has(String(region.id))).map(({ id, title, lang }) => (lang ? { id, title, lang } : { id, title }))
}
