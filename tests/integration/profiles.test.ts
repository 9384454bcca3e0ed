import type { Payload } from 'payload'
import type { SignedInTeacher } from '~/utils/auth.server'
import type { RoleModel } from '../../cms/payload-types'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'
import { getLandingData, PhotoRejected, saveOwnProfile, storeProfilePhoto } from '../../app/domain/profiles/profiles.server'
import { asUser, completeProfile, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'
import { visibleToTeachersWhere } from '../../app/domain/vetting/visibility'
import type { TaxonomySlug } from '../../app/domain/reference/taxonomies'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

const signedIn = (doc: RoleModel) => asUser(doc, 'role-models')

async function visibleToTeacher(teacher: SignedInTeacher, id: number) {
  const found = await payload.find({ collection: 'role-models', where: { id: { equals: id } }, user: teacher, overrideAccess: false })
  return found.docs.length === 1
}

async function formValues(payload: Payload) {
  const p = await completeProfile(payload)
  return {
    FirstName: p.firstName, Surname: p.surname, ContactPhoneNumber: p.contactPhoneNumber, PronounID: String(p.pronoun), GenderID: String(p.gender),
    AgeRangeID: String(p.ageRange), Ethnicities: p.ethnicities.map(String), RegionID: String(p.region), DistrictID: String(p.district),
    CanDoInPersonEvent: true, CanDoOnlineEvent: false, LanguagesSpoken: p.languagesSpoken.map(String), ProfilePhotoRemoved: false,
  }
}

describe('profile visibility follows the check and completeness', () => {
  it('a role model builds a profile, staff approve the check, and only then teachers see it; expiry hides it again', async () => {
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const staff = await payload.create({ collection: 'staff', data: { email: `staff.${Date.now()}@test.example.nz`, password: 'Correct-Horse-9' }, overrideAccess: true })
    const asStaff = asUser(staff, 'staff')
    const roleModel = await createRoleModel(payload)
    const user = signedIn(roleModel)

    const basic = await saveOwnProfile({ payload, user, values: await formValues(payload) })
    expect(basic.profileComplete).toBe(false)
    const journey = await saveOwnProfile({ payload, user, values: { WhatDoYouDo: 'Engineer <b>bold</b>', IndustryID: String(await firstId('industries')), TellUsWhatYouDoNow: 'I build bridges' } })
    expect(journey.profileComplete).toBe(true)
    expect(journey.whatDoYouDo).toBe('Engineer <b>bold</b>')
    expect(journey.name).toBe('Aroha Tester')

    // The role model cannot approve their own check.
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { checkStatus: 'approved' }, user, overrideAccess: false })
    expect((await payload.findByID({ collection: 'role-models', id: roleModel.id, overrideAccess: true })).checkStatus).toBe('not-received')
    expect(await visibleToTeacher(teacher, roleModel.id)).toBe(false)

    let landing = await getLandingData(payload, user)
    expect(landing).toMatchObject({ visible: false, basicComplete: true, journeyComplete: true, check: { status: 'not-received' } })

    await payload.update({ collection: 'role-models', id: roleModel.id, data: { checkStatus: 'pending' }, user: asStaff, overrideAccess: false })
    expect((await mailsTo(outbox, roleModel.email)).some((m) => m.includes("We've received your criminal record check"))).toBe(true)
    expect(await visibleToTeacher(teacher, roleModel.id)).toBe(false)
    landing = await getLandingData(payload, user)
    expect(landing.check.status).toBe('pending')
    expect(landing.check.receivedAt).toBeTruthy()

    const approved = await payload.update({ collection: 'role-models', id: roleModel.id, data: { checkStatus: 'approved' }, user: asStaff, overrideAccess: false })
    const approvedAt = new Date(approved.checkApprovedAt!)
    expect(new Date(approved.checkExpiresAt!).getUTCFullYear()).toBe(approvedAt.getUTCFullYear() + 3)
    expect((await mailsTo(outbox, roleModel.email)).some((m) => m.includes('Your criminal record check has been approved'))).toBe(true)
    expect(await visibleToTeacher(teacher, roleModel.id)).toBe(true)
    expect((await getLandingData(payload, user)).visible).toBe(true)

    // One day after expiry the same profile is no longer visible.
    const afterExpiry = new Date(new Date(approved.checkExpiresAt!).getTime() + 86_400_000)
    const found = await payload.find({ collection: 'role-models', where: { and: [{ id: { equals: roleModel.id } }, visibleToTeachersWhere(afterExpiry)] }, overrideAccess: true })
    expect(found.totalDocs).toBe(0)
    expect((await getLandingData(payload, user, 'en', afterExpiry)).check.status).toBe('expired')

    // Emptying a required field hides it at once.
    await saveOwnProfile({ payload, user, values: { WhatDoYouDo: '', IndustryID: String(await firstId('industries')) } })
    expect(await visibleToTeacher(teacher, roleModel.id)).toBe(false)
  })

  it('an expired approval is hidden; a declined check is hidden', async () => {
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const expired = await createRoleModel(payload, { ...(await completeProfile(payload)), checkStatus: 'approved', checkApprovedAt: '2022-01-01T00:00:00.000Z' })
    expect(expired.checkExpiresAt).toBe('2025-01-01T00:00:00.000Z')
    expect(await visibleToTeacher(teacher, expired.id)).toBe(false)
    const declined = await createRoleModel(payload, { ...(await completeProfile(payload)), checkStatus: 'declined' })
    expect(await visibleToTeacher(teacher, declined.id)).toBe(false)
  })

  it('no vetting email when a change passes context.skipEmail', async () => {
    const roleModel = await createRoleModel(payload)
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { checkStatus: 'pending' }, overrideAccess: true, context: { skipEmail: true } })
    expect(await mailsTo(outbox, roleModel.email)).toEqual([])
  })
})

async function firstId(collection: TaxonomySlug) {
  return (await payload.find({ collection, limit: 1, overrideAccess: true, depth: 0 })).docs[0].id
}

describe('profile photos', () => {
  it('stores a real JPEG and PNG through media with both thumbnails, owned by the role model, and replaces and removes them', async () => {
    const roleModel = await createRoleModel(payload)
    const user = signedIn(roleModel)
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0b5394' } }).jpeg().toBuffer()
    const saved = await saveOwnProfile({ payload, user, values: {}, photo: jpeg })
    const first = await payload.findByID({ collection: 'media', id: saved.profilePicture as number, overrideAccess: true })
    expect(first.mimeType).toBe('image/jpeg')
    expect(first.filename).toMatch(/\.jpg$/)
    expect(first.sizes?.thumbnailMd?.width).toBe(400)
    expect(first.sizes?.thumbnailXs?.width).toBe(96)
    expect(first.ownerRoleModel).toMatchObject({ id: roleModel.id })

    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ffffff' } }).png().toBuffer()
    const replaced = await saveOwnProfile({ payload, user, values: {}, photo: png })
    const second = await payload.findByID({ collection: 'media', id: replaced.profilePicture as number, overrideAccess: true })
    expect(second.mimeType).toBe('image/png')
    expect(await payload.findByID({ collection: 'media', id: first.id, overrideAccess: true, disableErrors: true })).toBeNull()

    const removed = await saveOwnProfile({ payload, user, values: { ProfilePhotoRemoved: true } })
    expect(removed.profilePicture).toBeNull()
    expect(await payload.findByID({ collection: 'media', id: second.id, overrideAccess: true, disableErrors: true })).toBeNull()
  })

  it('refuses a file that is not an image whatever its name, and a GIF', async () => {
    const roleModel = await createRoleModel(payload)
    const user = signedIn(roleModel)
    await expect(storeProfilePhoto(payload, user, Buffer.from('<html>hello</html>'))).rejects.toBeInstanceOf(PhotoRejected)
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer()
    await expect(storeProfilePhoto(payload, user, gif)).rejects.toBeInstanceOf(PhotoRejected)
    // JPEG magic bytes followed by garbage: sharp cannot decode it.
    await expect(storeProfilePhoto(payload, user, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage')]))).rejects.toBeInstanceOf(PhotoRejected)
  })
})

describe('landing page lists', () => {
  it('lists open invitations and accepted upcoming events, not declined or past ones', async () => {
    const school = await createSchool(payload, { name: 'Kāpiti College' })
    // Approved and complete: only a role model who may take part is invited (docs/decisions/0027).
    const roleModel = await createApprovedRoleModel(payload)
    const future = new Date(Date.now() + 20 * 86_400_000).toISOString()
    const past = new Date(Date.now() - 20 * 86_400_000).toISOString()
    const event = (title: string, date: string) => payload.create({ collection: 'events', data: { title, type: 'online', status: 'active', school: school.id, date }, overrideAccess: true })
    const invite = async (title: string, date: string, status: number) =>
      payload.create({ collection: 'event-role-models', data: { event: (await event(title, date)).id, roleModel: roleModel.id, status, invitedAt: new Date().toISOString() }, overrideAccess: true })
    await invite('Careers day', future, 1)
    await invite('Science week', future, 2)
    await invite('Declined day', future, 3)
    await invite('Old event', past, 2)
    const landing = await getLandingData(payload, signedIn(roleModel))
    expect(landing.invites.map((e) => e.title)).toEqual(['Careers day'])
    expect(landing.upcoming.map((e) => e.title)).toEqual(['Science week'])
    expect(landing.invites[0].schoolName).toBe('Kāpiti College')
  })
})

describe('rules that also hold for direct API use', () => {
  it('refuses a district of another region, whoever saves it', async () => {
    const roleModel = await createRoleModel(payload)
    const regions = (await payload.find({ collection: 'regions', limit: 2, overrideAccess: true, depth: 0 })).docs
    const otherDistrict = (await payload.find({ collection: 'districts', where: { region: { equals: regions[1].id } }, limit: 1, overrideAccess: true })).docs[0]
    await expect(
      payload.update({ collection: 'role-models', id: roleModel.id, data: { region: regions[0].id, district: otherDistrict.id }, user: signedIn(roleModel), overrideAccess: false }),
    ).rejects.toThrow(/District/)
    const sameRegion = await payload.update({ collection: 'role-models', id: roleModel.id, data: { region: regions[1].id, district: otherDistrict.id }, user: signedIn(roleModel), overrideAccess: false })
    expect(sameRegion.district).toMatchObject({ id: otherDistrict.id })
  })

  it("a role model's upload is owned by them even if the request names someone else", async () => {
    const roleModel = await createRoleModel(payload)
    const other = await createRoleModel(payload)
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } }).png().toBuffer()
    const media = await payload.create({
      collection: 'media', data: { ownerRoleModel: other.id }, file: { data: png, mimetype: 'image/png', name: 'x.png', size: png.length },
      user: signedIn(roleModel), overrideAccess: false,
    })
    expect(media.ownerRoleModel).toMatchObject({ id: roleModel.id })
  })
})
