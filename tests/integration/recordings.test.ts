import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { acceptInvitation } from '../../app/domain/invitations/invitations.server'
import { addPresenter, createSession, invitePresenters } from '../../app/domain/sessions/sessions.server'
import type { StaffUser } from '../../app/domain/sessions/sessions.server'
import type { SessionPlan } from '../../app/domain/sessions/session.schema'
import { countPlay } from '../../app/domain/recordings/plays.server'
import { playableRecording, recordingLibrary, saveRecording, setRecordingConsent, staffRecording } from '../../app/domain/recordings/recordings.server'
import { eventDateToStored, nzDate } from '../../app/domain/shared/dates'
import { relationId } from '../../app/domain/shared/relations'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { startTestPayload } from './support/payload'

let payload: Payload
let staff: StaffUser
const now = new Date()
const inDays = (days: number) => nzDate(new Date(now.getTime() + days * 86_400_000))
const VIDEO = 'dQw4w9WgXcQ'

const plan = (data: Partial<SessionPlan> = {}): SessionPlan => ({
  Title: 'Careers at sea', Description: 'Two sailors on their work', Date: inDays(10), StartTime: '10:00', EndTime: '11:00',
  Platform: 'zoom', InviteLink: 'https://zoom.us/j/123456789', Password: undefined, YearLevels: [9, 10], MaxClassrooms: 3, ...data,
})

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  const doc = await payload.create({ collection: 'staff', data: { email: `recordings.${Date.now()}@example.nz`, password: 'Correct-Horse-Battery-9' }, overrideAccess: true })
  staff = asUser(doc, 'staff') as StaffUser
})

/** A session with presenters who accepted (each consenting or not), then moved to `daysAgo` days ago (a system write). */
async function pastSession(consents: boolean[], { daysAgo = 3, industry }: { daysAgo?: number; industry?: number | string } = {}) {
  const made = await createSession(payload, staff, plan())
  if (!made.ok) throw new Error('not created')
  const presenters = []
  for (const consent of consents) {
    const person = await createApprovedRoleModel(payload, { canDoOnlineEvent: true, ...(industry != null ? { industry: industry as number } : {}) })
    expect(await addPresenter(payload, staff, made.id, person.id)).toEqual({ ok: true })
    presenters.push({ person: asUser(person, 'role-models'), consent })
  }
  expect(await invitePresenters(payload, staff, made.id, now)).toEqual({ ok: true })
  for (const { person, consent } of presenters) {
    expect(await acceptInvitation({ payload, roleModel: person, eventId: made.id, recordingConsent: consent })).toEqual({ ok: true })
  }
  await payload.db.updateOne({ collection: 'events', where: { id: { equals: made.id } }, data: { date: eventDateToStored(inDays(-daysAgo)) } })
  return { id: made.id, presenters: presenters.map((presenter) => presenter.person) }
}

async function activeTeacher() {
  return createTeacher(payload, (await createSchool(payload)).id)
}

describe('recordings: consent asked on accepting, held by the collection', () => {
  it('stores a presenter’s consent with its date on accepting a session', async () => {
    const session = await pastSession([true, false])
    const rows = await payload.find({ collection: 'event-role-models', where: { event: { equals: session.id } }, sort: 'createdAt', depth: 0, overrideAccess: true })
    expect(rows.docs.map((row) => row.recordingConsent)).toEqual([true, false])
    expect(rows.docs.every((row) => typeof row.recordingConsentAt === 'string')).toBe(true)
  })

  it('refuses a recording without every presenter’s consent, before the session ends, or with a bad id: nothing stored', async () => {
    const session = await pastSession([true, false])
    expect(await saveRecording(payload, staff, session.id, { videoId: VIDEO }, now)).toMatchObject({ ok: false, problem: 'consent', message: 'staff:recordings.errors.consent' })
    const consenting = await pastSession([true, true])
    expect(await saveRecording(payload, staff, consenting.id, { videoId: 'not-an-id' }, now)).toMatchObject({ ok: false, problem: 'video-id' })
    expect(await saveRecording(payload, staff, consenting.id, { videoId: VIDEO, transcriptUrl: 'javascript:alert(1)' }, now)).toMatchObject({ ok: false, problem: 'transcript' })
    const upcoming = await createSession(payload, staff, plan())
    if (!upcoming.ok) throw new Error('not created')
    expect(await saveRecording(payload, staff, upcoming.id, { videoId: VIDEO }, now)).toMatchObject({ ok: false, problem: 'not-ended' })
    const stored = await payload.count({ collection: 'recordings', where: { session: { in: [session.id, consenting.id, upcoming.id] } }, overrideAccess: true })
    expect(stored.totalDocs).toBe(0)
    // The REST door (staff through Payload's API) meets the same hook; a teacher may not write one at all.
    await expect(payload.create({ collection: 'recordings', data: { session: session.id as number, videoId: VIDEO }, user: staff, overrideAccess: false })).rejects.toThrow('staff:recordings.errors.consent')
    await expect(payload.create({ collection: 'recordings', data: { session: consenting.id as number, videoId: 'x' }, user: staff, overrideAccess: false })).rejects.toThrow('staff:recordings.errors.videoId')
    const teacher = await activeTeacher()
    await expect(payload.create({ collection: 'recordings', data: { session: consenting.id as number, videoId: VIDEO }, user: teacher, overrideAccess: false })).rejects.toThrow()
    expect((await payload.count({ collection: 'recordings', where: { session: { in: [session.id, consenting.id] } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('adds one recording once every presenter consents; a withdrawal hides it at once, consent again shows it', async () => {
    const session = await pastSession([true, true])
    expect(await saveRecording(payload, staff, session.id, { videoId: VIDEO, transcriptUrl: 'https://example.nz/transcript' }, now)).toEqual({ ok: true })
    // A second one through the API (the session is unique): refused.
    await expect(payload.create({ collection: 'recordings', data: { session: session.id as number, videoId: VIDEO }, user: staff, overrideAccess: false })).rejects.toThrow('staff:recordings.errors.twice')
    // A client's values for the system's fields are ignored.
    const [recording] = (await payload.find({ collection: 'recordings', where: { session: { equals: session.id } }, depth: 0, overrideAccess: true })).docs
    expect(recording).toMatchObject({ videoId: VIDEO, title: 'Careers at sea', consented: true, yearLevels: ['9', '10'] })
    await payload.update({ collection: 'recordings', id: recording.id, data: { consented: false } as never, user: staff, overrideAccess: false })
    const teacher = await activeTeacher()
    expect(await playableRecording(payload, teacher, recording.id)).toMatchObject({ videoId: VIDEO, transcriptUrl: 'https://example.nz/transcript' })

    expect(await setRecordingConsent(payload, session.presenters[1], session.id, false)).toBe(true)
    expect(await playableRecording(payload, teacher, recording.id)).toBeNull()
    expect((await recordingLibrary(payload, teacher, {}))!.cards.some((card) => card.id === recording.id)).toBe(false)
    const read = await payload.find({ collection: 'recordings', where: { id: { equals: recording.id } }, user: teacher, overrideAccess: false, depth: 0 })
    expect(read.docs).toHaveLength(0)
    // Staff cannot change it for them now either.
    expect(await saveRecording(payload, staff, session.id, { videoId: 'abcdefghijk' }, now)).toMatchObject({ ok: false, problem: 'consent' })
    expect((await staffRecording(payload, session.id)).recording).toMatchObject({ videoId: VIDEO, consented: false })

    expect(await setRecordingConsent(payload, session.presenters[1], session.id, true)).toBe(true)
    expect(await playableRecording(payload, teacher, recording.id)).toMatchObject({ videoId: VIDEO })
  })

  it('lets only the presenter change their own consent, only through the consent operation', async () => {
    const session = await pastSession([true])
    const other = asUser(await createApprovedRoleModel(payload), 'role-models')
    expect(await setRecordingConsent(payload, other, session.id, false)).toBe(false)
    const [row] = (await payload.find({ collection: 'event-role-models', where: { event: { equals: session.id } }, depth: 0, overrideAccess: true })).docs
    // The presenter through the REST API (no operation's context), and staff: refused or ignored.
    await expect(payload.update({ collection: 'event-role-models', id: row.id, data: { recordingConsent: false }, user: session.presenters[0], overrideAccess: false })).rejects.toThrow()
    await payload.update({ collection: 'event-role-models', id: row.id, data: { recordingConsent: false }, user: staff, overrideAccess: false })
    expect((await payload.findByID({ collection: 'event-role-models', id: row.id, depth: 0, overrideAccess: true })).recordingConsent).toBe(true)
  })
})

describe('recordings: the library and plays', () => {
  it('shows teachers of active schools the library by industry and year level, newest first; not inactive schools nor role models', async () => {
    const industries = (await payload.find({ collection: 'industries', limit: 2, depth: 0, overrideAccess: true })).docs.map((doc) => doc.id)
    const older = await pastSession([true], { daysAgo: 9, industry: industries[0] })
    const newer = await pastSession([true], { daysAgo: 4, industry: industries[1] })
    expect(await saveRecording(payload, staff, older.id, { videoId: VIDEO }, now)).toEqual({ ok: true })
    expect(await saveRecording(payload, staff, newer.id, { videoId: VIDEO }, now)).toEqual({ ok: true })
    const ids = async (query: Parameters<typeof recordingLibrary>[2]) => {
      const library = await recordingLibrary(payload, teacher, { ...query })
      return library!.cards.map((card) => String(card.id))
    }
    const teacher = await activeTeacher()
    const recordingOf = async (session: number | string) => String((await payload.find({ collection: 'recordings', where: { session: { equals: session } }, depth: 0, overrideAccess: true })).docs[0].id)
    const [olderId, newerId] = [await recordingOf(older.id), await recordingOf(newer.id)]
    const all = await ids({})
    expect(all.indexOf(newerId)).toBeLessThan(all.indexOf(olderId))
    expect(await ids({ industry: industries[0] })).toContain(olderId)
    expect(await ids({ industry: industries[0] })).not.toContain(newerId)
    expect(await ids({ yearLevel: 10 })).toEqual(expect.arrayContaining([olderId, newerId]))
    expect(await ids({ yearLevel: 3 })).not.toContain(olderId)
    const card = (await recordingLibrary(payload, teacher, {}))!.cards.find((row) => String(row.id) === newerId)!
    expect(card.presenters).toHaveLength(1)
    expect(card.industries).toEqual([String(industries[1])])

    const inactive = await createTeacher(payload, (await createSchool(payload, { active: false })).id)
    expect(await recordingLibrary(payload, inactive, {})).toBeNull()
    expect(await playableRecording(payload, inactive, olderId, { count: true })).toBeNull()
    await expect(payload.find({ collection: 'recordings', user: inactive, overrideAccess: false, depth: 0 })).rejects.toThrow()
    expect(await recordingLibrary(payload, older.presenters[0], {})).toBeNull()
    await expect(payload.find({ collection: 'recordings', user: older.presenters[0], overrideAccess: false, depth: 0 })).rejects.toThrow()
  })

  it('counts every press per school, right when plays race (conditional writes)', async () => {
    const session = await pastSession([true])
    expect(await saveRecording(payload, staff, session.id, { videoId: VIDEO }, now)).toEqual({ ok: true })
    const recording = (await payload.find({ collection: 'recordings', where: { session: { equals: session.id } }, depth: 0, overrideAccess: true })).docs[0]
    const teacher = await activeTeacher()
    const colleague = await createTeacher(payload, relationId(teacher.school) as number)
    const elsewhere = await activeTeacher()
    expect(await playableRecording(payload, teacher, recording.id, { count: true })).not.toBeNull()
    // Viewing without a press counts nothing.
    expect(await playableRecording(payload, teacher, recording.id)).not.toBeNull()
    await Promise.all([
      ...Array.from({ length: 5 }, () => playableRecording(payload, colleague, recording.id, { count: true })),
      ...Array.from({ length: 3 }, () => playableRecording(payload, elsewhere, recording.id, { count: true })),
    ])
    // Two first plays of a school at once, as two processes would: both count on one row.
    const fresh = await createSchool(payload)
    expect(await Promise.all([countPlay(payload, recording.id, fresh.id), countPlay(payload, recording.id, fresh.id)])).toEqual([true, true])
    const view = await staffRecording(payload, session.id)
    expect(view.recording?.plays).toBe(11)
    expect(view.recording?.schools.map((school) => school.plays).sort()).toEqual([2, 3, 6])
    // Nobody writes plays through the API, staff included.
    await expect(payload.create({ collection: 'recording-plays', data: { recording: recording.id, school: fresh.id, key: 'x', count: 100 }, user: staff, overrideAccess: false })).rejects.toThrow()
  })
})
