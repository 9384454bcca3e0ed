import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { purgeDeletedAccounts } from '../../app/domain/accounts/purge.server'
import { completePastEvents, expireInvitations } from '../../app/domain/events/lifecycle.server'
import { sendVettingReminders } from '../../app/domain/vetting/reminders.server'
import { startTestPayload } from './support/payload'
import { createApprovedRoleModel, createSchool } from './support/fixtures'
import { mailsTo } from './support/outbox'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

const outboxFor = (email: string) => mailsTo(outbox, email)

describe('scheduled housekeeping (fixed clock)', () => {
  it('reminds a role model once, three months before the check expires', async () => {
    const now = new Date('2026-11-21T00:00:00Z')
    const due = await createApprovedRoleModel(payload, { checkApprovedAt: '2024-01-10T00:00:00.000Z' }) // expires 2027-01-10
    const later = await createApprovedRoleModel(payload, { checkApprovedAt: '2025-06-01T00:00:00.000Z' }) // expires 2028
    expect(await sendVettingReminders(payload, now)).toBeGreaterThanOrEqual(1)
    expect(await outboxFor(due.email)).toHaveLength(1)
    expect(await outboxFor(later.email)).toHaveLength(0)
    await sendVettingReminders(payload, new Date('2026-11-22T00:00:00Z'))
    expect(await outboxFor(due.email)).toHaveLength(1)
  })

  it('purges accounts whose deletion date has come, with their favourites and invitations', async () => {
    const school = await createSchool(payload)
    const leaving = await createApprovedRoleModel(payload)
    const staying = await createApprovedRoleModel(payload, { deleteAt: '2026-12-20T00:00:00.000Z' })
    const event = await payload.create({ collection: 'events', data: { type: 'online', status: 'draft', school: school.id }, overrideAccess: true })
    // Attending until the deletion was scheduled (which releases the place: docs/decisions/0027).
    await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: leaving.id, status: 2 }, overrideAccess: true })
    await payload.update({ collection: 'role-models', id: leaving.id, data: { deleteAt: '2026-11-20T00:00:00.000Z' }, overrideAccess: true })
    await purgeDeletedAccounts(payload, new Date('2026-11-21T00:00:00Z'))
    await expect(payload.findByID({ collection: 'role-models', id: leaving.id, overrideAccess: true })).rejects.toThrow()
    expect((await payload.count({ collection: 'event-role-models', where: { roleModel: { equals: leaving.id } } })).totalDocs).toBe(0)
    expect((await payload.findByID({ collection: 'role-models', id: staying.id, overrideAccess: true })).id).toBe(staying.id)
    expect(await purgeDeletedAccounts(payload, new Date('2026-11-21T00:00:00Z'))).toBe(0)
  })

  it('expires unanswered invitations and completes past events', async () => {
    const school = await createSchool(payload)
    const roleModel = await createApprovedRoleModel(payload)
    const past = await payload.create({ collection: 'events', data: { type: 'online', status: 'active', school: school.id, date: '2026-11-19T12:00:00.000Z' }, overrideAccess: true })
    const future = await payload.create({ collection: 'events', data: { type: 'online', status: 'active', school: school.id, date: '2026-12-19T12:00:00.000Z' }, overrideAccess: true })
    const invitation = await payload.create({
      collection: 'event-role-models', data: { event: future.id, roleModel: roleModel.id, status: 1, expiresAt: '2026-11-20T00:00:00.000Z' }, overrideAccess: true,
    })
    const now = new Date('2026-11-21T00:00:00Z')
    await expireInvitations(payload, now)
    await completePastEvents(payload, now)
    expect((await payload.findByID({ collection: 'event-role-models', id: invitation.id, overrideAccess: true })).status).toBe(5)
    expect((await payload.findByID({ collection: 'events', id: past.id, overrideAccess: true })).status).toBe('done')
    expect((await payload.findByID({ collection: 'events', id: future.id, overrideAccess: true })).status).toBe('active')
  })
})
