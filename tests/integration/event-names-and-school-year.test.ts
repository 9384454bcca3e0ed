import type { Payload } from 'payload'
import { sendInvitationEmails, sendNextStepsEmail } from '../../app/domain/events/emails.server'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyEvent, createDraftEvent } from '../../app/domain/events/transitions.server'
import { getTeacherEvent } from '../../app/domain/events/school-event.server'
import { eventDateWarning, publicHolidayOn, schoolTerms } from '../../app/domain/school-year/school-year.server'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { startTestPayload } from './support/payload'
import { createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { parsedMailsTo } from './support/outbox'

let payload: Payload
let outbox: string
let region: { id: number; title: string }
let district: number

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  const auckland = (await payload.find({ collection: 'regions', where: { title: { equals: 'Auckland' } }, locale: 'en', limit: 1, overrideAccess: true, depth: 0 })).docs[0]
  region = { id: auckland.id, title: auckland.title }
  district = (await payload.find({ collection: 'districts', where: { region: { equals: region.id } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0].id
})

/** Payload's ValidationError for one field, with our message. */
const invalid = (path: string, message: string) => ({ name: 'ValidationError', data: { errors: [expect.objectContaining({ path, message })] } })

async function schoolWithTeacher(data: Record<string, unknown> = {}) {
  const school = await createSchool(payload, { name: 'Papatoetoe High School', ...data })
  return { school, teacher: await createTeacher(payload, school.id) }
}

describe("the event's name", () => {
  it('is trimmed when saved, and a name of only spaces is stored as none', async () => {
    const { teacher } = await schoolWithTeacher()
    const created = await createDraftEvent({ payload, teacher, type: 'online' })
    if (!created.ok) throw new Error(created.error)
    const named = await payload.update({ collection: 'events', id: created.event.id, data: { title: '  Careers day, Year 10  ' }, user: teacher, overrideAccess: false })
    expect(named.title).toBe('Careers day, Year 10')
    const blank = await payload.update({ collection: 'events', id: created.event.id, data: { title: '    ' }, user: teacher, overrideAccess: false })
    expect(blank.title ?? null).toBeNull()
  })

  it('is refused over 100 characters by the collection, whoever saves', async () => {
    const { teacher } = await schoolWithTeacher()
    const created = await createDraftEvent({ payload, teacher, type: 'online' })
    if (!created.ok) throw new Error(created.error)
    await expect(payload.update({ collection: 'events', id: created.event.id, data: { title: 'a'.repeat(101) }, overrideAccess: true })).rejects.toThrow(/Title/i)
  })
})

/** Subjects of the messages in the outbox sent to `email`. */
async function subjectsTo(email: string) {
  return (await parsedMailsTo(outbox, email)).map((mail) => mail.subject)
}

describe("the event's name leads the email subjects", () => {
  it('names the event before the subject; an event without a name keeps the plain subject', async () => {
    const context = { schoolName: 'Papatoetoe High School', programme: 'Inspiring the Future Aotearoa' }
    await sendInvitationEmails(payload, { ...context, event: { id: 1, type: 'in-person', title: 'Careers day, Year 10' } }, [{ email: 'named-invite@example.nz', expiresAt: '2027-03-01T00:00:00.000Z' }])
    await sendInvitationEmails(payload, { ...context, event: { id: 2, type: 'in-person', title: null } }, [{ email: 'plain-invite@example.nz' }])
    await sendNextStepsEmail(payload, { ...context, event: { id: 1, type: 'online', title: 'Kōrero with whānau' } }, { email: 'named-teacher@example.nz' }, { count: 2, expiresAt: '2027-03-01T00:00:00.000Z' })
    expect(await subjectsTo('named-invite@example.nz')).toEqual(["Careers day, Year 10: You're invited to an Inspiring the Future Aotearoa event"])
    expect(await subjectsTo('plain-invite@example.nz')).toEqual(["You're invited to an Inspiring the Future Aotearoa event"])
    expect(await subjectsTo('named-teacher@example.nz')).toEqual(['Kōrero with whānau: Your Inspiring the Future Aotearoa event is live'])
  })
})

describe("a new in-person event starts at the school's place", () => {
  it("copies the school's address, region and district; an online event gets none", async () => {
    const { teacher } = await schoolWithTeacher({ address: '55 Mahia Road, Manurewa', region: region.id, district })
    const inPerson = await createDraftEvent({ payload, teacher, type: 'in-person' })
    if (!inPerson.ok) throw new Error(inPerson.error)
    expect(inPerson.event).toMatchObject({ address: '55 Mahia Road, Manurewa', region: region.id, district })
    const online = await createDraftEvent({ payload, teacher, type: 'online' })
    if (!online.ok) throw new Error(online.error)
    expect(online.event.address ?? null).toBeNull()
  })
})

describe('Copy as a new event', () => {
  it('makes a draft of the school with everything but the date, the times and the role models', async () => {
    const { school, teacher } = await schoolWithTeacher()
    const source = await payload.create({
      collection: 'events', overrideAccess: true,
      data: {
        type: 'in-person', status: 'active', school: school.id, title: 'Careers day, Year 10', date: '2027-03-10', arrivalTime: '09:00', startTime: '09:15', endTime: '11:00',
        address: '1 School Road', region: region.id, district, numberOfStudents: 60, studentsAge: 'Year 10', learningGoals: 'Many paths', photosAllowed: true,
      },
    })
    const roleModel = await createApprovedRoleModel(payload, { firstName: 'Aroha' })
    await payload.create({ collection: 'event-role-models', data: { event: source.id, roleModel: roleModel.id, status: ROLE_MODEL_STATUS.accepted }, overrideAccess: true })

    const copied = await copyEvent({ payload, teacher, id: source.id })
    if (!copied.ok) throw new Error(copied.error)
    const copy = await getTeacherEvent({ payload, teacher, id: copied.event.id })
    expect(copy).toMatchObject({
      status: 'draft', type: 'in-person', title: 'Careers day, Year 10', address: '1 School Road', region: region.id, district, numberOfStudents: 60,
      studentsAge: 'Year 10', learningGoals: 'Many paths', photosAllowed: true, school: school.id,
    })
    expect(copy?.date ?? null).toBeNull()
    expect([copy?.arrivalTime, copy?.startTime, copy?.endTime].map((value) => value ?? null)).toEqual([null, null, null])
    expect(copy?.id).not.toBe(source.id)
    const rows = await payload.count({ collection: 'event-role-models', where: { event: { equals: copied.event.id } }, overrideAccess: true })
    expect(rows.totalDocs).toBe(0)
  })

  it("keeps an online event's meeting but not the pre-event meeting's day", async () => {
    const { school, teacher } = await schoolWithTeacher()
    const source = await payload.create({
      collection: 'events', overrideAccess: true,
      data: {
        type: 'online', status: 'done', school: school.id, title: 'Online kōrero', date: '2026-03-10', startTime: '13:00', endTime: '14:00',
        meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1', password: 'kiaora' },
        preEventMeeting: { enabled: true, date: '2026-03-05', startTime: '15:00', endTime: '15:30', platform: 'teams', inviteLink: 'https://teams.microsoft.com/l/abc' },
      },
    })
    const copied = await copyEvent({ payload, teacher, id: source.id })
    if (!copied.ok) throw new Error(copied.error)
    const copy = await getTeacherEvent({ payload, teacher, id: copied.event.id })
    expect(copy?.meeting).toMatchObject({ platform: 'zoom', inviteLink: 'https://zoom.us/j/1', password: 'kiaora' })
    expect(copy?.preEventMeeting).toMatchObject({ enabled: true, platform: 'teams', date: null, startTime: null, endTime: null })
  })

  it("refuses another school's event as not found, and makes nothing", async () => {
    const { school } = await schoolWithTeacher()
    const { teacher: stranger } = await schoolWithTeacher({ name: 'Another School' })
    const source = await payload.create({ collection: 'events', data: { type: 'online', status: 'draft', school: school.id, title: 'Ours' }, overrideAccess: true })
    const before = await payload.count({ collection: 'events', overrideAccess: true })
    expect(await copyEvent({ payload, teacher: stranger, id: source.id })).toEqual({ ok: false, error: 'not-found' })
    expect((await payload.count({ collection: 'events', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})

describe('neighbouring regions', () => {
  it('are seeded for New Zealand: Auckland neighbours Northland and Waikato', async () => {
    const auckland = await payload.findByID({ collection: 'regions', id: region.id, depth: 1, locale: 'en', overrideAccess: true })
    const titles = (auckland.neighbours ?? []).map((neighbour) => (typeof neighbour === 'object' ? neighbour.title : neighbour))
    expect(titles.sort()).toEqual(['Northland', 'Waikato'])
  })

  it('refuses, on save, a neighbour that names no region or the region itself', async () => {
    await expect(payload.update({ collection: 'regions', id: region.id, data: { neighbours: [999_999] }, overrideAccess: true })).rejects.toMatchObject(invalid('neighbours', 'Not a region that can be a neighbour: 999999'))
    await expect(payload.update({ collection: 'regions', id: region.id, data: { neighbours: [region.id] }, overrideAccess: true })).rejects.toMatchObject(invalid('neighbours', `Not a region that can be a neighbour: ${region.id}`))
    const kept = await payload.findByID({ collection: 'regions', id: region.id, depth: 0, overrideAccess: true })
    expect(kept.neighbours?.length).toBe(2)
  })

  it('are edited by staff only', async () => {
    const { teacher } = await schoolWithTeacher()
    await expect(payload.update({ collection: 'regions', id: region.id, data: { neighbours: [] }, user: teacher, overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })
})

describe('the school year', () => {
  it('knows the national holidays and the region’s anniversary day (date-holidays)', async () => {
    expect(await publicHolidayOn('2026-12-25')).toBe('Christmas Day')
    expect(await publicHolidayOn('2026-01-26', 'Auckland')).toBe('Provincial anniversary day')
    expect(await publicHolidayOn('2026-01-26', 'Canterbury')).toBeNull()
    expect(await publicHolidayOn('2026-05-12', 'Auckland')).toBeNull()
  })

  it('seeds the published 2026 and 2027 terms, which staff edit', async () => {
    const terms = await schoolTerms(payload)
    expect(terms.filter((term) => term.year === 2026)).toHaveLength(4)
    expect(terms.filter((term) => term.year === 2027)).toHaveLength(4)
    const { teacher } = await schoolWithTeacher()
    await expect(payload.create({ collection: 'school-terms', data: { year: 2030, term: 1, start: '2030-02-01', end: '2030-04-12' }, user: teacher, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.create({ collection: 'school-terms', data: { year: 2031, term: 1, start: '2031-04-12', end: '2031-02-01' }, overrideAccess: true })).rejects.toMatchObject(invalid('end', 'The last day must be on or after the first day.'))
  })

  it('warns about a public holiday first, then the school holidays, in the event region', async () => {
    expect(await eventDateWarning({ payload, date: '2026-12-25', regionId: region.id })).toEqual({ kind: 'public-holiday', name: 'Christmas Day' })
    // Auckland's anniversary day 2027 (the Monday nearest 29 January) is term 1's first day: the holiday is named.
    expect(await eventDateWarning({ payload, date: '2027-02-01', regionId: region.id })).toEqual({ kind: 'public-holiday', name: 'Provincial anniversary day' })
    expect(await eventDateWarning({ payload, date: '2027-02-01', regionId: null })).toBeNull()
    expect(await eventDateWarning({ payload, date: '2026-07-08', regionId: region.id })).toEqual({ kind: 'school-holidays' })
    expect(await eventDateWarning({ payload, date: '2026-08-12', regionId: region.id })).toBeNull()
  })
})
