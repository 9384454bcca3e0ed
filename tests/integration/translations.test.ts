import fs from 'node:fs'
import path from 'node:path'
import { handleEndpoints } from 'payload'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MAX_BYTES } from '../../app/i18n/catalogue'
import { catalogueT, currentCatalogue, overridesStamp } from '../../app/domain/translations/catalogue.server'
import { startTestPayload } from './support/payload'
import { asUser, createRoleModel, createSchool, createTeacher } from './support/fixtures'

let payload: Payload
let staff: ReturnType<typeof asUser<{ id: number }, 'staff'>>
let staffJwt: string

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  const credentials = { email: `translator-${Date.now()}@example.test`, password: 'a-long-staff-password-1' }
  const doc = await payload.create({ collection: 'staff', data: credentials, overrideAccess: true })
  staff = asUser(doc, 'staff')
  staffJwt = (await payload.login({ collection: 'staff', data: credentials })).token!
})

describe('translations collection access', () => {
  it('is for staff only: role models, teachers and visitors can neither read nor write it', async () => {
    const school = await createSchool(payload)
    const teacher = asUser(await createTeacher(payload, school.id), 'teachers')
    const roleModel = asUser(await createRoleModel(payload), 'role-models')
    const data = { key: 'common:nav.contact', mi: 'Whakapā mai', status: 'draft' as const }
    for (const user of [teacher, roleModel, undefined]) {
      await expect(payload.create({ collection: 'translations', data, user, overrideAccess: false })).rejects.toThrow(/not allowed/i)
      await expect(payload.find({ collection: 'translations', user, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    }
    const created = await payload.create({ collection: 'translations', data, user: staff, overrideAccess: false })
    expect(created.status).toBe('draft')
    await payload.delete({ collection: 'translations', id: created.id, user: staff, overrideAccess: false })
  })
})

describe('translations collection validation', () => {
  const save = (data: Record<string, unknown>) => payload.create({ collection: 'translations', data: data as never, user: staff, overrideAccess: false })
  /** The field messages the admin shows for a refused save. */
  const refusal = (data: Record<string, unknown>) =>
    save(data).then(
      () => 'saved',
      (error: { data?: { errors?: { message: string }[] } }) => (error.data?.errors ?? []).map((item) => item.message).join(' '),
    )

  it('refuses a key the interface does not have', async () => {
    expect(await refusal({ key: 'common:no.such.key', mi: 'Kāo' })).toMatch(/no such key/)
    expect(await refusal({ key: 'not a key', mi: 'Kāo' })).toMatch(/namespace:key/)
  })

  it('refuses a translation that drops or adds a placeholder', async () => {
    expect(await refusal({ key: 'common:footer.copyright', mi: '© {{year}}' })).toMatch(/missing \{\{programme\}\}/)
    expect(await refusal({ key: 'common:footer.copyright', en: '© {{year}} {{programme}} {{extra}}' })).toMatch(/not in the English/)
  })

  it('refuses script and javascript: content', async () => {
    expect(await refusal({ key: 'common:nav.home', mi: '<script>alert(1)</script>' })).toMatch(/plain words/)
    expect(await refusal({ key: 'common:nav.home', en: 'javascript:alert(1)' })).toMatch(/plain words/)
  })

  it('refuses oversize texts', async () => {
    expect(await refusal({ key: 'common:nav.home', mi: 'a'.repeat(2001) })).toMatch(/2000/)
  })

  it('keeps the status honest: no te reo Māori is missing, a new one is at most a draft unless marked reviewed', async () => {
    const empty = await save({ key: 'common:nav.admin', en: 'Administration', status: 'reviewed' })
    expect(empty.status).toBe('missing')
    const drafted = await payload.update({ collection: 'translations', id: empty.id, data: { mi: 'Whakahaere', status: 'missing' }, user: staff, overrideAccess: false })
    expect(drafted.status).toBe('draft')
    await payload.delete({ collection: 'translations', id: empty.id, user: staff, overrideAccess: false })
  })
})

describe('the catalogue follows the overrides', () => {
  it('shows a saved override at once and the shipped text again once it is deleted, with a new version each time', async () => {
    const before = await currentCatalogue(payload)
    expect((await catalogueT(payload, 'mi', 'common'))('home.title')).toBe('Bring the world of work into the classroom')
    const doc = await payload.create({
      collection: 'translations', data: { key: 'common:home.title', en: 'Bring work into the classroom', mi: 'Kawea mai te ao mahi', status: 'draft' }, user: staff, overrideAccess: false,
    })
    const during = await currentCatalogue(payload)
    expect(during.version).not.toBe(before.version)
    expect((await catalogueT(payload, 'en', 'common'))('home.title')).toBe('Bring work into the classroom')
    expect((await catalogueT(payload, 'mi', 'common'))('home.title')).toBe('Kawea mai te ao mahi')
    expect(during.rows.find((row) => row.key === 'common:home.title')).toMatchObject({ status: 'draft', overridden: true, shippedEn: 'Bring the world of work into the classroom' })
    await payload.delete({ collection: 'translations', id: doc.id, user: staff, overrideAccess: false })
    const after = await currentCatalogue(payload)
    expect(after.version).toBe(before.version)
    expect((await catalogueT(payload, 'en', 'common'))('home.title')).toBe('Bring the world of work into the classroom')
  })

  it('stamps the overrides with how many there are and the newest change: a save, an edit and a deletion each change it', async () => {
    const count = async () => (await payload.count({ collection: 'translations', overrideAccess: true })).totalDocs
    const first = await payload.create({ collection: 'translations', data: { key: 'common:nav.contact', mi: 'Whakapā mai', status: 'draft' }, overrideAccess: true })
    const second = await payload.create({ collection: 'translations', data: { key: 'common:nav.home', mi: 'Kāinga', status: 'draft' }, overrideAccess: true })
    const saved = await overridesStamp(payload)
    expect(saved).toBe(`${await count()}:${second.updatedAt}`)
    const edited = await payload.update({ collection: 'translations', id: first.id, data: { mi: 'Whakapā mai koa' }, overrideAccess: true })
    expect(await overridesStamp(payload)).toBe(`${await count()}:${edited.updatedAt}`)
    // Deleting an override that is not the newest changes the count.
    await payload.delete({ collection: 'translations', id: second.id, overrideAccess: true })
    expect(await overridesStamp(payload)).toBe(`${await count()}:${edited.updatedAt}`)
    await payload.delete({ collection: 'translations', id: first.id, overrideAccess: true })
    expect(await overridesStamp(payload)).not.toBe(saved)
  })

  it('lists every shipped key, with the starter set as drafts and nothing reviewed', async () => {
    const { rows } = await currentCatalogue(payload)
    expect(rows.find((row) => row.key === 'common:nav.logIn')).toMatchObject({ mi: 'Takiuru', status: 'draft', overridden: false })
    expect(rows.find((row) => row.key === 'common:nav.contact')).toMatchObject({ mi: 'Whakapā mai', status: 'draft' })
    expect(rows.filter((row) => row.status === 'reviewed')).toEqual([])
    expect(rows.length).toBeGreaterThan(500)
  })
})

describe('drafts for fluent review', () => {
  it('marks every shipped te reo Māori string a draft; an editor confirming one clears it; a later edit needs a new review', async () => {
    const shippedStatus = JSON.parse(fs.readFileSync(path.resolve('locales/mi.status.json'), 'utf8')) as Record<string, string>
    const drafts = async () => (await currentCatalogue(payload)).rows.filter((row) => row.status === 'draft').map((row) => row.key)
    const before = await drafts()
    // Every shipped string with te reo Māori (none has been confirmed by a fluent speaker) is a draft, and only those.
    expect(before.sort()).toEqual(Object.keys(shippedStatus).sort())
    expect(Object.values(shippedStatus).every((status) => status === 'draft')).toBe(true)

    // Opened in the admin (the override made from the texts in force), still a draft.
    const row = (await currentCatalogue(payload)).rows.find((candidate) => candidate.key === 'common:nav.logIn')!
    const opened = await payload.create({ collection: 'translations', data: { key: row.key, en: row.en, mi: row.mi, status: row.status }, user: staff, overrideAccess: false })
    expect(opened.status).toBe('draft')
    // Confirmed: the status alone changes, the flag is gone from the store and from the list.
    const confirmed = await payload.update({ collection: 'translations', id: opened.id, data: { status: 'reviewed' }, user: staff, overrideAccess: false })
    expect(confirmed).toMatchObject({ status: 'reviewed', mi: 'Takiuru' })
    expect(await drafts()).not.toContain('common:nav.logIn')
    expect((await currentCatalogue(payload)).rows.find((candidate) => candidate.key === 'common:nav.logIn')?.status).toBe('reviewed')
    // Edited afterwards without a new confirmation: a draft again (nobody confirmed the new words).
    const edited = await payload.update({ collection: 'translations', id: opened.id, data: { mi: 'Takiuru (test)', status: 'reviewed' }, user: staff, overrideAccess: false })
    expect(edited.status).toBe('draft')
    expect(await drafts()).toContain('common:nav.logIn')
    // Changed and confirmed in one save by the reviewer: reviewed.
    const reviewed = await payload.update({ collection: 'translations', id: opened.id, data: { mi: 'Takiuru', status: 'reviewed' }, user: staff, overrideAccess: false })
    expect(reviewed.status).toBe('reviewed')
    // Deleting the override restores the shipped text and its draft flag.
    await payload.delete({ collection: 'translations', id: opened.id, user: staff, overrideAccess: false })
    expect((await drafts()).sort()).toEqual(before)
  })
})

describe('the translations import', () => {
  const CHUNK = 64 * 1024

  /** A body streamed in CHUNK-sized pieces, as a chunked upload sends it, that counts how many pieces were pulled. */
  function streamedBody(chunks: number) {
    const piece = new TextEncoder().encode(' '.repeat(CHUNK))
    const body = { pulled: 0, stream: null as unknown as ReadableStream<Uint8Array> }
    // highWaterMark 0: a piece is made only when the reader asks for it.
    body.stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (body.pulled === chunks) return controller.close()
          body.pulled += 1
          controller.enqueue(piece)
        },
      },
      { highWaterMark: 0 },
    )
    return body
  }

  /** POSTs the body to the import endpoint through Payload's REST handler, as the admin's Import button does. */
  function postImport(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
    const request = new Request(`${payload.config.serverURL}/cms-api/translations/import`, {
      method: 'POST',
      headers: { Authorization: `JWT ${staffJwt}`, 'Content-Type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit)
    return handleEndpoints({ config: payload.config, request })
  }

  it('refuses a chunked body over the limit as soon as it passes it, without reading the rest', async () => {
    const chunks = (4 * IMPORT_MAX_BYTES) / CHUNK
    const body = streamedBody(chunks)
    const response = await postImport(body.stream)
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toBe(
      'The file is larger than 1 MB: split it or leave out the strings you did not change.',
    )
    // The limit is passed in the piece after IMPORT_MAX_BYTES; nothing much past it was pulled.
    expect(body.pulled).toBeGreaterThan(IMPORT_MAX_BYTES / CHUNK)
    expect(body.pulled).toBeLessThanOrEqual(IMPORT_MAX_BYTES / CHUNK + 2)
    expect(body.pulled).toBeLessThan(chunks)
  })

  it('refuses a body longer than its Content-Length says in the same way', async () => {
    const chunks = (4 * IMPORT_MAX_BYTES) / CHUNK
    const body = streamedBody(chunks)
    const response = await postImport(body.stream, { 'Content-Length': '100' })
    expect(response.status).toBe(413)
    expect(body.pulled).toBeLessThan(chunks)
  })

  it('still reads a chunked file within the limit', async () => {
    const file = JSON.stringify({ format: 'translations', version: 1, strings: { 'common:nav.contact': { en: null, mi: 'Whakapā mai', status: 'draft' } } })
    const piece = new TextEncoder().encode(file)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // Split inside a character (ā is two bytes), as a network may split it.
        const cut = new TextEncoder().encode(file.slice(0, file.indexOf('ā'))).length + 1
        controller.enqueue(piece.slice(0, cut))
        controller.enqueue(piece.slice(cut))
        controller.close()
      },
    })
    const response = await postImport(stream)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(((await response.json()) as { message: string }).message).toMatch(/^(Nothing to import|Imported)/)
  })
})

describe('CMS content coverage (the admin view, as its staff member)', () => {
  it('counts filled English fields and those with their own te reo Māori, read under the collections’ access as staff', async () => {
    const { cmsCoverage } = await import('../../app/domain/translations/cms-coverage.server')
    const viewer = asUser(await payload.findByID({ collection: 'staff', id: staff.id, overrideAccess: true }), 'staff')
    const areaOf = (result: Awaited<ReturnType<typeof cmsCoverage>>) => result.areas.find((area) => area.area.endsWith('sectors'))!
    const before = areaOf(await cmsCoverage(payload, viewer))
    const sector = await payload.create({ collection: 'sectors', data: { title: `Coverage ${Date.now()}` }, locale: 'en', overrideAccess: true })
    const english = areaOf(await cmsCoverage(payload, viewer))
    expect(english).toMatchObject({ total: before.total + 1, translated: before.translated, reviewed: 0 })
    await payload.update({ collection: 'sectors', id: sector.id, data: { title: 'Te wāhanga' }, locale: 'mi', overrideAccess: true })
    expect(areaOf(await cmsCoverage(payload, viewer))).toMatchObject({ total: before.total + 1, translated: before.translated + 1 })
  })
})
