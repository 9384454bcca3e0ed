import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailsTo, parsedMailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'
import { createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { attendanceOf, recordAttendance, sendAttendanceReminders } from '../../app/domain/attendance/attendance.server'
import { RECORD_ATTENDANCE_CONTEXT } from '../../app/domain/attendance/attendance'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

// Days of their own from April 2027 (New Zealand is UTC+12 then), ten days apart: each event alone in the reminder's week.
let scene = 0
const nextDay = () => new Date(Date.UTC(2027, 3, 10 + 10 * scene++)).toISOString().slice(0, 10)
/** `hh:mm` New Zealand time, `days` after `date`. */
const nzAt = (date: string, days: number, time = '09:30') => new Date(Date.parse(`${date}T${time}:00+12:00`) + days * 24 * 3600 * 1000)

/** An active in-person event on `date` with two role models attending and one who declined; planned for 30 students. */
async function pastEvent({ date = nextDay(), event: eventData = {}, attending = 2 }: { date?: string; event?: Record<string, unknown>; attending?: number } = {}) {
  const school = await createSchool(payload, { name: 'Aorere College' })
  const teacher = await createTeacher(payload, school.id)
  const stranger = await createTeacher(payload, (await createSchool(payload)).id)
  const event = await payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true },
    data: { title: 'Careers evening', type: 'in-person', status: 'active', school: school.id, createdBy: teacher.id, date: `${date}T00:00:00.000Z`, arrivalTime: '12:30', startTime: '13:00', endTime: '14:00', numberOfStudents: 30, ...eventData } as never,
  })
  const people = []
  for (let index = 0; index < attending + 1; index += 1) {
    const person = await createApprovedRoleModel(payload, { firstName: ['Ana', 'Ben', 'Cy'][index] })
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel: person.id, status: index < attending ? 2 : 3 } as never })
    people.push(person)
  }
  return { date, school, teacher, stranger, event, people }
}

const rowsOf = async (eventId: number) =>
  (await payload.find({ collection: 'event-role-models', where: { event: { equals: eventId } }, sort: 'createdAt', depth: 0, overrideAccess: true })).docs

describe('recording attendance', () => {
  it('opens the day after, defaults to came and the planned number, and records both', async () => {
    const { date, teacher, event, people } = await pastEvent()
    const onTheDay = nzAt(date, 0, '18:00')
    expect(await attendanceOf({ payload, teacher, event, now: onTheDay })).toMatchObject({ open: false, roleModels: [] })
    expect(await recordAttendance({ payload, teacher, eventId: event.id, students: '20', came: [], now: onTheDay })).toMatchObject({ ok: false, error: 'invalid-state' })

    const dayAfter = nzAt(date, 1)
    const before = await attendanceOf({ payload, teacher, event, now: dayAfter })
    expect(before).toEqual({ open: true, recordedAt: null, students: 30, roleModels: [
      { roleModelId: people[0].id, name: 'Ana Tester', came: true }, { roleModelId: people[1].id, name: 'Ben Tester', came: true },
    ] })

    // Ana came, Ben did not; the role model who declined is ignored even if sent.
    expect(await recordAttendance({ payload, teacher, eventId: event.id, students: '27', came: [String(people[0].id), String(people[2].id)], now: dayAfter })).toEqual({ ok: true })
    const rows = await rowsOf(event.id)
    expect(rows.map((row) => row.attended)).toEqual([true, false, null])
    const stored = await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ studentsAttended: 27, attendanceRecordedAt: dayAfter.toISOString() })
    expect(await attendanceOf({ payload, teacher, event: stored, now: dayAfter })).toMatchObject({
      recordedAt: dayAfter.toISOString(), students: 27, roleModels: [{ came: true }, { came: false }],
    })
  })

  it('saves one of two teachers saving at once, as from two processes, and tells the other: nobody’s ticks are lost unseen (decision 0051)', async () => {
    const { date, school, teacher, event, people } = await pastEvent()
    const colleague = await createTeacher(payload, school.id)
    const dayAfter = nzAt(date, 1)
    const [ana, ben] = people.map((person) => String(person.id))
    // Both filled in the form from the same (unrecorded) attendance: one says Ana came, the other Ben.
    const results = await Promise.all([
      recordAttendance({ payload, teacher, eventId: event.id, students: '27', came: [ana], recordedAt: '', now: dayAfter }),
      recordAttendance({ payload, teacher: colleague, eventId: event.id, students: '12', came: [ben], recordedAt: '', now: new Date(dayAfter.getTime() + 1) }),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: 'changed', message: 'events:attendance.changed' }])
    // The stored attendance is the whole of the one saved, never a mix of the two.
    const first = results[0].ok
    const rows = await rowsOf(event.id)
    expect(rows.map((row) => row.attended)).toEqual(first ? [true, false, null] : [false, true, null])
    const stored = await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })
    expect(stored.studentsAttended).toBe(first ? 27 : 12)

    // The one told starts again from what was saved (its time is the form's), and then saves.
    const view = await attendanceOf({ payload, teacher: colleague, event: stored, now: dayAfter })
    expect(view?.recordedAt).toBe(stored.attendanceRecordedAt)
    const later = new Date(dayAfter.getTime() + 60_000)
    expect(await recordAttendance({ payload, teacher: colleague, eventId: event.id, students: '30', came: [ana, ben], recordedAt: view?.recordedAt, now: later })).toEqual({ ok: true })
    // A form filled in before that save (an older record, or none) is refused and changes nothing.
    for (const stale of [stored.attendanceRecordedAt, '', undefined]) {
      expect(await recordAttendance({ payload, teacher, eventId: event.id, students: '1', came: [], recordedAt: stale, now: new Date(later.getTime() + 1000) })).toMatchObject({ ok: false, error: 'changed' })
    }
    expect((await rowsOf(event.id)).map((row) => row.attended)).toEqual([true, true, null])
    expect(await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })).toMatchObject({ studentsAttended: 30, attendanceRecordedAt: later.toISOString() })
  })

  it('is written as the teacher under the collections\' access: a finished event\'s attendance, and nothing else, only through the save', async () => {
    const { date, teacher, stranger, event, people } = await pastEvent({ event: { status: 'done' } })
    const dayAfter = nzAt(date, 1)
    // A finished event is history for a teacher's other changes, not for its attendance.
    expect(await recordAttendance({ payload, teacher, eventId: event.id, students: '25', came: [String(people[0].id)], now: dayAfter })).toEqual({ ok: true })
    expect((await rowsOf(event.id)).map((row) => row.attended)).toEqual([true, false, null])
    const stored = () => payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })
    expect(await stored()).toMatchObject({ studentsAttended: 25, attendanceRecordedAt: dayAfter.toISOString(), title: 'Careers evening' })
    await expect(payload.update({ collection: 'events', id: event.id, data: { title: 'Renamed' }, overrideAccess: false, user: teacher })).rejects.toThrow()

    const asSave = { [RECORD_ATTENDANCE_CONTEXT]: true, now: dayAfter, skipEmail: true }
    // Through the save's flag, the attendance fields alone change: anything else sent keeps its stored value.
    await payload.update({ collection: 'events', id: event.id, data: { studentsAttended: 26, title: 'Renamed', numberOfStudents: 1 }, overrideAccess: false, user: teacher, context: asSave })
    expect(await stored()).toMatchObject({ studentsAttended: 26, title: 'Careers evening', numberOfStudents: 30 })
    // Another school's teacher: not theirs, even with the flag.
    await expect(payload.update({ collection: 'events', id: event.id, data: { studentsAttended: 1 }, overrideAccess: false, user: stranger, context: asSave })).rejects.toThrow()
    const [row] = await rowsOf(event.id)
    await expect(payload.update({ collection: 'event-role-models', id: row.id, data: { attended: false }, overrideAccess: false, user: stranger, context: asSave })).rejects.toThrow()
    // Without the flag, a teacher's write of a row's attendance is dropped (the field is not theirs to write).
    await payload.update({ collection: 'event-role-models', id: row.id, data: { attended: false }, overrideAccess: false, user: teacher, context: { skipEmail: true } })
    expect((await rowsOf(event.id))[0].attended).toBe(true)
    // On the day itself the collection refuses it too, whatever the domain checks.
    await expect(payload.update({ collection: 'events', id: event.id, data: { studentsAttended: 2 }, overrideAccess: false, user: teacher, context: { ...asSave, now: nzAt(date, 0, '18:00') } })).rejects.toThrow(/day after/)
    expect((await stored()).studentsAttended).toBe(26)
  })

  it('refuses another school, bad numbers and cancelled events, and changes nothing', async () => {
    const { date, teacher, stranger, event, people } = await pastEvent()
    const dayAfter = nzAt(date, 1)
    expect(await recordAttendance({ payload, teacher: stranger, eventId: event.id, students: '20', came: [], now: dayAfter })).toMatchObject({ ok: false, error: 'not-found' })
    expect(await attendanceOf({ payload, teacher: stranger, event, now: dayAfter })).toBeNull()
    for (const students of ['-1', '2.5', 'twenty', '5001', '']) {
      expect(await recordAttendance({ payload, teacher, eventId: event.id, students, came: [String(people[0].id)], now: dayAfter })).toMatchObject({ ok: false, error: 'invalid' })
    }
    expect((await rowsOf(event.id)).map((row) => row.attended)).toEqual([null, null, null])
    expect((await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })).attendanceRecordedAt).toBeNull()
    // A teacher cannot write the fields directly (Payload's REST API as them).
    await payload.update({ collection: 'events', id: event.id, data: { studentsAttended: 3, attendanceRecordedAt: dayAfter.toISOString() } as never, overrideAccess: false, user: teacher })
    expect((await payload.findByID({ collection: 'events', id: event.id, overrideAccess: true, depth: 0 })).studentsAttended).toBeNull()

    const cancelled = await pastEvent({ event: { status: 'cancelled' } })
    expect(await recordAttendance({ payload, teacher: cancelled.teacher, eventId: cancelled.event.id, students: '5', came: [], now: nzAt(cancelled.date, 1) })).toMatchObject({ ok: false, error: 'invalid-state' })
  })
})

describe('the attendance reminder (fixed clock)', () => {
  it('asks the organiser once, the day after from 09:00, until it is recorded', async () => {
    const { date, teacher, event } = await pastEvent()
    expect(await sendAttendanceReminders(payload, nzAt(date, 1, '08:30'))).toBe(0)
    expect(await sendAttendanceReminders(payload, nzAt(date, 1))).toBe(1)
    expect(await sendAttendanceReminders(payload, nzAt(date, 1, '10:30'))).toBe(0)
    expect(await sendAttendanceReminders(payload, nzAt(date, 2))).toBe(0)
    const mails = await mailsTo(outbox, teacher.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].replace(/=\r?\n/g, '')).toContain('record which of the 2 role models came')
    // Read decoded: quoted-printable wraps a long address (a text id's) across lines.
    const [reminder] = await parsedMailsTo(outbox, teacher.email)
    expect(reminder.text).toContain(`/events/${event.id}#attendance`)
    // Not the feedback request's "How did ... go?", which the organiser gets the same morning.
    expect(reminder.subject).toBe('Who came to Careers evening?')
  })

  it('is not sent when recorded, without role models attending, for cancelled or older events', async () => {
    const recorded = await pastEvent()
    expect((await recordAttendance({ payload, teacher: recorded.teacher, eventId: recorded.event.id, students: '30', came: [], now: nzAt(recorded.date, 1, '08:00') })).ok).toBe(true)
    const empty = await pastEvent({ attending: 0 })
    const cancelled = await pastEvent({ event: { status: 'cancelled' } })
    await sendAttendanceReminders(payload, nzAt(recorded.date, 1))
    await sendAttendanceReminders(payload, nzAt(empty.date, 1))
    await sendAttendanceReminders(payload, nzAt(cancelled.date, 1))
    const old = await pastEvent()
    await sendAttendanceReminders(payload, nzAt(old.date, 9))
    for (const scene of [recorded, empty, cancelled, old]) expect(await mailsTo(outbox, scene.teacher.email)).toHaveLength(0)
  })
})
