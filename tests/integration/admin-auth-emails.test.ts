import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, uniqueEmail } from './support/payload'
import { parsedMailsTo } from './support/outbox'
import { asUser, completeProfile, createRoleModel, createSchool, createTeacher } from './support/fixtures'
import { readToken, VERIFY_PURPOSE } from '../../app/domain/accounts/tokens.server'
import { Teachers } from '../../collections/Teachers'

/**
 * Payload's own auth emails (decision 0048): the verification Payload sends when staff create a role model in the
 * admin, and its REST forgot-password, go as the product's own emails in the recipient's stored language. Teachers
 * sign in only through single sign-on: Payload has no email to send them.
 */

let payload: Payload
let outbox: string
let staff: Awaited<ReturnType<typeof createStaff>>

async function createStaff() {
  const doc = await payload.create({ collection: 'staff', data: { email: uniqueEmail('staff'), password: 'Staff-Password-1' }, overrideAccess: true })
  return asUser(doc, 'staff')
}

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  staff = await createStaff()
  // A te reo Māori text for the two emails' subjects, as an editor would save it: proof that the recipient's
  // language chose the wording (the shipped catalogue has no te reo Māori for these emails yet).
  for (const key of ['account:emails.verify.subject', 'account:emails.resetPassword.subject']) {
    await payload.create({ collection: 'translations', data: { key, mi: `TEST-MI ${key}`, status: 'draft' }, overrideAccess: true })
  }
}, 120_000)

const mailTo = (email: string) => parsedMailsTo(outbox, email)

const htmlLang = (mail: ParsedMail) => /<html lang="([^"]+)"/.exec(String(mail.html))?.[1]
const contentLanguage = (mail: ParsedMail) => mail.headers.get('content-language')

/** A role model as staff create one in the admin: through access control, with no flag to hold Payload's email back. */
async function createdByStaff(data: Record<string, unknown>) {
  return payload.create({
    collection: 'role-models',
    data: { ...(await completeProfile(payload)), email: uniqueEmail('admin-made'), password: 'Correct-Horse-9', firstName: 'Aroha', surname: 'Admin', checkStatus: 'not-received', ...data },
    overrideAccess: false,
    user: staff,
  })
}

describe("a role model created by staff in the admin", () => {
  it('gets one verification email, the product’s, in their stored language and declaring it', async () => {
    const maori = await createdByStaff({ language: 'mi' })
    const mails = await mailTo(maori.email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('TEST-MI account:emails.verify.subject')
    expect(contentLanguage(mail)).toBe('mi')
    expect(htmlLang(mail)).toBe('mi')
    // The body has no te reo Māori yet: English, marked so inside the Māori email.
    expect(String(mail.html)).toMatch(/<body>\s*<div lang="en">/)
    expect(mail.text).toContain('Kia ora Aroha')
    // The link is the product's verification page (not the admin's), with a token for this account.
    const link = /https?:\/\/\S+\/account\/verify\?token=(\S+)/.exec(mail.text ?? '')
    expect(link).not.toBeNull()
    const check = readToken(decodeURIComponent(link![1]), VERIFY_PURPOSE)
    expect(check).toMatchObject({ status: 'valid', id: maori.id, email: maori.email })
    expect(mail.text).not.toContain('/admin')

    const english = await createdByStaff({})
    const [inEnglish] = await mailTo(english.email)
    expect(inEnglish.subject).toBe('Verify your email address')
    expect(contentLanguage(inEnglish)).toBe('en')
    expect(htmlLang(inEnglish)).toBe('en')
    expect(String(inEnglish.html)).not.toMatch(/<div lang=/)
  })

  it('gets nothing when staff mark the account verified, or when a seed or fixture asks for no email', async () => {
    const verified = await createdByStaff({ language: 'mi', _verified: true })
    const quiet = await createRoleModel(payload, { language: 'mi', _verified: false })
    const seeded = await payload.create({
      collection: 'role-models', overrideAccess: true, context: { skipEmail: true },
      data: { email: uniqueEmail('seeded'), password: 'Correct-Horse-9', checkStatus: 'not-received' },
    })
    expect(await mailTo(verified.email)).toHaveLength(0)
    expect(await mailTo(quiet.email)).toHaveLength(0)
    expect(await mailTo(seeded.email)).toHaveLength(0)
  })
})

describe("Payload's own forgot-password for role models", () => {
  it('sends the product’s reset email in the stored language, with a link that carries Payload’s token', async () => {
    const maori = await createRoleModel(payload, { language: 'mi', firstName: 'Hemi' })
    const token = await payload.forgotPassword({ collection: 'role-models', data: { email: maori.email } })
    expect(typeof token).toBe('string')
    const mails = await mailTo(maori.email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('TEST-MI account:emails.resetPassword.subject')
    expect(contentLanguage(mail)).toBe('mi')
    expect(htmlLang(mail)).toBe('mi')
    expect(mail.text).toContain(`/account/log-in/reset-password?token=${encodeURIComponent(String(token))}`)

    const english = await createRoleModel(payload, { firstName: 'Sam' })
    await payload.forgotPassword({ collection: 'role-models', data: { email: english.email } })
    const [inEnglish] = await mailTo(english.email)
    expect(contentLanguage(inEnglish)).toBe('en')
    expect(inEnglish.subject).not.toContain('TEST-MI')
  })

  it('sends nothing for an address without an account or an account being deleted', async () => {
    const unknown = uniqueEmail('nobody')
    await payload.forgotPassword({ collection: 'role-models', data: { email: unknown } })
    const leaving = await createRoleModel(payload, { language: 'mi', deleteAt: new Date(Date.now() + 86_400_000).toISOString() })
    await payload.forgotPassword({ collection: 'role-models', data: { email: leaving.email } })
    expect(await mailTo(unknown)).toHaveLength(0)
    expect(await mailTo(leaving.email)).toHaveLength(0)
  })

  it('leaves the product’s own reset alone: it sends its one email itself', async () => {
    const roleModel = await createRoleModel(payload, { language: 'mi' })
    await payload.forgotPassword({ collection: 'role-models', data: { email: roleModel.email }, disableEmail: true })
    expect(await mailTo(roleModel.email)).toHaveLength(0)
  })
})

describe('teachers', () => {
  it('have no Payload auth email: no local sign-in, no verification, and Payload refuses a forgot-password', async () => {
    expect(Teachers.auth).toMatchObject({ disableLocalStrategy: true })
    expect((Teachers.auth as { verify?: unknown }).verify).toBeFalsy()
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    await expect(payload.forgotPassword({ collection: 'teachers', data: { email: teacher.email } })).rejects.toThrow(/not allowed|forbidden/i)
    expect(await mailTo(teacher.email)).toHaveLength(0)
  })
})
