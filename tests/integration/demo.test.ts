import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { startTestPayload } from './support/payload'
import { createTeacher } from './support/fixtures'
import { listTeacherEvents } from '../../app/domain/events/list.server'
import { seedDemoData } from '../../cms/seed/demo'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  await seedDemoData(payload)
})

describe('demo data', () => {
  it('gives every active demo school drafts, upcoming, today, completed and cancelled events of both types', async () => {
    const schools = (await payload.find({ collection: 'schools', where: { active: { equals: true } }, overrideAccess: true, depth: 0 })).docs
    expect(schools.length).toBeGreaterThanOrEqual(3)
    for (const school of schools) {
      const teacher = await createTeacher(payload, school.id)
      const tabs = await Promise.all((['upcoming', 'completed', 'cancelled', 'drafts'] as const).map((tab) => listTeacherEvents({ payload, teacher, tab, page: 1 })))
      for (const { events } of tabs) expect(new Set(events.map((event) => event.type))).toEqual(new Set(['in-person', 'online']))
      const states = tabs.flatMap(({ events }) => events.map((event) => event.displayState))
      expect(new Set(states)).toEqual(new Set(['upcoming', 'today', 'completed', 'cancelled', 'draft']))
      expect(tabs[1].events.every((event) => event.status === 'done')).toBe(true)
    }
    const rows = await payload.find({ collection: 'event-role-models', limit: 0, pagination: false, overrideAccess: true, depth: 0, select: { status: true } })
    expect(new Set(rows.docs.map((row) => row.status))).toEqual(new Set(Object.values(ROLE_MODEL_STATUS)))
  })

  it("gives the seeded events of every active school an organiser: its first demo teacher, primary contact and subscribed", async () => {
    const teachers = (await payload.find({ collection: 'teachers', where: { subject: { like: 'dev-teacher-' } }, limit: 0, pagination: false, overrideAccess: true, depth: 0 })).docs
    const withTeachers = new Set(teachers.map((teacher) => teacher.school))
    // Aorere College, Hamilton Girls' and Rongotai College (the README's sign-ins): every active school.
    const active = (await payload.find({ collection: 'schools', where: { active: { equals: true } }, limit: 0, pagination: false, overrideAccess: true, depth: 0 })).docs
    expect(active.map((school) => school.name).sort()).toEqual(['Aorere College', 'Hamilton Girls’ High School', 'Rongotai College'])
    expect(withTeachers).toEqual(new Set(active.map((school) => school.id)))
    const events = (await payload.find({ collection: 'events', limit: 0, pagination: false, overrideAccess: true, depth: 0 })).docs
    expect(events.length).toBe(30)
    for (const event of events) {
      const organiser = teachers.find((teacher) => teacher.id === event.createdBy)
      expect(organiser?.school, event.title ?? '').toBe(event.school)
      expect(event.primaryContact).toBe(event.createdBy)
      expect(event.notificationSubscribers?.find((row) => row.teacher === event.createdBy)?.subscribed).toBe(true)
    }
  })

  it("lets an in-person event be planned in every region, each school's own included", async () => {
    const { countInPersonRoleModelsInRegion } = await import('../../app/domain/events/available-role-models.server')
    const regions = (await payload.find({ collection: 'regions', limit: 0, pagination: false, overrideAccess: true, depth: 0 })).docs
    expect(regions).toHaveLength(16)
    for (const region of regions) expect(await countInPersonRoleModelsInRegion(payload, region.id), region.title).toBeGreaterThan(0)
  })

  it('gives the demo role model an invitation to answer and an event they attend', async () => {
    const [aroha] = (await payload.find({ collection: 'role-models', where: { email: { equals: 'aroha.ngata@demo.example.nz' } }, overrideAccess: true, depth: 0 })).docs
    const rows = (await payload.find({ collection: 'event-role-models', where: { roleModel: { equals: aroha.id } }, overrideAccess: true, depth: 0 })).docs
    expect(rows.map((row) => row.status).sort()).toEqual([ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted].sort())
  })
})
