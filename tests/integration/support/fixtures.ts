import type { Payload } from 'payload'
import type { RoleModel, School } from '../../../cms/payload-types'
import type { TaxonomySlug } from '../../../app/domain/reference/taxonomies'
import { uniqueEmail } from './payload'

const firstId = async (payload: Payload, collection: TaxonomySlug) =>
  (await payload.find({ collection, limit: 1, overrideAccess: true, depth: 0 })).docs[0].id

/** Every field the completeness rule needs, from the seeded reference data. */
export async function completeProfile(payload: Payload) {
  const region = await firstId(payload, 'regions')
  const district = (await payload.find({ collection: 'districts', where: { region: { equals: region } }, limit: 1, overrideAccess: true })).docs[0].id
  return {
    firstName: 'Aroha', surname: 'Tester', contactPhoneNumber: '021 555 0199',
    pronoun: await firstId(payload, 'pronouns'), gender: await firstId(payload, 'genders'), ageRange: await firstId(payload, 'age-ranges'),
    ethnicities: [await firstId(payload, 'ethnicities')], region, district, languagesSpoken: [await firstId(payload, 'languages')],
    canDoInPersonEvent: true, canDoOnlineEvent: false, whatDoYouDo: 'Engineer', industry: await firstId(payload, 'industries'),
  }
}

export async function createRoleModel(payload: Payload, data: Partial<RoleModel> = {}) {
  return payload.create({
    collection: 'role-models',
    data: { email: uniqueEmail('rm'), password: 'Correct-Horse-9', _verified: true, checkStatus: 'not-received', ...data },
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { skipEmail: true },
  })
}

export async function createApprovedRoleModel(payload: Payload, data: Partial<RoleModel> = {}) {
  return createRoleModel(payload, { ...(await completeProfile(payload)), checkStatus: 'approved', ...data })
}

export async function createSchool(payload: Payload, data: Partial<School> = {}) {
  return payload.create({
    collection: 'schools',
    data: { name: 'Test School', ministryNumber: String(Math.floor(Math.random() * 1e9)), active: true, ...data },
    overrideAccess: true,
  })
}

export async function createTeacher(payload: Payload, school: number) {
  const teacher = await payload.create({
    collection: 'teachers',
    data: { email: uniqueEmail('teacher'), subject: uniqueEmail('sub'), name: 'Test Teacher', school },
    overrideAccess: true,
  })
  return { ...teacher, collection: 'teachers' as const }
}

/** A document as the `user` Payload's access rules receive: with its collection. */
export const asUser = <T extends { id: number }, C extends 'role-models' | 'teachers' | 'staff'>(doc: T, collection: C) => ({ ...doc, collection })
