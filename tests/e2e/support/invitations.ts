import { expect } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { uniqueEmail } from './role-models'
import { staffCreate, staffHeaders } from './staff-api'
import { newNonce, signStillComing } from '../../../app/domain/invitations/still-coming-token.server'

export type TestInvitation = { eventId: number; rowId: number; schoolName: string; teacherEmail: string; title: string; date: string; meetingLink: string }

let counter = 0

/** A New Zealand weekday `days` or more from today, stored as the event date convention wants (UTC midnight of the NZ date). */
function futureWeekday(days: number) {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000)
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1)
  return `${date.toISOString().slice(0, 10)}T00:00:00.000Z`
}

/**
 * An active online event at a school of its own, created by a teacher of its own (whose inbox the test reads),
 * with the role model invited. Made through Payload's REST API as the demo staff user, as the admin would.
 */
export async function createInvitation(request: APIRequestContext, roleModelId: number): Promise<TestInvitation> {
  const n = `${Date.now()}${process.pid}${counter++}`
  const schoolName = `Kura Tuarua ${n}`
  const school = await staffCreate(request, 'schools', { name: schoolName, ministryNumber: `e2e-${n}`, active: true })
  const teacherEmail = uniqueEmail('teacher')
  const teacher = await staffCreate(request, 'teachers', { email: teacherEmail, subject: `e2e-teacher-${n}`, firstName: 'Hine', lastName: 'Kaiako', name: 'Hine Kaiako', school: school.id })
  const title = `Online careers kōrero ${n}`
  const date = futureWeekday(12)
  const meetingLink = `https://zoom.us/j/${n}`
  const event = await staffCreate(request, 'events', {
    title, type: 'online', status: 'active', school: school.id, createdBy: teacher.id, primaryContact: teacher.id, date,
    startTime: '13:00', endTime: '14:00', studentsAge: 'Year 12', numberOfStudents: 30, howWillStudentsAttend: 'school',
    meeting: { platform: 'zoom', inviteLink: meetingLink, password: 'kiwi-42' },
    learningGoals: 'Hear how people found their way into engineering.', whatStudentsCallTheTeacher: 'Whaea Hine', activatedAt: new Date().toISOString(),
  })
  const row = await staffCreate(request, 'event-role-models', {
    event: event.id, roleModel: roleModelId, status: 1, invitedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
  })
  return { eventId: event.id, rowId: row.id, schoolName, teacherEmail, title, date: date.slice(0, 10), meetingLink }
}

export async function invitationStatus(request: APIRequestContext, rowId: number): Promise<number> {
  const response = await request.get(`/cms-api/event-role-models/${rowId}?depth=0`, { headers: await staffHeaders(request) })
  return (await response.json()).status
}

/** The server's secret in the e2e server (tests/support/test-server.mjs), to sign the reminder's "still coming?" link. */
const E2E_SECRET = 'e2e-payload-secret-e2e-payload-secret-0001'

/**
 * The reminder's "Still coming?" link for an attending row, as the reminder job makes it (tests/integration/
 * still-coming.test.ts runs the job itself): a nonce held on the row, a token signed with the server's secret,
 * expiring at 13:00 in New Zealand `days` from now.
 */
export async function stillComingLink(request: APIRequestContext, rowId: number, roleModelId: number, days: number) {
  const nonce = newNonce()
  const response = await request.patch(`/cms-api/event-role-models/${rowId}`, { headers: await staffHeaders(request), data: { stillComingNonce: nonce } })
  expect(response.ok(), await response.text()).toBeTruthy()
  const begins = Date.parse(`${new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10)}T13:00:00+12:00`)
  return `/still-coming/${signStillComing({ row: String(rowId), roleModel: String(roleModelId), nonce, expires: begins }, E2E_SECRET)}`
}
