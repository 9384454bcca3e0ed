import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSchool, createTeacher } from './support/fixtures'
import { startTestPayload } from './support/payload'
import * as content from '../../app/domain/accounts/content.server'
import * as eventPages from '../../app/routes/__event-pages.server'
import * as sqlite from '../../app/lib/sqlite.server'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

describe("the programme's name", () => {
  it('comes from site settings and follows an edit at once', async () => {
    expect(await content.programmeName(payload, 'en')).toBe('Inspiring the Future Aotearoa')
    await payload.updateGlobal({ slug: 'site-settings', data: { programmeName: 'Role Models Aotearoa' }, overrideAccess: true })
    expect(await content.programmeName(payload, 'en')).toBe('Role Models Aotearoa')
  })

  it('is one reader for pages and emails: English unless a language is given, te reo Māori once translated', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { programmeName: 'Role Models Aotearoa' }, overrideAccess: true })
    // Not yet translated: te reo Māori pages show the English name.
    expect(await content.programmeName(payload, 'mi')).toBe('Role Models Aotearoa')
    await payload.updateGlobal({ slug: 'site-settings', locale: 'mi', data: { programmeName: 'Whakatauira Aotearoa' }, overrideAccess: true })
    expect(await content.programmeName(payload, 'mi')).toBe('Whakatauira Aotearoa')
    expect(await content.programmeName(payload)).toBe('Role Models Aotearoa')
  })

  it("names the catalogue's programme in the event plan's region message when site settings hold none", async () => {
    const { saveEventScreen, eventFormOptions } = eventPages
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const event = await payload.create({ collection: 'events', data: { type: 'in-person', status: 'draft', school: school.id, createdBy: teacher.id }, overrideAccess: true })
    // No role model exists yet, so every region has too few; the name is emptied under the admin's required check.
    const region = (await payload.find({ collection: 'regions', limit: 1, overrideAccess: true, depth: 0 })).docs[0].id
    const formData = new FormData()
    formData.set('RegionID', String(region))
    const regionMessage = async () => {
      const result = await saveEventScreen({ teacher, event, screen: 'plan', formData, options: await eventFormOptions('en'), locale: 'en' })
      return result.ok ? undefined : result.reply.error?.RegionID
    }

    expect(await regionMessage()).toEqual([`events:validation.regionNotEnoughRoleModels|${JSON.stringify({ programme: 'Role Models Aotearoa' })}`])
    await sqlite.sqliteAdapterOf(payload)!.client.execute("UPDATE site_settings_locales SET programme_name = ''")
    content.forgetProgrammeName()
    try {
      expect(await regionMessage()).toEqual([`events:validation.regionNotEnoughRoleModels|${JSON.stringify({ programme: 'Inspiring the Future Aotearoa' })}`])
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { programmeName: 'Role Models Aotearoa' }, overrideAccess: true })
    }
  })

  it('refuses a terms address that is neither a site path nor https', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { termsPageUrl: 'javascript:alert(1)' }, overrideAccess: true })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { termsPageUrl: 'http://example.nz/terms' }, overrideAccess: true })).rejects.toThrow()
    const saved = await payload.updateGlobal({ slug: 'site-settings', data: { termsPageUrl: 'https://example.nz/terms' }, overrideAccess: true })
    expect(saved.termsPageUrl).toBe('https://example.nz/terms')
  })
})
