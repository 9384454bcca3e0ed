import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestPayload } from './support/payload'
import { parseDocId } from '../../app/domain/shared/ids'
import * as reference from '../../app/domain/reference/taxonomies.server'
import * as profiles from '../../app/domain/profiles/profiles.server'
import * as browse from '../../app/domain/browse/browse.server'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

const titles = async (collection: 'regions' | 'languages', locale = 'en') => (await reference.taxonomyItems(payload, collection, locale)).map((item) => item.title)

describe('staff-edited option lists kept in memory', () => {
  it('are read from the database once, then from memory, until a list changes', async () => {
    reference.forgetTaxonomies()
    const find = vi.spyOn(payload, 'find')
    try {
      await titles('regions')
      await titles('regions')
      await profiles.loadProfileOptions(payload, 'en')
      await browse.filterLists(payload, 'en')
      // Eleven lists for the profile forms (regions among them), read once each; the filters are among them.
      expect(find.mock.calls.map(([args]) => `${args.collection}:${args.locale}`).sort()).toEqual(
        ['age-ranges', 'districts', 'education-levels', 'ethnicities', 'genders', 'industries', 'iwi', 'languages', 'pronouns', 'regions', 'sectors'].map((slug) => `${slug}:en`),
      )
    } finally {
      find.mockRestore()
    }
  })

  it('show a new, renamed or deleted option at once, in every reader and language', async () => {
    const region = (await reference.taxonomyItems(payload, 'regions', 'en'))[0]
    await titles('regions', 'mi')
    const renamed = `Renamed ${Date.now()}`
    await payload.update({ collection: 'regions', id: region.id, data: { title: renamed }, locale: 'en', overrideAccess: true })
    expect(await titles('regions')).toContain(renamed)
    expect((await profiles.loadProfileOptions(payload, 'en')).regions).toContainEqual({ id: String(region.id), title: renamed })
    expect((await browse.filterLists(payload, 'en')).regions).toContainEqual({ id: region.id, title: renamed })

    await payload.update({ collection: 'regions', id: region.id, data: { title: `Māori ${renamed}` }, locale: 'mi', overrideAccess: true })
    expect(await titles('regions', 'mi')).toContain(`Māori ${renamed}`)
    expect(await titles('regions')).toContain(renamed)

    const added = await payload.create({ collection: 'languages', data: { title: `Added ${Date.now()}`, sortOrder: 9999 }, overrideAccess: true })
    // A list with no te reo Māori title shows the English one.
    expect(await titles('languages', 'mi')).toContain(added.title)
    expect((await browse.filterLists(payload, 'en')).languages.at(-1)).toEqual({ id: added.id, title: added.title })
    await payload.delete({ collection: 'languages', id: added.id, overrideAccess: true })
    expect(await titles('languages')).not.toContain(added.title)
    expect((await profiles.loadProfileOptions(payload, 'mi')).languages.map((option) => option.id)).not.toContain(String(added.id))
  })

  it("keep each district's region for the cascading select", async () => {
    const { regions, districtMap } = await profiles.loadProfileOptions(payload, 'en')
    const withDistricts = regions.filter((region) => districtMap[region.id]?.length)
    expect(withDistricts.length).toBeGreaterThan(0)
    const district = await payload.findByID({ collection: 'districts', id: parseDocId(districtMap[withDistricts[0].id][0].id)!, depth: 0, overrideAccess: true })
    expect(String(district.region)).toBe(withDistricts[0].id)
  })
})
