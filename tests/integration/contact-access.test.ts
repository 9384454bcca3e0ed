import type { Payload } from 'payload'
import type { SignedInUser } from '~/utils/auth.server'
import { beforeAll, describe, expect, it } from 'vitest'
import { browseProfile } from '../../app/domain/browse/profile.server'
import { contactVisibleRoleModels } from '../../app/domain/profiles/contact-access.server'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createSchool, createTeacher } from './support/fixtures'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

const SENSITIVE = {
  contactPhoneNumber: '021 000 4040',
  accessNeeds: 'A ramp to the stage',
  supportPersonNeeds: 'My interpreter comes with me',
  neurodiverse: true,
  physicalDisabilityOrImpairment: true,
  contactForResearch: true,
}

describe('the contact rule (docs/decisions/0040)', () => {
  it('phone and hosting needs reach a school only once the role model accepted one of its events; the other sensitive fields never', async () => {
    const school = await createSchool(payload)
    const otherSchool = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const otherTeacher = await createTeacher(payload, otherSchool.id)
    const roleModel = await createApprovedRoleModel(payload, SENSITIVE)
    const read = (user: SignedInUser) => payload.findByID({ collection: 'role-models', id: roleModel.id, user, overrideAccess: false })
    const visible = () => contactVisibleRoleModels({ payload, school: school.id, roleModelIds: [roleModel.id] })

    const before = await read(teacher)
    expect([before.contactPhoneNumber, before.accessNeeds, before.supportPersonNeeds]).toEqual([undefined, undefined, undefined])
    expect((await visible()).size).toBe(0)
    const event = await payload.create({ collection: 'events', data: { type: 'online', status: 'active', school: school.id }, overrideAccess: true })
    const row = await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: roleModel.id, status: 1 }, overrideAccess: true })
    expect((await read(teacher)).accessNeeds).toBeUndefined()
    const invitedProfile = await browseProfile({ payload, teacher, roleModelId: roleModel.id })
    expect([invitedProfile?.contactPhoneNumber, invitedProfile?.accessNeeds, invitedProfile?.supportPersonNeeds]).toEqual([null, null, null])

    await payload.update({ collection: 'event-role-models', id: row.id, data: { status: 2 }, overrideAccess: true })
    const after = await read(teacher)
    expect([after.contactPhoneNumber, after.accessNeeds, after.supportPersonNeeds]).toEqual([SENSITIVE.contactPhoneNumber, SENSITIVE.accessNeeds, SENSITIVE.supportPersonNeeds])
    // Staff-only (and self) whatever happened.
    expect([after.neurodiverse, after.physicalDisabilityOrImpairment, after.contactForResearch]).toEqual([undefined, undefined, undefined])
    expect([...(await visible())]).toEqual([String(roleModel.id)])
    // The profile modal reached from browse (or choose) carries the same.
    const profile = await browseProfile({ payload, teacher, roleModelId: roleModel.id })
    expect([profile?.contactPhoneNumber, profile?.accessNeeds, profile?.supportPersonNeeds]).toEqual([SENSITIVE.contactPhoneNumber, SENSITIVE.accessNeeds, SENSITIVE.supportPersonNeeds])

    // Another school sees none of it; the role model sees all of their own.
    const other = await read(otherTeacher)
    expect([other.contactPhoneNumber, other.accessNeeds, other.supportPersonNeeds]).toEqual([undefined, undefined, undefined])
    const self = await read(asUser(roleModel, 'role-models'))
    expect([self.contactPhoneNumber, self.accessNeeds, self.neurodiverse, self.contactForResearch]).toEqual([SENSITIVE.contactPhoneNumber, SENSITIVE.accessNeeds, true, true])
  })

  it('a role model who may no longer take part shows no contact details, even after accepting', async () => {
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const roleModel = await createApprovedRoleModel(payload, SENSITIVE)
    const event = await payload.create({ collection: 'events', data: { type: 'online', status: 'active', school: school.id }, overrideAccess: true })
    await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: roleModel.id, status: 2 }, overrideAccess: true })
    expect((await payload.findByID({ collection: 'role-models', id: roleModel.id, user: teacher, overrideAccess: false })).accessNeeds).toBe(SENSITIVE.accessNeeds)
    expect((await contactVisibleRoleModels({ payload, school: school.id, roleModelIds: [roleModel.id] })).size).toBe(1)
    // Their account is set to be deleted: they can no longer take part.
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { deleteAt: new Date(Date.now() + 86_400_000).toISOString() }, overrideAccess: true })
    expect((await contactVisibleRoleModels({ payload, school: school.id, roleModelIds: [roleModel.id] })).size).toBe(0)
    // The collection's field rule says the same (read by staff tooling: the teacher can no longer read the profile at all).
    const { docs } = await payload.find({ collection: 'role-models', where: { id: { equals: roleModel.id } }, user: teacher, overrideAccess: false })
    expect(docs).toEqual([])
  })
})
