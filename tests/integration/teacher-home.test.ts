import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { listTeacherEvents } from '../../app/domain/events/list.server'
import { ROLE_MODEL_STATUS as S } from '../../app/domain/invitations/status'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

// A fixed clock: 10:00 on Wednesday 10 March 2027 in New Zealand.
const now = new Date('2027-03-09T21:00:00Z')

const ONLINE = {
  type: 'online' as const, startTime: '13:00', endTime: '14:00', meeting: { platform: 'zoom' as const, inviteLink: 'https://zoom.us/j/123456', password: 'kiaora' },
  numberOfStudents: 25, studentsAge: 'Year 12', howWillStudentsAttend: 'school' as const,
}

describe('the teacher’s home: each event’s next step from its stored details and role models', () => {
  it('reads the drafts’ details and every event’s role models as the teacher', async () => {
    const school = await createSchool(payload)
    const teacher = asUser(await createTeacher(payload, school.id), 'teachers')
    const event = async (data: Record<string, unknown>, statuses: number[] = []) => {
      const created = await payload.create({ collection: 'events', data: { school: school.id, minRoleModels: 2, ...data } as never, overrideAccess: true })
      for (const status of statuses) {
        const roleModel = await createApprovedRoleModel(payload)
        await payload.create({ collection: 'event-role-models', data: { event: created.id, roleModel: roleModel.id, status }, overrideAccess: true })
      }
      return created.id
    }
    const unfinished = await event({ type: 'online', status: 'draft' })
    const toChoose = await event({ ...ONLINE, status: 'draft', date: '2027-04-14T00:00:00.000Z' })
    const toSend = await event({ ...ONLINE, status: 'draft', date: '2027-04-15T00:00:00.000Z' }, [S.selected])
    const tooFew = await event({ ...ONLINE, status: 'active', date: '2027-04-20T00:00:00.000Z' }, [S.invited, S.declined])
    const waiting = await event({ ...ONLINE, status: 'active', date: '2027-04-21T00:00:00.000Z' }, [S.invited, S.accepted])
    const ready = await event({ ...ONLINE, status: 'active', date: '2027-04-22T00:00:00.000Z' }, [S.accepted, S.accepted])
    const past = await event({ ...ONLINE, status: 'done', date: '2027-03-01T00:00:00.000Z' }, [S.accepted])

    const kinds = async (tab: 'drafts' | 'upcoming' | 'completed') =>
      Object.fromEntries((await listTeacherEvents({ payload, teacher, tab, page: 1, now })).events.map((each) => [each.id, each.nextStep?.kind ?? null]))
    expect(await kinds('drafts')).toEqual({ [unfinished]: 'finishDetails', [toChoose]: 'chooseRoleModels', [toSend]: 'sendInvitations' })
    expect(await kinds('upcoming')).toEqual({ [tooFew]: 'chooseMore', [waiting]: 'waitingForAnswers', [ready]: 'ready' })
    expect(await kinds('completed')).toEqual({ [past]: 'recordAttendance' })

    // The home's short list of drafts: the newest first, as many as asked, with the count of all.
    const few = await listTeacherEvents({ payload, teacher, tab: 'drafts', page: 1, limit: 2, now })
    expect(few.events.map((each) => each.id)).toEqual([toSend, toChoose])
    expect(few.counts.drafts).toBe(3)
    expect(few.totalDocs).toBe(3)

    await payload.update({ collection: 'events', id: past, data: { attendanceRecordedAt: now.toISOString(), studentsAttended: 20 }, overrideAccess: true })
    expect(await kinds('completed')).toEqual({ [past]: null })
  })
})
