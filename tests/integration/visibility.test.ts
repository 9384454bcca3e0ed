import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { isVisibleToTeachers, visibleToTeachersWhere } from '~/domain/vetting/visibility'
import { startTestPayload } from './support/payload'
import { createApprovedRoleModel, createRoleModel } from './support/fixtures'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

describe('visibility to teachers, stated once', () => {
  it('selects the same role models as a Payload query and in memory (landing page)', async () => {
    const now = new Date()
    const created = [
      await createApprovedRoleModel(payload),
      await createApprovedRoleModel(payload, { checkStatus: 'pending' }),
      await createApprovedRoleModel(payload, { checkStatus: 'declined' }),
      await createApprovedRoleModel(payload, { checkApprovedAt: '2020-01-01T00:00:00.000Z' }),
      await createApprovedRoleModel(payload, { whatDoYouDo: '' }),
      await createApprovedRoleModel(payload, { deleteAt: new Date(now.getTime() + 86_400_000).toISOString() }),
      await createRoleModel(payload),
    ]
    const ids = created.map((doc) => doc.id)

    const byWhere = await payload.find({ collection: 'role-models', where: { and: [{ id: { in: ids } }, visibleToTeachersWhere(now)] }, overrideAccess: true, limit: 0, depth: 0 })
    const stored = await payload.find({ collection: 'role-models', where: { id: { in: ids } }, overrideAccess: true, limit: 0, depth: 0 })
    const inMemory = stored.docs.filter((doc) => isVisibleToTeachers(doc, now)).map((doc) => doc.id)

    const expected = [created[0].id]
    expect(byWhere.docs.map((doc) => doc.id)).toEqual(expected)
    expect(inMemory).toEqual(expected)
  })
})
