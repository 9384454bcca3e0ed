import type { Payload, PayloadRequest } from 'payload'
import type { SignedInTeacher, SignedInUser } from '~/utils/auth.server'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'
import { readProfilePhoto } from '../../app/domain/profiles/photo-file.server'
import { asUser, completeProfile, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

async function visibleToTeacher(teacher: SignedInTeacher, id: number) {
  const found = await payload.find({ collection: 'role-models', where: { id: { equals: id } }, user: teacher, overrideAccess: false })
  return found.docs.length === 1
}

describe('role-model visibility to teachers', () => {
  it('shows only approved, unexpired, complete profiles', async () => {
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const approved = await createApprovedRoleModel(payload)
    const pending = await createApprovedRoleModel(payload, { checkStatus: 'pending' })
    const incomplete = await createApprovedRoleModel(payload, { whatDoYouDo: '' })
    const expired = await createApprovedRoleModel(payload, { checkApprovedAt: '2020-01-01T00:00:00.000Z' })

    expect(approved.profileComplete).toBe(true)
    expect(incomplete.profileComplete).toBe(false)
    expect(expired.checkExpiresAt).toBe('2023-01-01T00:00:00.000Z')
    expect(await visibleToTeacher(teacher, approved.id)).toBe(true)
    expect(await visibleToTeacher(teacher, pending.id)).toBe(false)
    expect(await visibleToTeacher(teacher, incomplete.id)).toBe(false)
    expect(await visibleToTeacher(teacher, expired.id)).toBe(false)
    await expect(payload.findByID({ collection: 'role-models', id: pending.id, user: teacher, overrideAccess: false })).rejects.toThrow()
  })

  it('hides profiles from visitors', async () => {
    const approved = await createApprovedRoleModel(payload)
    await expect(payload.find({ collection: 'role-models', where: { id: { equals: approved.id } }, overrideAccess: false })).rejects.toThrow(/not allowed/)
  })
})

describe('role-model phone number', () => {
  it('is readable by a teacher only after the role model accepted one of their school’s events', async () => {
    const school = await createSchool(payload)
    const otherSchool = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const otherTeacher = await createTeacher(payload, otherSchool.id)
    const roleModel = await createApprovedRoleModel(payload, { contactPhoneNumber: '021 000 1234' })
    const read = async (user: SignedInUser) =>
      (await payload.findByID({ collection: 'role-models', id: roleModel.id, user, overrideAccess: false })).contactPhoneNumber

    expect(await read(teacher)).toBeUndefined()
    const event = await payload.create({ collection: 'events', data: { type: 'online', status: 'active', school: school.id }, overrideAccess: true })
    const invitation = await payload.create({
      collection: 'event-role-models', data: { event: event.id, roleModel: roleModel.id, status: 1 }, overrideAccess: true,
    })
    expect(await read(teacher)).toBeUndefined()
    await payload.update({ collection: 'event-role-models', id: invitation.id, data: { status: 2 }, overrideAccess: true })
    expect(await read(teacher)).toBe('021 000 1234')
    expect(await read(otherTeacher)).toBeUndefined()
    expect(await read(asUser(roleModel, 'role-models'))).toBe('021 000 1234')
  })
})

describe('role models and their own data', () => {
  it('read and edit only their own profile', async () => {
    const me = await createRoleModel(payload, { firstName: 'Me' })
    const other = await createRoleModel(payload, { firstName: 'Other' })
    const user = asUser(me, 'role-models')
    const all = await payload.find({ collection: 'role-models', user, overrideAccess: false, limit: 0 })
    expect(all.docs.map((doc) => doc.id)).toEqual([me.id])
    const updated = await payload.update({ collection: 'role-models', id: me.id, data: { firstName: 'Changed' }, user, overrideAccess: false })
    expect(updated.firstName).toBe('Changed')
    await expect(payload.update({ collection: 'role-models', id: other.id, data: { firstName: 'Hacked' }, user, overrideAccess: false })).rejects.toThrow()
    await expect(payload.delete({ collection: 'role-models', id: me.id, user, overrideAccess: false })).rejects.toThrow()
  })

  it('see only their own invitations, never another role model’s or an uninvited selection', async () => {
    const school = await createSchool(payload)
    const me = await createApprovedRoleModel(payload)
    const other = await createApprovedRoleModel(payload)
    const event = await payload.create({ collection: 'events', data: { type: 'online', status: 'active', school: school.id }, overrideAccess: true })
    const draft = await payload.create({ collection: 'events', data: { type: 'online', status: 'draft', school: school.id }, overrideAccess: true })
    const mine = await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: me.id, status: 1 }, overrideAccess: true })
    await payload.create({ collection: 'event-role-models', data: { event: draft.id, roleModel: me.id, status: 0 }, overrideAccess: true })
    const theirs = await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: other.id, status: 1 }, overrideAccess: true })
    const user = asUser(me, 'role-models')

    const invitations = await payload.find({ collection: 'event-role-models', user, overrideAccess: false, depth: 0 })
    expect(invitations.docs.map((doc) => doc.id)).toEqual([mine.id])
    const events = await payload.find({ collection: 'events', user, overrideAccess: false, depth: 0 })
    expect(events.docs.map((doc) => doc.id)).toEqual([event.id])
    // A role model changes their row only through accept and decline (tests/integration/invitations.test.ts), never by writing it.
    await expect(payload.update({ collection: 'event-role-models', id: mine.id, data: { status: 2 }, user, overrideAccess: false })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'event-role-models', id: mine.id, overrideAccess: true })).status).toBe(1)
    await expect(payload.update({ collection: 'event-role-models', id: theirs.id, data: { status: 3 }, user, overrideAccess: false })).rejects.toThrow()
  })
})

describe('vetting fields', () => {
  it('can be changed only by staff', async () => {
    const roleModel = await createRoleModel(payload, await completeProfile(payload))
    const self = asUser(roleModel, 'role-models')
    const attempt = await payload.update({
      collection: 'role-models', id: roleModel.id, data: { checkStatus: 'approved', checkApprovedAt: new Date().toISOString() }, user: self, overrideAccess: false,
    })
    expect(attempt.checkStatus).toBe('not-received')
    expect(attempt.checkApprovedAt ?? null).toBeNull()

    const staff = await payload.create({ collection: 'staff', data: { email: `staff.${Date.now()}@test.example.nz`, password: 'Staff-Password-1' }, overrideAccess: true })
    const approved = await payload.update({
      collection: 'role-models', id: roleModel.id, data: { checkStatus: 'approved' }, user: asUser(staff, 'staff'), overrideAccess: false,
    })
    expect(approved.checkStatus).toBe('approved')
    expect(approved.checkApprovedAt).toBeTruthy()
    expect(new Date(approved.checkExpiresAt!).getUTCFullYear()).toBe(new Date(approved.checkApprovedAt!).getUTCFullYear() + 3)
  })
})

describe('the verified flag', () => {
  it('is set by the emailed link (or staff), never by the role model writing it', async () => {
    const roleModel = await createRoleModel(payload, { _verified: false })
    const attempt = await payload.update({ collection: 'role-models', id: roleModel.id, data: { _verified: true }, user: asUser(roleModel, 'role-models'), overrideAccess: false })
    expect(attempt._verified).toBe(false)
    const staff = await payload.create({ collection: 'staff', data: { email: `staff.v.${Date.now()}@test.example.nz`, password: 'Staff-Password-1' }, overrideAccess: true })
    const verified = await payload.update({ collection: 'role-models', id: roleModel.id, data: { _verified: true }, user: asUser(staff, 'staff'), overrideAccess: false })
    expect(verified._verified).toBe(true)
  })
})

describe('admin access', () => {
  it('is for staff only', async () => {
    expect(payload.config.admin.user).toBe('staff')
    const roleModel = await createRoleModel(payload)
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const staff = await payload.create({ collection: 'staff', data: { email: `staff2.${Date.now()}@test.example.nz`, password: 'Staff-Password-1' }, overrideAccess: true })
    const canAdmin = (collection: 'staff' | 'role-models' | 'teachers', user: PayloadRequest['user']) =>
      // The admin rule reads only req.user, so a partial request stands in for a whole one.
      payload.collections[collection].config.access.admin!({ req: { user, payload } as PayloadRequest })
    expect(await canAdmin('staff', asUser(staff, 'staff'))).toBe(true)
    expect(await canAdmin('staff', asUser(roleModel, 'role-models'))).toBe(false)
    expect(await canAdmin('role-models', asUser(roleModel, 'role-models'))).toBe(false)
    expect(await canAdmin('teachers', teacher)).toBe(false)
  })

  it('keeps contact enquiries from everyone but staff', async () => {
    await payload.create({ collection: 'contact-enquiries', data: { name: 'V', email: 'v@test.example.nz', interest: 'other' }, overrideAccess: false })
    const roleModel = await createRoleModel(payload)
    await expect(payload.find({ collection: 'contact-enquiries', user: asUser(roleModel, 'role-models'), overrideAccess: false })).rejects.toThrow()
  })
})

describe('media', () => {
  /** A small PNG upload under `name`. */
  const file = async (name: string) => {
    const { default: sharp } = await import('sharp')
    const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5394' } }).png().toBuffer()
    return { data, mimetype: 'image/png', name, size: data.length }
  }

  it('shows content images to visitors but keeps profile photos for signed-in users', async () => {
    const owner = await createRoleModel(payload)
    const contentImage = await payload.create({ collection: 'media', data: { alt: 'Welcome' }, file: await file('welcome.png'), overrideAccess: true })
    const photo = await payload.create({ collection: 'media', data: { ownerRoleModel: owner.id }, file: await file('photo.png'), overrideAccess: true })
    const visible = await payload.find({ collection: 'media', where: { id: { in: [contentImage.id, photo.id] } }, overrideAccess: false })
    expect(visible.docs.map((doc) => doc.id)).toEqual([contentImage.id])
    const asOwner = await payload.find({ collection: 'media', where: { id: { in: [contentImage.id, photo.id] } }, user: asUser(owner, 'role-models'), overrideAccess: false })
    expect(asOwner.docs).toHaveLength(2)
  })

  it('shows teachers the photos of role models they may see, not those of hidden ones', async () => {
    const teacher = await createTeacher(payload, (await createSchool(payload)).id)
    const shown = await createApprovedRoleModel(payload)
    const pending = await createApprovedRoleModel(payload, { checkStatus: 'pending' })
    const expired = await createApprovedRoleModel(payload, { checkApprovedAt: '2020-01-01T00:00:00.000Z' })
    const photoOf = async (owner: { id: number }) => payload.create({ collection: 'media', data: { ownerRoleModel: owner.id }, file: await file(`photo-${owner.id}.png`), overrideAccess: true })
    const [shownPhoto, pendingPhoto, expiredPhoto] = await Promise.all([shown, pending, expired].map(photoOf))
    const content = await payload.create({ collection: 'media', data: { alt: 'Welcome' }, file: await file('welcome-2.png'), overrideAccess: true })
    const ids = [shownPhoto.id, pendingPhoto.id, expiredPhoto.id, content.id]
    const asTeacher = await payload.find({ collection: 'media', where: { id: { in: ids } }, user: teacher, overrideAccess: false, depth: 0 })
    expect(asTeacher.docs.map((doc) => doc.id).sort()).toEqual([shownPhoto.id, content.id].sort())
    await expect(payload.findByID({ collection: 'media', id: pendingPhoto.id, user: teacher, overrideAccess: false })).rejects.toThrow()
    // A role model on one of the school's events keeps their photo for its teachers (hidden or not), not for others'.
    const event = await payload.create({ collection: 'events', data: { type: 'online', status: 'draft', school: teacher.school } as never, overrideAccess: true, context: { skipEmail: true } })
    await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: pending.id, status: 0 } as never, overrideAccess: true, context: { skipEmail: true } })
    const again = await payload.find({ collection: 'media', where: { id: { in: ids } }, user: teacher, overrideAccess: false, depth: 0 })
    expect(again.docs.map((doc) => doc.id).sort()).toEqual([shownPhoto.id, pendingPhoto.id, content.id].sort())
    const otherTeacher = await createTeacher(payload, (await createSchool(payload)).id)
    const asOther = await payload.find({ collection: 'media', where: { id: { in: ids } }, user: otherTeacher, overrideAccess: false, depth: 0 })
    expect(asOther.docs.map((doc) => doc.id).sort()).toEqual([shownPhoto.id, content.id].sort())
    // The photo route serves them under the same rule, as the viewer; a role model only their own, no content image.
    expect(await readProfilePhoto(payload, teacher as SignedInUser, String(pendingPhoto.id), 'xs')).not.toBeNull()
    expect(await readProfilePhoto(payload, otherTeacher as SignedInUser, String(pendingPhoto.id), 'xs')).toBeNull()
    expect(await readProfilePhoto(payload, otherTeacher as SignedInUser, String(expiredPhoto.id), 'xs')).toBeNull()
    expect(await readProfilePhoto(payload, asUser(pending, 'role-models') as SignedInUser, String(pendingPhoto.id), 'md')).not.toBeNull()
    expect(await readProfilePhoto(payload, asUser(pending, 'role-models') as SignedInUser, String(shownPhoto.id), 'md')).toBeNull()
    expect(await readProfilePhoto(payload, teacher as SignedInUser, String(content.id), 'md')).toBeNull()
  })
})
