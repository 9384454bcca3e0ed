import type { Payload } from 'payload'
import type { RoleModel } from '../../cms/payload-types'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailsTo, parsedMailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'
import { recordAttendance } from '../../app/domain/attendance/attendance.server'
import { answersOf, DID_NOT_COME, giveRoleModelFeedback, giveTeacherFeedback, roleModelFeedbackPanel, roleModelsWhoCame, roleModelFeedbackView, sendFeedbackRequests, teacherFeedbackView } from '../../app/domain/feedback/feedback.server'
import { getInvitationPage } from '../../app/domain/invitations/invitations.server'
import { addDays, feedbackKey, GIVE_FEEDBACK_CONTEXT } from '../../app/domain/feedback/feedback'
import { nzInstant } from '../../app/domain/shared/dates'
import { roleModelName } from '../../app/domain/shared/names'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

// Days of their own from 2028, fifteen days apart: each event alone in the request job's look-back (the 14 days feedback
// is open), so a run at any of its days from the event's to the 15th after sees no other scene's event.
let scene = 0
const nextDay = () => new Date(Date.UTC(2028, 0, 3 + 15 * scene++)).toISOString().slice(0, 10)
/** `hh:mm` New Zealand time (the offset of that day), `days` after `date`. */
const nzAt = (date: string, days: number, time = '09:30') => nzInstant(addDays(date, days), time)!

/** An active in-person event (12:30 to 14:00) with Ana and Ben attending and Cy who declined. */
async function pastEvent({ date = nextDay(), event: eventData = {} }: { date?: string; event?: Record<string, unknown> } = {}) {
  const school = await createSchool(payload, { name: 'Aorere College' })
  const teacher = await createTeacher(payload, school.id)
  const colleague = await createTeacher(payload, school.id)
  const stranger = await createTeacher(payload, (await createSchool(payload)).id)
  const event = await payload.create({
    collection: 'events', overrideAccess: true, context: { skipEmail: true },
    data: { title: 'Careers evening', type: 'in-person', status: 'active', school: school.id, createdBy: teacher.id, date: `${date}T00:00:00.000Z`, arrivalTime: '12:30', startTime: '13:00', endTime: '14:00', numberOfStudents: 30, ...eventData } as never,
  })
  const people = []
  for (let index = 0; index < 3; index += 1) {
    const person = await createApprovedRoleModel(payload, { firstName: ['Ana', 'Ben', 'Cy'][index] })
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel: person.id, status: index < 2 ? 2 : 3 } as never })
    people.push(asUser(person, 'role-models'))
  }
  return { date, school, teacher, colleague, stranger, event, people }
}

const answers = async (eventId: number) => (await payload.find({ collection: 'feedback', where: { event: { equals: eventId } }, sort: 'createdAt', depth: 0, overrideAccess: true })).docs

describe('the role model’s event page panel (decision 0049)', () => {
  it('takes the page’s row and event and answers as the feedback form does: who came, the window, whether they answered', async () => {
    const { date, event, people } = await pastEvent()
    const panelAt = async (person: (typeof people)[number], now: Date) => {
      const page = await getInvitationPage({ payload, roleModel: person, eventId: event.id })
      return page && roleModelFeedbackPanel({ payload, roleModel: person, row: page.row, event: page.event, now })
    }
    const viewAt = async (person: (typeof people)[number], now: Date) => {
      const view = await roleModelFeedbackView({ payload, roleModel: person, eventId: event.id, now })
      // Who did not come has no panel.
      return view && view !== DID_NOT_COME ? { state: view.window.state, closesOn: view.window.closesOn, answered: view.answered } : null
    }
    for (const now of [nzAt(date, 0, '12:00'), nzAt(date, 1), nzAt(date, 15)]) {
      for (const person of people) expect(await panelAt(person, now)).toEqual(await viewAt(person, now))
    }
    expect(await panelAt(people[0], nzAt(date, 1))).toMatchObject({ state: 'open', answered: false })
    expect(await panelAt(people[2], nzAt(date, 1))).toBeNull()
    expect(await giveRoleModelFeedback({ payload, roleModel: people[0], eventId: event.id, input: { rating: '5' }, now: nzAt(date, 1) })).toEqual({ ok: true })
    expect(await panelAt(people[0], nzAt(date, 1))).toEqual({ ...(await viewAt(people[0], nzAt(date, 1))), answered: true })
  })
})

describe('giving feedback', () => {
  it('lets the teacher rate the event and each role model who came, and change it for 14 days', async () => {
    const { date, teacher, event, people } = await pastEvent()
    const after = nzAt(date, 0, '15:00')
    const view = await teacherFeedbackView({ payload, teacher, event, now: after })
    expect(view).toMatchObject({ window: { state: 'open', closesOn: new Date(Date.parse(date) + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10) }, answered: false })
    expect(view!.roleModels.map((person) => person.name)).toEqual(['Ana Tester', 'Ben Tester'])

    const input = { rating: '4', comment: 'Well run', roleModels: [{ id: String(people[0].id), rating: '5', comment: 'Great with Year 12', thankYou: 'Ngā mihi, Ana!' }] }
    expect(await giveTeacherFeedback({ payload, teacher, eventId: event.id, input, now: after })).toEqual({ ok: true })
    // Changed on day 14: still one answer per thing rated.
    expect(await giveTeacherFeedback({ payload, teacher, eventId: event.id, input: { ...input, rating: '3' }, now: nzAt(date, 14, '23:00') })).toEqual({ ok: true })
    const stored = await answers(event.id)
    expect(stored.map((doc) => [doc.kind, doc.rating, doc.thankYou ?? null])).toEqual([['event', 3, null], ['role-model', 5, 'Ngā mihi, Ana!']])
    expect(await teacherFeedbackView({ payload, teacher, event, now: after })).toMatchObject({ answered: true, event: { rating: 3, comment: 'Well run' } })

    expect(await giveRoleModelFeedback({ payload, roleModel: people[1], eventId: event.id, input: { rating: '2', comment: 'Nobody met me at reception' }, now: after })).toEqual({ ok: true })
    expect(await roleModelFeedbackView({ payload, roleModel: people[1], eventId: event.id, now: after })).toMatchObject({ answered: true, answer: { rating: 2 } })
  })

  it('refuses before the end, after 14 days, from someone who did not come, another school and bad numbers, changing nothing', async () => {
    const { date, teacher, stranger, event, people } = await pastEvent()
    const good = { rating: '4' }
    expect(await giveTeacherFeedback({ payload, teacher, eventId: event.id, input: good, now: nzAt(date, 0, '13:30') })).toMatchObject({ ok: false, error: 'invalid-state', message: 'events:feedback.notYet' })
    expect(await giveTeacherFeedback({ payload, teacher, eventId: event.id, input: good, now: nzAt(date, 15, '00:01') })).toMatchObject({ ok: false, error: 'invalid-state', message: 'events:feedback.closedShort' })
    expect(await giveRoleModelFeedback({ payload, roleModel: people[0], eventId: event.id, input: good, now: nzAt(date, 15) })).toMatchObject({ ok: false, error: 'invalid-state' })
    expect(await giveTeacherFeedback({ payload, teacher: stranger, eventId: event.id, input: good, now: nzAt(date, 1) })).toMatchObject({ ok: false, error: 'not-found' })
    expect(await teacherFeedbackView({ payload, teacher: stranger, event, now: nzAt(date, 1) })).toBeNull()
    // Cy declined: cannot rate the school, cannot be rated.
    expect(await giveRoleModelFeedback({ payload, roleModel: people[2], eventId: event.id, input: good, now: nzAt(date, 1) })).toMatchObject({ ok: false, message: 'events:feedback.didNotCome' })
    expect(await giveTeacherFeedback({ payload, teacher, eventId: event.id, input: { ...good, roleModels: [{ id: String(people[2].id), rating: '5' }] }, now: nzAt(date, 1) })).toMatchObject({ ok: false, message: 'events:feedback.didNotCome' })
    for (const rating of ['0', '6', '-1', '4.5', 'five', '']) {
      expect(await giveTeacherFeedback({ payload, teacher, eventId: event.id, input: { rating }, now: nzAt(date, 1) })).toMatchObject({ ok: false, error: 'invalid' })
      expect(await giveRoleModelFeedback({ payload, roleModel: people[0], eventId: event.id, input: { rating }, now: nzAt(date, 1) })).toMatchObject({ ok: false, error: 'invalid' })
    }
    // One bad role model rating refuses the whole answer.
    expect(await giveTeacherFeedback({ payload, teacher, eventId: event.id, input: { rating: '5', roleModels: [{ id: String(people[0].id), rating: 'ten' }] }, now: nzAt(date, 1) })).toMatchObject({ ok: false, error: 'invalid' })
    expect(await giveTeacherFeedback({ payload, teacher, eventId: event.id, input: { rating: '5', comment: 'x'.repeat(2049) }, now: nzAt(date, 1) })).toMatchObject({ ok: false, error: 'invalid' })

    // Ben recorded absent: no longer someone who came.
    expect((await recordAttendance({ payload, teacher, eventId: event.id, students: '20', came: [String(people[0].id)], now: nzAt(date, 1) })).ok).toBe(true)
    expect(await giveRoleModelFeedback({ payload, roleModel: people[1], eventId: event.id, input: good, now: nzAt(date, 1) })).toMatchObject({ ok: false, message: 'events:feedback.didNotCome' })
    expect(await roleModelFeedbackView({ payload, roleModel: people[1], eventId: event.id, now: nzAt(date, 1) })).toBe(DID_NOT_COME)
    expect(await answers(event.id)).toEqual([])

    const cancelled = await pastEvent({ event: { status: 'cancelled' } })
    expect(await giveTeacherFeedback({ payload, teacher: cancelled.teacher, eventId: cancelled.event.id, input: good, now: nzAt(cancelled.date, 1) })).toMatchObject({ ok: false, error: 'invalid-state' })
  })

  it('keeps one answer per person when the same answers race, as from two processes: the unique key decides, no lock (decision 0051)', async () => {
    const { date, teacher, event, people } = await pastEvent()
    const after = nzAt(date, 0, '15:00')
    const teacherAnswer = (rating: string) => giveTeacherFeedback({ payload, teacher, eventId: event.id, input: { rating, roleModels: [{ id: String(people[0].id), rating, thankYou: `Thanks ${rating}` }] }, now: after })
    const roleModelAnswer = (rating: string) => giveRoleModelFeedback({ payload, roleModel: people[1], eventId: event.id, input: { rating }, now: after })
    const results = await Promise.all([teacherAnswer('4'), teacherAnswer('5'), teacherAnswer('3'), roleModelAnswer('2'), roleModelAnswer('5')])
    // Every submission is taken (a later one changes the answer), none refused, none stored twice.
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true })))
    const stored = await answers(event.id)
    expect(stored.map((doc) => doc.kind).sort()).toEqual(['event', 'role-model', 'school'])
    // Each answer is one of those sent, whole (the thank-you note goes with its own rating).
    const aboutAna = stored.find((doc) => doc.kind === 'role-model')!
    expect(aboutAna.thankYou).toBe(`Thanks ${aboutAna.rating}`)
    expect([2, 5]).toContain(stored.find((doc) => doc.kind === 'school')!.rating)
  })

  it('holds one answer per person in the database and the rules in the collection', async () => {
    const { date, teacher, colleague, event, people } = await pastEvent()
    const data = { event: event.id, kind: 'school', roleModel: people[0].id, rating: 4 }
    await payload.create({ collection: 'feedback', data: data as never, overrideAccess: true, context: { now: nzAt(date, 1) } })
    // A second answer of the same person on the same event: refused by the unique key.
    await expect(payload.create({ collection: 'feedback', data: data as never, overrideAccess: true, context: { now: nzAt(date, 1) } })).rejects.toThrow(/answerKey|unique|invalid/i)
    // The hook holds the window, who came and the range, whoever writes but staff.
    await expect(payload.create({ collection: 'feedback', data: { ...data, roleModel: people[1].id } as never, overrideAccess: true, context: { now: nzAt(date, 16) } })).rejects.toThrow('Feedback on this event is closed.')
    await expect(payload.create({ collection: 'feedback', data: { ...data, roleModel: people[2].id } as never, overrideAccess: true, context: { now: nzAt(date, 1) } })).rejects.toThrow('Only a role model who came gives or gets feedback.')
    await expect(payload.create({ collection: 'feedback', data: { ...data, roleModel: people[1].id, rating: 7 } as never, overrideAccess: true, context: { now: nzAt(date, 1) } })).rejects.toThrow(/rating/i)
    // Outside the feedback forms' save (its context flag, which Payload's REST API cannot set), only staff write.
    await expect(payload.create({ collection: 'feedback', data: { event: event.id, kind: 'event', teacher: teacher.id, rating: 5 } as never, overrideAccess: false, user: teacher })).rejects.toThrow('You are not allowed to perform this action.')
    // Through it, a teacher or role model writes only their own answers (the collection's access: rules.ts).
    const asForm = { [GIVE_FEEDBACK_CONTEXT]: true, now: nzAt(date, 1) }
    await expect(payload.create({ collection: 'feedback', data: { event: event.id, kind: 'event', teacher: colleague.id, rating: 1 } as never, overrideAccess: false, user: teacher, context: asForm })).rejects.toThrow('You are not allowed to perform this action.')
    await expect(payload.create({ collection: 'feedback', data: { event: event.id, kind: 'school', roleModel: people[1].id, rating: 1 } as never, overrideAccess: false, user: teacher, context: asForm })).rejects.toThrow('You are not allowed to perform this action.')
    await expect(payload.create({ collection: 'feedback', data: { event: event.id, kind: 'school', roleModel: people[0].id, rating: 1 } as never, overrideAccess: false, user: people[1], context: asForm })).rejects.toThrow('You are not allowed to perform this action.')
    const [schoolAnswer] = await answers(event.id)
    await expect(payload.update({ collection: 'feedback', id: schoolAnswer.id, data: { rating: 1 }, overrideAccess: false, user: people[1], context: asForm })).rejects.toThrow()
    await expect(payload.update({ collection: 'feedback', id: schoolAnswer.id, data: { rating: 1 }, overrideAccess: false, user: teacher, context: asForm })).rejects.toThrow()
    // Their own answer: its rating changes, what it is about does not (the event, kind and people are fixed once written).
    await payload.update({ collection: 'feedback', id: schoolAnswer.id, data: { rating: 2, kind: 'event', teacher: teacher.id } as never, overrideAccess: false, user: people[0], context: asForm })
    expect((await answers(event.id)).map((doc) => [doc.kind, doc.rating, doc.roleModel, doc.teacher ?? null])).toEqual([['school', 2, people[0].id, null]])
    // Deleting the event (staff) deletes its feedback with it.
    await payload.delete({ collection: 'events', id: event.id, overrideAccess: true })
    expect(await answers(event.id)).toEqual([])
  })
})

describe('who reads feedback (the access rules of the collection)', () => {
  it('hides a role model’s rating of the school from teachers, and a teacher’s rating from the role model', async () => {
    const { date, teacher, colleague, stranger, event, people } = await pastEvent()
    const now = nzAt(date, 1)
    await giveTeacherFeedback({ payload, teacher, eventId: event.id, now, input: { rating: '5', comment: 'Superb', roleModels: [{ id: String(people[0].id), rating: '2', comment: 'Arrived late', thankYou: 'Thank you for coming, Ana' }] } })
    await giveRoleModelFeedback({ payload, roleModel: people[0], eventId: event.id, now, input: { rating: '1', comment: 'Chaotic' } })
    const read = async (user: Parameters<typeof payload.find>[0]['user']) =>
      (await payload.find({ collection: 'feedback', where: { event: { equals: event.id } }, sort: 'createdAt', depth: 0, overrideAccess: false, user })).docs

    // The school's teachers: their school's ratings of the event and of role models, never the school's rating.
    for (const person of [teacher, colleague]) expect((await read(person)).map((doc) => [doc.kind, doc.rating, doc.comment])).toEqual([['event', 5, 'Superb'], ['role-model', 2, 'Arrived late']])
    expect(await read(stranger)).toEqual([])
    // Ana: the thank-you note about her (no rating, no comment) and her own rating of the school.
    const ana = await read(people[0])
    expect(ana.map((doc) => [doc.kind, doc.rating ?? null, doc.comment ?? null, doc.thankYou ?? null])).toEqual([
      ['role-model', null, null, 'Thank you for coming, Ana'], ['school', 1, 'Chaotic', null],
    ])
    expect(await read(people[1])).toEqual([])
    // Staff read everything.
    const staff = await payload.create({ collection: 'staff', data: { email: `staff.${Date.now()}@test.example.nz`, password: 'Correct-Horse-9', name: 'Staff' } as never, overrideAccess: true })
    expect((await read(asUser(staff, 'staff') as never)).map((doc) => [doc.kind, doc.rating])).toEqual([['event', 5], ['role-model', 2], ['school', 1]])
  })
})

describe('the feedback requests (fixed clock)', () => {
  const subjects = async (email: string) => (await parsedMailsTo(outbox, email)).map((mail) => mail.subject)

  it('ask the organiser once from 09:00 the day after, and each role model once the school recorded them as attending', async () => {
    const { date, teacher, event, people } = await pastEvent()
    expect(await sendFeedbackRequests(payload, nzAt(date, 0, '18:00'))).toBe(0)
    expect(await sendFeedbackRequests(payload, nzAt(date, 1, '08:30'))).toBe(0)
    // Nothing recorded yet: the organiser only.
    expect(await sendFeedbackRequests(payload, nzAt(date, 1))).toBe(1)
    expect(await sendFeedbackRequests(payload, nzAt(date, 1, '10:30'))).toBe(0)
    // Ana came, Ben was recorded absent: Ana is asked at the next run, Ben never (not on the 7th day either).
    expect((await recordAttendance({ payload, teacher, eventId: event.id, students: '25', came: [String(people[0].id)], now: nzAt(date, 2, '11:00') })).ok).toBe(true)
    expect(await sendFeedbackRequests(payload, nzAt(date, 2, '11:45'))).toBe(1)
    for (const day of [3, 7, 8, 14]) expect(await sendFeedbackRequests(payload, nzAt(date, day))).toBe(0)
    // Read decoded: quoted-printable wraps a long address (a text id's) across lines.
    const toTeacher = await parsedMailsTo(outbox, teacher.email)
    expect(toTeacher).toHaveLength(1)
    expect(toTeacher[0].subject).toBe('How did Careers evening go?')
    expect(toTeacher[0].text).toContain(`/events/${event.id}/feedback`)
    const toAna = await parsedMailsTo(outbox, people[0].email)
    expect(toAna).toHaveLength(1)
    expect(toAna[0].subject).toBe('How did Careers evening go?')
    expect(toAna[0].text).toContain(`/role-model/events/${event.id}/feedback`)
    for (const person of people.slice(1)) expect(await mailsTo(outbox, person.email)).toHaveLength(0)
  })

  it('ask, when the school never records attendance, each role model not recorded absent from 09:00 on the 7th day; never the withdrawn', async () => {
    const { date, teacher, event, people } = await pastEvent()
    // Dee withdrew before the event, Eru was recorded absent by staff (without the school's record).
    const more = []
    for (const [firstName, data] of [['Dee', { status: 3, withdrawnAt: nzAt(date, -2).toISOString(), withdrawReason: 'Called away to a job' }], ['Eru', { status: 2, attended: false }]] as const) {
      const person = await createApprovedRoleModel(payload, { firstName })
      await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel: person.id, ...data } as never })
      more.push(person)
    }
    expect(await sendFeedbackRequests(payload, nzAt(date, 1))).toBe(1)
    for (const day of [2, 6]) expect(await sendFeedbackRequests(payload, nzAt(date, day))).toBe(0)
    expect(await sendFeedbackRequests(payload, nzAt(date, 7, '08:45'))).toBe(0)
    // Ana and Ben attended and nobody said otherwise.
    expect(await sendFeedbackRequests(payload, nzAt(date, 7, '09:45'))).toBe(2)
    for (const day of [8, 13]) expect(await sendFeedbackRequests(payload, nzAt(date, day))).toBe(0)
    expect(await subjects(teacher.email)).toEqual(['How did Careers evening go?'])
    for (const person of people.slice(0, 2)) expect(await subjects(person.email)).toEqual(['How did Careers evening go?'])
    // Cy declined, Dee withdrew, Eru was absent.
    for (const person of [people[2], ...more]) expect(await mailsTo(outbox, person.email)).toHaveLength(0)
  })

  it('send the fallback later while feedback is open (a run missed), and nothing once it closed', async () => {
    const late = await pastEvent()
    expect(await sendFeedbackRequests(payload, nzAt(late.date, 12))).toBe(2)
    const closed = await pastEvent()
    expect(await sendFeedbackRequests(payload, nzAt(closed.date, 15))).toBe(0)
    // The organiser's request is for the last week only: the late run asked the role models, not them.
    for (const email of [late.teacher.email, closed.teacher.email, ...closed.people.map((person) => person.email)]) expect(await mailsTo(outbox, email)).toHaveLength(0)
  })

  it('send each request once when two runs overlap, as in two processes: the claim is one conditional write', async () => {
    const { date, teacher, people } = await pastEvent()
    const counts = await Promise.all([sendFeedbackRequests(payload, nzAt(date, 7)), sendFeedbackRequests(payload, nzAt(date, 7)), sendFeedbackRequests(payload, nzAt(date, 7))])
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3)
    for (const email of [teacher.email, people[0].email, people[1].email]) expect(await mailsTo(outbox, email)).toHaveLength(1)
  })

  it('send nothing for cancelled events or events nobody came to', async () => {
    const cancelled = await pastEvent({ event: { status: 'cancelled' } })
    for (const day of [1, 7]) await sendFeedbackRequests(payload, nzAt(cancelled.date, day))
    const empty = await pastEvent()
    await recordAttendance({ payload, teacher: empty.teacher, eventId: empty.event.id, students: '25', came: [], now: nzAt(empty.date, 1, '08:00') })
    for (const day of [1, 7]) await sendFeedbackRequests(payload, nzAt(empty.date, day))
    for (const scene of [cancelled, empty]) {
      for (const email of [scene.teacher.email, ...scene.people.map((person) => person.email)]) expect(await mailsTo(outbox, email)).toHaveLength(0)
    }
  })
})

describe('the role model\'s feedback page for someone who did not come', () => {
  it('tells the absent, the withdrawn and the declined apart from someone the event is not theirs (403, not 404)', async () => {
    const { date, teacher, event, people } = await pastEvent()
    const dee = asUser(await createApprovedRoleModel(payload, { firstName: 'Dee' }), 'role-models')
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel: dee.id, status: 3, withdrawnAt: nzAt(date, -2).toISOString(), withdrawReason: 'Called away' } as never })
    const stranger = asUser(await createApprovedRoleModel(payload, { firstName: 'Fai' }), 'role-models')
    expect((await recordAttendance({ payload, teacher, eventId: event.id, students: '25', came: [String(people[0].id)], now: nzAt(date, 1) })).ok).toBe(true)
    const view = (person: { id: number; collection: 'role-models' }) => roleModelFeedbackView({ payload, roleModel: person as never, eventId: event.id, now: nzAt(date, 2) })
    expect(await view(people[0])).toMatchObject({ window: { state: 'open' } })
    // Ben absent, Cy declined, Dee withdrew.
    for (const person of [people[1], people[2], dee]) expect(await view(person)).toBe(DID_NOT_COME)
    expect(await view(stranger)).toBeNull()
  })
})

describe('the forms\' reads: who came and the answers', () => {
  it('read the people who came, in order, with their names, only on the school\'s events; the answers by teacher and by key, in order', async () => {
    const school = await createSchool(payload)
    const teacher = asUser(await createTeacher(payload, school.id), 'teachers')
    const event = (date: string) => payload.create({
      collection: 'events', overrideAccess: true, context: { skipEmail: true },
      data: { title: 'Careers day', type: 'in-person', status: 'active', school: school.id, createdBy: teacher.id, date: `${date}T00:00:00.000Z`, arrivalTime: '09:30', startTime: '10:00', endTime: '11:00', numberOfStudents: 20 } as never,
    })
    const [first, second, empty] = [await event('2027-09-01'), await event('2027-09-11'), await event('2027-09-21')]
    // Accepted (attendance not recorded), accepted and there, accepted and absent, declined; one on the second event.
    const people: (RoleModel & { collection: 'role-models' })[] = []
    for (const [index, attended] of [null, true, false, null].entries()) {
      const person = asUser(await createApprovedRoleModel(payload, { firstName: ['Ari', 'Bo', 'Cam', 'Dee'][index] }), 'role-models')
      await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: first.id, roleModel: person.id, status: index < 3 ? 2 : 3, attended } as never })
      people.push(person)
    }
    await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: second.id, roleModel: people[3].id, status: 2 } as never })

    const came = await roleModelsWhoCame(payload, [first.id, second.id, empty.id, 999_999])
    const named = (person: RoleModel) => ({ roleModelId: person.id, name: roleModelName(person) })
    expect(named(people[0]).name).toMatch(/^Ari /)
    expect([...came.keys()].sort()).toEqual([String(first.id), String(second.id)].sort())
    expect(came.get(String(first.id))).toEqual([named(people[0]), named(people[1])])
    expect(came.get(String(second.id))).toEqual([named(people[3])])
    // Without events, nothing is read.
    expect((await roleModelsWhoCame(payload, [])).size).toBe(0)

    const now = new Date('2027-09-02T09:00:00+12:00')
    const roleModels = [{ id: String(people[0].id), rating: '5', comment: 'Kind', thankYou: 'Ngā mihi' }, { id: String(people[1].id), rating: '4' }]
    expect(await giveTeacherFeedback({ payload, teacher, eventId: first.id, input: { rating: '3', comment: 'Busy', roleModels }, now })).toEqual({ ok: true })
    expect(await giveRoleModelFeedback({ payload, roleModel: people[0], eventId: first.id, input: { rating: '2' }, now })).toEqual({ ok: true })
    expect(await answersOf(payload, { event: first.id, teacher: teacher.id })).toEqual([
      { kind: 'event', roleModel: null, rating: 3, comment: 'Busy', thankYou: null },
      { kind: 'role-model', roleModel: people[0].id, rating: 5, comment: 'Kind', thankYou: 'Ngā mihi' },
      { kind: 'role-model', roleModel: people[1].id, rating: 4, comment: null, thankYou: null },
    ])
    expect(await answersOf(payload, { event: second.id, teacher: teacher.id })).toEqual([])
    expect(await answersOf(payload, { answerKey: feedbackKey({ event: first.id, kind: 'school', author: people[0].id }) })).toEqual([{ kind: 'school', roleModel: people[0].id, rating: 2, comment: null, thankYou: null }])
    expect(await answersOf(payload, { answerKey: 'nothing' })).toEqual([])
  })
})
