import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { recordAttendance } from '../../app/domain/attendance/attendance.server'
import { giveRoleModelFeedback, giveTeacherFeedback } from '../../app/domain/feedback/feedback.server'
import { roleModelRecord, roleModelRecordReads, schoolRecord, schoolRecordAll, schoolRecordTable } from '../../app/domain/records/records.server'
import { toCsv } from '../../app/domain/programme/csv'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

const at = (date: string, time = '10:00') => new Date(`${date}T${time}:00+12:00`)

async function event(school: number, teacher: number, date: string, data: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true },
    data: { title: `Careers day ${date}`, type: 'in-person', status: 'done', school, createdBy: teacher, date: `${date}T00:00:00.000Z`, arrivalTime: '09:00', startTime: '09:15', endTime: '11:30', numberOfStudents: 40, ...data } as never,
  })
}
const attend = (eventId: number, roleModel: number, status = 2) =>
  payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: eventId, roleModel, status } as never })

describe('records', () => {
  it('give a role model their events, students, schools, hours and thank-you notes, and a school its events and feedback', async () => {
    const aorere = await createSchool(payload, { name: 'Aorere College' })
    const rongotai = await createSchool(payload, { name: 'Rongotai College' })
    const sam = await createTeacher(payload, aorere.id)
    const tama = await createTeacher(payload, rongotai.id)
    const mere = asUser(await createApprovedRoleModel(payload, { firstName: 'Mere' }), 'role-models')
    const hemi = asUser(await createApprovedRoleModel(payload, { firstName: 'Hemi' }), 'role-models')
    // Mere: two events at Aorere (one recorded: 35 students; one not: 40 planned), one online at Rongotai (1 hour),
    // one she withdrew from, one still to come, one where she was recorded absent.
    const first = await event(aorere.id, sam.id, '2027-08-02')
    const second = await event(aorere.id, sam.id, '2027-08-09')
    const online = await event(rongotai.id, tama.id, '2027-08-04', { type: 'online', arrivalTime: null, startTime: '13:00', endTime: '14:00', numberOfStudents: 25 })
    const declined = await event(aorere.id, sam.id, '2027-08-05')
    const future = await event(aorere.id, sam.id, '2027-09-30', { status: 'active' })
    const absent = await event(rongotai.id, tama.id, '2027-08-06')
    for (const row of [first, second, online, future, absent]) await attend(row.id, mere.id)
    await attend(declined.id, mere.id, 3)
    await attend(first.id, hemi.id)
    await attend(absent.id, hemi.id)
    const now = at('2027-08-10')
    expect((await recordAttendance({ payload, teacher: sam, eventId: first.id, students: '35', came: [String(mere.id), String(hemi.id)], now: at('2027-08-03') })).ok).toBe(true)
    expect((await recordAttendance({ payload, teacher: tama, eventId: absent.id, students: '20', came: [String(hemi.id)], now: at('2027-08-07') })).ok).toBe(true)
    expect(await giveTeacherFeedback({ payload, teacher: sam, eventId: first.id, now: at('2027-08-03'), input: {
      rating: '5', comment: 'A great morning', roleModels: [{ id: String(mere.id), rating: '4', comment: 'Hidden from Mere', thankYou: 'Ngā mihi nui, Mere!' }, { id: String(hemi.id), rating: '5' }],
    } })).toEqual({ ok: true })
    expect(await giveRoleModelFeedback({ payload, roleModel: mere, eventId: first.id, now: at('2027-08-03'), input: { rating: '2', comment: 'Only staff read this' } })).toEqual({ ok: true })

    const record = await roleModelRecord({ payload, roleModel: mere, now })
    expect(record.totals).toEqual({ events: 3, students: 35 + 40 + 25, unconfirmed: true, schools: 2, hours: 2.5 + 2.5 + 1 })
    expect(record.events.map((row) => [row.date, row.students, row.confirmed, row.hours])).toEqual([
      ['2027-08-09', 40, false, 2.5], ['2027-08-04', 25, false, 1], ['2027-08-02', 35, true, 2.5],
    ])
    expect(record.thankYouNotes).toEqual([{ eventId: first.id, eventTitle: 'Careers day 2027-08-02', date: '2027-08-02', schoolName: 'Aorere College', text: 'Ngā mihi nui, Mere!' }])
    expect(JSON.stringify(record)).not.toContain('Hidden from Mere')
    // Its reads: the events she came to that have ended (not the one she was recorded absent from, nor the declined
    // one), newest first, with their schools; the notes left for her alone.
    const nobody = asUser(await createApprovedRoleModel(payload, { firstName: 'Nobody' }), 'role-models')
    const eventsOf = async (person: typeof mere, when: Date) => (await roleModelRecordReads(payload, person, when)).events.map((row) => [row.id, row.schoolName])
    expect(await eventsOf(mere, now)).toEqual([[second.id, 'Aorere College'], [online.id, 'Rongotai College'], [first.id, 'Aorere College']])
    expect(await eventsOf(mere, at('2027-10-01'))).toEqual([[future.id, 'Aorere College'], [second.id, 'Aorere College'], [online.id, 'Rongotai College'], [first.id, 'Aorere College']])
    expect(await eventsOf(mere, at('2027-08-01'))).toEqual([])
    expect(await eventsOf(hemi, now)).toEqual([[absent.id, 'Rongotai College'], [first.id, 'Aorere College']])
    expect(await roleModelRecordReads(payload, nobody, now)).toEqual({ events: [], notes: [] })
    expect((await roleModelRecordReads(payload, mere, now)).events[2]).toEqual({
      id: first.id, title: first.title, type: 'in-person', date: first.date, arrivalTime: first.arrivalTime, startTime: first.startTime, endTime: first.endTime,
      school: aorere.id, numberOfStudents: first.numberOfStudents, studentsAttended: 35, attendanceRecordedAt: expect.any(String), status: first.status, schoolName: 'Aorere College',
    })
    expect((await roleModelRecordReads(payload, hemi, now)).notes).toEqual([])
    expect((await roleModelRecordReads(payload, mere, now)).notes).toEqual([{ event: first.id, school: aorere.id, schoolName: 'Aorere College', thankYou: 'Ngā mihi nui, Mere!' }])
    // A teacher whose id happens to be Mere's reads no record.
    expect(await roleModelRecordReads(payload, { ...sam, id: mere.id, collection: 'teachers' } as never, now)).toEqual({ events: [], notes: [] })
    // A page at a time; the totals stay whole.
    const second_page = await roleModelRecord({ payload, roleModel: mere, now, page: 2, perPage: 2 })
    expect([second_page.totalPages, second_page.events.length, second_page.totals.events]).toEqual([2, 1, 3])

    const school = await schoolRecord({ payload, teacher: sam, now })
    expect(school!.totals).toEqual({ events: 3, students: 35 + 40 + 40, unconfirmed: true, schools: 1, hours: 7.5, roleModels: 2 })
    const firstRow = school!.events.find((row) => row.id === first.id)!
    expect(firstRow).toMatchObject({ students: 35, confirmed: true, eventRatings: [5], comments: ['A great morning'] })
    expect(firstRow.roleModels.map((person) => [person.name, person.ratings])).toEqual([['Mere Tester', [4]], ['Hemi Tester', [5]]])
    // The declined event had nobody; the school never sees Mere's rating of it.
    expect(school!.events.find((row) => row.id === declined.id)!.roleModels).toEqual([])
    expect(JSON.stringify(school)).not.toContain('Only staff read this')
    // Another school sees only its own.
    expect((await schoolRecord({ payload, teacher: tama, now }))!.events.map((row) => row.id)).toEqual([absent.id, online.id])

    const csv = toCsv(...Object.values(schoolRecordTable(await schoolRecordAll({ payload, teacher: sam, now }), (key) => key)) as [string[], (string | number | null)[][]])
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe('records.date,records.event,records.type,records.students,records.studentsConfirmed,records.cameLabel,records.roleModelRatings,records.eventRating,records.comments')
    expect(lines).toContain('2027-08-02,Careers day 2027-08-02,in-person,35,records.yes,Mere Tester; Hemi Tester,Mere Tester: 4; Hemi Tester: 5,5,A great morning')
    expect(lines).toHaveLength(4)
  })
})
