import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, uniqueEmail } from './support/payload'
import { asUser, createRoleModel } from './support/fixtures'

// The collections hold the product's rules themselves, so Payload's REST API (staff only at the server) and any
// future caller of the Local API acting for a user cannot do what the screens refuse.
let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

async function photo(ownerRoleModel?: number) {
  const { default: sharp } = await import('sharp')
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5394' } }).png().toBuffer()
  return payload.create({ collection: 'media', data: { ownerRoleModel }, file: { data, mimetype: 'image/png', name: 'p.png', size: data.length }, overrideAccess: true })
}

describe('role-model accounts held by the collection', () => {
  it('cannot be created by visitors or role models, only through the product or by staff', async () => {
    const data = { email: uniqueEmail('rest'), password: 'password', checkStatus: 'not-received' as const }
    await expect(payload.create({ collection: 'role-models', data, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    const roleModel = await createRoleModel(payload)
    await expect(payload.create({ collection: 'role-models', data, overrideAccess: false, user: asUser(roleModel, 'role-models') })).rejects.toThrow(/not allowed/i)
  })

  it('refuses a password that breaks the policy, whoever sets it', async () => {
    await expect(
      payload.create({ collection: 'role-models', data: { email: uniqueEmail('weak'), password: 'password', checkStatus: 'not-received' }, overrideAccess: true }),
    ).rejects.toThrow(/password/i)
    const roleModel = await createRoleModel(payload)
    await expect(
      payload.update({ collection: 'role-models', id: roleModel.id, data: { password: 'short' }, user: asUser(roleModel, 'role-models'), overrideAccess: false }),
    ).rejects.toThrow(/password/i)
    const strong = await payload.update({ collection: 'role-models', id: roleModel.id, data: { password: 'Another-Good-Pass-7' }, overrideAccess: true })
    expect(strong.id).toBe(roleModel.id)
  })

  it('lets a role model point their profile picture only at a photo they uploaded', async () => {
    const owner = await createRoleModel(payload)
    const other = await createRoleModel(payload)
    const othersPhoto = await photo(other.id)
    const ownPhoto = await photo(owner.id)
    const user = asUser(owner, 'role-models')
    await expect(
      payload.update({ collection: 'role-models', id: owner.id, data: { profilePicture: othersPhoto.id }, user, overrideAccess: false }),
    ).rejects.toThrow()
    const updated = await payload.update({ collection: 'role-models', id: owner.id, data: { profilePicture: ownPhoto.id }, user, overrideAccess: false, depth: 0 })
    expect(updated.profilePicture).toBe(ownPhoto.id)
  })
})

describe('media held by the collection', () => {
  it('shows a role model their own photos and content images, never another role model’s photos', async () => {
    const owner = await createRoleModel(payload)
    const other = await createRoleModel(payload)
    const [own, others, content] = [await photo(owner.id), await photo(other.id), await photo()]
    const seen = await payload.find({ collection: 'media', where: { id: { in: [own.id, others.id, content.id] } }, user: asUser(owner, 'role-models'), overrideAccess: false })
    expect(seen.docs.map((doc) => doc.id).sort()).toEqual([own.id, content.id].sort())
  })
})
