import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, uniqueEmail } from './support/payload'
import { asUser, createRoleModel } from './support/fixtures'
import { logInRoleModel } from '../../app/domain/accounts/login.server'
import { atProductionCost } from '../support/password-hash-cost.mjs'

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

describe('sign-in does not tell which emails have accounts', () => {
  const WRONG = 'Wrong-password-1'
  async function lockedAccount() {
    const account = await createRoleModel(payload)
    for (let attempt = 1; attempt <= 5; attempt++) await logInRoleModel(payload, { email: account.email, password: WRONG })
    return account
  }

  it('answers an unknown email, a wrong password and a locked account (even with its right password) alike', async () => {
    const known = await createRoleModel(payload)
    const locked = await lockedAccount()
    const answers = [
      await logInRoleModel(payload, { email: uniqueEmail('nobody'), password: WRONG }),
      await logInRoleModel(payload, { email: known.email, password: WRONG }),
      await logInRoleModel(payload, { email: locked.email, password: WRONG }),
      await logInRoleModel(payload, { email: locked.email, password: 'Correct-Horse-9' }),
    ]
    for (const answer of answers) expect(answer).toEqual({ ok: false, message: 'account:errors.invalidCredentials' })
  })

  it('takes as long for an unknown email or a locked account as for a wrong password (a password is hashed each time)', async () => {
    // Timed at production's hash cost (the test processes hash at a lower one: tests/support/password-hash-cost.mjs).
    await atProductionCost(async () => {
      const known = await createRoleModel(payload)
      const locked = await lockedAccount()
      const median = async (email: () => string) => {
        const times: number[] = []
        for (let run = 0; run < 3; run++) {
          const started = performance.now()
          await logInRoleModel(payload, { email: email(), password: WRONG })
          times.push(performance.now() - started)
        }
        return times.sort((a, b) => a - b)[1]
      }
      const wrongPassword = await median(() => known.email)
      const unknown = await median(() => uniqueEmail('nobody'))
      const whileLocked = await median(() => locked.email)
      // Without the dummy check Payload answers both in a few milliseconds, against about 100 ms of hashing.
      expect(unknown).toBeGreaterThan(wrongPassword * 0.5)
      expect(whileLocked).toBeGreaterThan(wrongPassword * 0.5)
    })
  })
})

describe('images that declare more pixels than the limit', () => {
  // 31 KB on disk, 16,000 x 16,000 pixels: it took 4 s and 300 MB to decode before the limit.
  const huge = fs.readFileSync(path.resolve('tests/fixtures/16000x16000.png'))

  it('are refused by the product’s photo upload before they are decoded, and nothing is stored', async () => {
    const { storeProfilePhoto, PhotoRejected } = await import('../../app/domain/profiles/profiles.server')
    const roleModel = await createRoleModel(payload)
    const before = await payload.count({ collection: 'media', overrideAccess: true })
    const started = performance.now()
    const refusal = await storeProfilePhoto(payload, asUser(roleModel, 'role-models'), huge).catch((error: unknown) => error)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(refusal).toBeInstanceOf(PhotoRejected)
    expect((refusal as InstanceType<typeof PhotoRejected>).messageKey).toBe('profile:validation.photoTooManyPixels')
    expect(await payload.count({ collection: 'media', overrideAccess: true })).toEqual(before)
  })

  it('are refused by Payload’s media uploads (the admin) with a clear 400, while an image at the limit is kept', async () => {
    const started = performance.now()
    const refusal = await payload
      .create({ collection: 'media', data: {}, file: { data: huge, mimetype: 'image/png', name: 'huge.png', size: huge.length }, overrideAccess: true })
      .catch((error: { status?: number; message?: string }) => error)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(refusal).toMatchObject({ status: 400, message: expect.stringMatching(/at most 25 megapixels/) })

    const { default: sharp } = await import('sharp')
    const atLimit = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#0b5394' } }).jpeg().toBuffer()
    const kept = await payload.create({ collection: 'media', data: {}, file: { data: atLimit, mimetype: 'image/jpeg', name: 'limit.jpg', size: atLimit.length }, overrideAccess: true })
    expect(kept.width).toBe(5000)
  })

  it('stop at the limit whichever way Payload opens them (sharp in the config)', async () => {
    const sharp = payload.config.sharp!
    await expect(sharp(huge).png().toBuffer()).rejects.toThrow(/pixel limit/)
  })
})

describe('profile photo sizes', () => {
  it('are only the known ones, never a property every object has', async () => {
    const { isPhotoSize } = await import('../../app/domain/profiles/photo-file.server')
    for (const size of ['md', 'xs', 'original']) expect(isPhotoSize(size), size).toBe(true)
    for (const size of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'thumbnailMd', 'lg', '']) expect(isPhotoSize(size), size).toBe(false)
  })
})
