/**
 * Neighbouring regions (decision 0038): staff keep, on each region, the regions whose role models may come in person
 * to its events. Pure rules; the regions collection calls them on save.
 */
type Id = number | string

/** The neighbour ids that name no region, or the region itself; empty when the list is good. */
export function badNeighbours(neighbours: readonly Id[], knownRegionIds: readonly Id[], self?: Id | null): Id[] {
  const known = new Set(knownRegionIds.map(String))
  return neighbours.filter((id) => !known.has(String(id)) || (self != null && String(id) === String(self)))
}

/** The neighbour table by titles (the seed file) as ids; titles that name no region are returned apart, to refuse. */
export function neighbourIdsByTitle(table: Record<string, string[]>, regionIdByTitle: ReadonlyMap<string, Id>): { ids: Map<Id, Id[]>; unknown: string[] } {
  const ids = new Map<Id, Id[]>()
  const unknown = new Set<string>()
  for (const [title, neighbours] of Object.entries(table)) {
    const id = regionIdByTitle.get(title)
    if (id === undefined) {
      unknown.add(title)
      continue
    }
    const found: Id[] = []
    for (const neighbour of neighbours) {
      const neighbourId = regionIdByTitle.get(neighbour)
      if (neighbourId === undefined) unknown.add(neighbour)
      else found.push(neighbourId)
    }
    ids.set(id, found)
  }
  return { ids, unknown: [...unknown] }
}
