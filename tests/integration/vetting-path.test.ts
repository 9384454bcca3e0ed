import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RoleModel, Staff } from '../../cms/payload-types'
import { decideCheck, vettingQueue } from '~/domain/vetting/queue.server'
import { ownVetting, saveVettingDetails } from '~/domain/vetting/vetting-path.server'
import type { SignedInRoleModel } from '~/domain/accounts/users'
import { nzDate } from '~/domain/shared/dates'
import { startTestPayload } from './support/payload'
import { asUser, createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'
import { parsedMailsTo } from './support/outbox'

let payload: Payload
let outbox: string
let staff: Staff

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  staff = await payload.create({ collection: 'staff', data: { email: `vetting.${Date.now()}@staff.example.nz`, password: 'Correct-Horse-9-Staff', name: 'Vetting staff' }, overrideAccess: true })
})

const VETTING_FIELDS = ['legalName', 'dateOfBirth', 'vettingConsentAt', 'checkRequestedAt', 'checkResultAt'] as const
const asStaff = () => asUser(staff, 'staff')
const asRoleModel = (doc: RoleModel) => asUser(doc, 'role-models') as unknown as SignedInRoleModel
const stored = (id: number) => payload.findByID({ collection: 'role-models', id, depth: 0, overrideAccess: true })
/** Eighteen years ago today, in New Zealand: old enough, just. */
const eighteenToday = () => `${Number(nzDate(new Date()).slice(0, 4)) - 18}${nzDate(new Date()).slice(4)}`
/** The messages of a refused save (the collection's, as any API answers them). */
async function refusal(saving: Promise<unknown>): Promise<string> {
  const error = await saving.then(() => null, (caught: unknown) => caught as { data?: { errors?: { message: string }[] } })
  return (error?.data?.errors ?? []).map((issue) => issue.message).join('; ') || 'not refused'
}
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

async function consented(data: Partial<RoleModel> = {}) {
  const roleModel = await createApprovedRoleModel(payload, { checkStatus: 'not-received', ...data })
  const result = await saveVettingDetails({ payload, user: asRoleModel(roleModel), details: { LegalName: 'Aroha Mere Tester', DateOfBirth: '1990-05-04', Consent: '1' } })
  expect(result).toEqual({ ok: true })
  return roleModel
}

describe('the vetting fields over the API', () => {
  it('a teacher, another role model and the role model themself get no vetting field; staff get them all', async () => {
    const roleModel = await consented({ checkStatus: 'approved' })
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const other = await createRoleModel(payload)
    const read = async (user: Parameters<typeof payload.findByID>[0]['user']) =>
      payload.findByID({ collection: 'role-models', id: roleModel.id, depth: 0, user, overrideAccess: false, disableErrors: true })

    const byTeacher = await read(teacher)
    expect(byTeacher?.id).toBe(roleModel.id) // visible to teachers, and still no vetting field
    for (const doc of [byTeacher, await read(asRoleModel(roleModel))]) for (const name of VETTING_FIELDS) expect(doc?.[name], name).toBeUndefined()
    expect(await read(asUser(other, 'role-models'))).toBeNull()
    // Nor can anyone but staff search by them.
    for (const user of [asRoleModel(other), asRoleModel(roleModel), teacher]) {
      await expect(payload.find({ collection: 'role-models', where: { dateOfBirth: { exists: true } }, depth: 0, user, overrideAccess: false })).rejects.toThrow(/cannot be queried: dateOfBirth/)
    }
    const byStaff = await read(asStaff())
    expect(byStaff).toMatchObject({ legalName: 'Aroha Mere Tester', dateOfBirth: '1990-05-04T00:00:00.000Z' })
    expect(byStaff?.vettingConsentAt).toEqual(expect.any(String))
  })

  it('only staff record requested and the result: a role model writing them changes nothing', async () => {
    const roleModel = await consented()
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { checkRequestedAt: '2026-01-01T00:00:00.000Z', checkResultAt: '2026-01-02T00:00:00.000Z', checkStatus: 'approved' }, user: asRoleModel(roleModel), overrideAccess: false })
    const after = await stored(roleModel.id)
    expect(after.checkRequestedAt).toBeNull()
    expect(after.checkResultAt).toBeNull()
    expect(after.checkStatus).toBe('not-received')
    const teacher = await createTeacher(payload, (await createSchool(payload)).id)
    await expect(payload.update({ collection: 'role-models', id: roleModel.id, data: { legalName: 'Someone Else' }, user: teacher, overrideAccess: false })).rejects.toThrow(/not allowed/)
  })
})

describe('giving details and consent', () => {
  it('dates the consent now whatever is posted, and needs the legal name and date of birth', async () => {
    const roleModel = await createApprovedRoleModel(payload, { checkStatus: 'not-received' })
    const user = asRoleModel(roleModel)
    expect(await refusal(payload.update({ collection: 'role-models', id: roleModel.id, data: { vettingConsentAt: '2020-01-01T00:00:00.000Z' }, user, overrideAccess: false })))
      .toBe('Give your full legal name and date of birth with your consent')
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { legalName: 'Aroha Tester', dateOfBirth: '1990-05-04', vettingConsentAt: '2020-01-01T00:00:00.000Z' }, user, overrideAccess: false })
    const after = await stored(roleModel.id)
    expect(Date.now() - Date.parse(after.vettingConsentAt!)).toBeLessThan(60_000)
    expect(after.dateOfBirth).toBe('1990-05-04T00:00:00.000Z')
  })

  it('refuses a date of birth in the future or under 18 over any API, and takes exactly 18 today', async () => {
    const roleModel = await createApprovedRoleModel(payload, { checkStatus: 'not-received' })
    const user = asRoleModel(roleModel)
    const save = (dateOfBirth: string) => payload.update({ collection: 'role-models', id: roleModel.id, data: { legalName: 'Aroha Tester', dateOfBirth }, user, overrideAccess: false })
    expect(await refusal(save(dayAfter(nzDate(new Date()))))).toBe('The date of birth cannot be in the future')
    expect(await refusal(save(dayAfter(eighteenToday())))).toBe('Role models must be 18 or older')
    expect((await stored(roleModel.id)).dateOfBirth).toBeNull()
    // Staff are held to it too.
    expect(await refusal(payload.update({ collection: 'role-models', id: roleModel.id, data: { dateOfBirth: dayAfter(eighteenToday()) }, user: asStaff(), overrideAccess: false }))).toBe('Role models must be 18 or older')
    await save(eighteenToday())
    expect((await stored(roleModel.id)).dateOfBirth).toBe(`${eighteenToday()}T00:00:00.000Z`)
  })
})

describe('staff record requested, then the result', () => {
  it('lists a waiting consent with what the request needs; requested sets pending; approval erases the date of birth; an email at each change', async () => {
    const roleModel = await consented()
    const queue = await vettingQueue({ payload })
    expect(queue.consents.find((row) => row.id === roleModel.id)).toMatchObject({ legalName: 'Aroha Mere Tester', dateOfBirth: '1990-05-04', renewal: false })
    expect((await ownVetting({ payload, user: asRoleModel(roleModel) })).timeline).toMatchObject({ stage: 'consent-given', detailsGiven: true })

    // Approving before the request is refused.
    expect(await decideCheck({ payload, staff, decision: { decision: 'approve', roleModelId: roleModel.id } })).toEqual({ ok: false, error: 'not-pending' })
    expect(await decideCheck({ payload, staff, decision: { decision: 'requested', roleModelId: roleModel.id } })).toMatchObject({ ok: true })
    expect(await decideCheck({ payload, staff, decision: { decision: 'requested', roleModelId: roleModel.id } })).toEqual({ ok: false, error: 'not-waiting' })
    const requested = await stored(roleModel.id)
    expect(requested.checkStatus).toBe('pending')
    expect(requested.checkRequestedAt).toEqual(expect.any(String))
    const after = await vettingQueue({ payload })
    expect(after.consents.some((row) => row.id === roleModel.id)).toBe(false)
    expect(after.pending.some((row) => row.id === roleModel.id)).toBe(true)

    // While the request is out, the role model's details stay as given.
    const refused = await saveVettingDetails({ payload, user: asRoleModel(roleModel), details: { LegalName: 'Another Name', DateOfBirth: null, Consent: '1' } })
    expect(refused).toEqual({ ok: false, error: 'requested' })
    expect((await stored(roleModel.id)).legalName).toBe('Aroha Mere Tester')

    expect(await decideCheck({ payload, staff, decision: { decision: 'approve', roleModelId: roleModel.id } })).toMatchObject({ ok: true })
    const approved = await stored(roleModel.id)
    expect(approved).toMatchObject({ checkStatus: 'approved', dateOfBirth: null, legalName: 'Aroha Mere Tester' })
    expect(approved.checkResultAt).toEqual(expect.any(String))
    expect((await ownVetting({ payload, user: asRoleModel(roleModel) })).timeline).toMatchObject({ stage: 'approved', detailsGiven: false, approvedUntil: approved.checkExpiresAt })

    const subjects = async () => (await parsedMailsTo(outbox, roleModel.email)).map((mail) => mail.subject)
    await expect.poll(subjects).toEqual(expect.arrayContaining([
      'We have your consent for your criminal record check',
      'We have asked NZ Police for your criminal record check',
      'Your criminal record check has been approved',
    ]))
  })

  it('a decline erases the date of birth, dates the result and emails the role model', async () => {
    const roleModel = await consented()
    await decideCheck({ payload, staff, decision: { decision: 'requested', roleModelId: roleModel.id } })
    expect(await decideCheck({ payload, staff, decision: { decision: 'decline', roleModelId: roleModel.id, reason: 'Conviction relevant to working with young people' } })).toMatchObject({ ok: true })
    const declined = await stored(roleModel.id)
    expect(declined).toMatchObject({ checkStatus: 'declined', dateOfBirth: null })
    expect(declined.checkResultAt).toEqual(expect.any(String))
    expect((await ownVetting({ payload, user: asRoleModel(roleModel) })).timeline).toMatchObject({ stage: 'declined', resultAt: declined.checkResultAt })
    await expect.poll(async () => (await parsedMailsTo(outbox, roleModel.email)).map((mail) => mail.subject)).toContain('The result of your criminal record check')
  })

  it('a result saved in the admin erases the date of birth too', async () => {
    const roleModel = await consented()
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { checkStatus: 'approved' }, user: asStaff(), overrideAccess: false, context: { skipEmail: true } })
    expect((await stored(roleModel.id)).dateOfBirth).toBeNull()
  })

  it('a renewal: requested while the approval holds keeps the role model approved; the new approval starts a new period', async () => {
    const roleModel = await createApprovedRoleModel(payload, { checkApprovedAt: new Date(Date.now() - (3 * 365 - 30) * 86_400_000).toISOString() })
    const before = await stored(roleModel.id)
    await saveVettingDetails({ payload, user: asRoleModel(roleModel), details: { LegalName: 'Aroha Tester', DateOfBirth: '1990-05-04', Consent: '1' } })
    expect((await vettingQueue({ payload })).consents.find((row) => row.id === roleModel.id)).toMatchObject({ renewal: true })
    await decideCheck({ payload, staff, decision: { decision: 'requested', roleModelId: roleModel.id } })
    expect((await stored(roleModel.id)).checkStatus).toBe('approved')
    expect((await vettingQueue({ payload })).pending.some((row) => row.id === roleModel.id)).toBe(true)
    expect(await decideCheck({ payload, staff, decision: { decision: 'approve', roleModelId: roleModel.id } })).toMatchObject({ ok: true })
    const renewed = await stored(roleModel.id)
    expect(Date.parse(renewed.checkExpiresAt!)).toBeGreaterThan(Date.parse(before.checkExpiresAt!) + 300 * 86_400_000)
    expect(renewed.dateOfBirth).toBeNull()
    expect((await vettingQueue({ payload })).pending.some((row) => row.id === roleModel.id)).toBe(false)
  })
})
