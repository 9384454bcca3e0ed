import { describe, expect, it } from 'vitest'
import table from '../../../cms/seed/region-neighbours.json'
import regions from '../../../cms/seed/nz-regions-districts.json'
import { badNeighbours, neighbourIdsByTitle } from './neighbours'

describe('badNeighbours', () => {
  it('accepts known regions other than itself', () => {
    expect(badNeighbours([2, 3], [1, 2, 3], 1)).toEqual([])
  })
  it('refuses an unknown region and the region itself', () => {
    expect(badNeighbours([2, 99], [1, 2, 3], 1)).toEqual([99])
    expect(badNeighbours([1, 2], [1, 2, 3], 1)).toEqual([1])
  })
  it('compares MongoDB ids and numbers as text', () => {
    expect(badNeighbours(['64b7f0c2a1b2c3d4e5f60718'], ['64b7f0c2a1b2c3d4e5f60718'], null)).toEqual([])
  })
})

describe('the seeded New Zealand table', () => {
  const byTitle = new Map(regions.regions.map((region, index) => [region.title, index + 1]))
  it('names only the 16 seeded regions, every one of them', () => {
    const { ids, unknown } = neighbourIdsByTitle(table.neighbours, byTitle)
    expect(unknown).toEqual([])
    expect(ids.size).toBe(16)
  })
  it('is symmetric: a neighbour of a region has that region as its neighbour', () => {
    for (const [title, neighbours] of Object.entries(table.neighbours)) {
      for (const neighbour of neighbours) expect((table.neighbours as Record<string, string[]>)[neighbour], `${neighbour} of ${title}`).toContain(title)
    }
  })
  it('reports titles that name no region', () => {
    expect(neighbourIdsByTitle({ Atlantis: ['Auckland'], Auckland: ['Lemuria'] }, byTitle).unknown).toEqual(['Atlantis', 'Lemuria'])
  })
})
