import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, uniqueEmail } from './support/payload'
import { parsedMailsTo } from './support/outbox'
import { createApprovedRoleModel, createRoleModel, createSchool, createTeacher } from './support/fixtures'
import * as languageRoute from '../../app/routes/language'
import * as logIn from '../../app/routes/account.log-in.role-model'
import * as verifyRoute from '../../app/routes/account.verify'
import { keyedAlert } from '../../app/utils/alerts.server'
import * as sessions from '../../app/utils/session.server'
import { languageCookie } from '../../app/utils/i18n.server'
import { recipientLanguage, saveLanguage } from '../../app/domain/accounts/language.server'
import { requestPasswordReset } from '../../app/domain/accounts/passwords.server'
import { signUpRoleModel } from '../../app/domain/accounts/sign-up.server'
import { sendVettingReminders } from '../../app/domain/vetting/reminders.server'
import { sendVettingEmail } from '../../app/domain/vetting/emails.server'
import { signInTeacher } from '../../app/domain/teachers/teachers.server'

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
}, 120_000)

const mailTo = (email: string) => parsedMailsTo(outbox, email)

const htmlLang = (mail: ParsedMail) => /<html lang="([^"]+)"/.exec(String(mail.html))?.[1]
const contentLanguage = (mail: ParsedMail) => mail.headers.get('content-language')

/** A session cookie (signed in as `user`, or a visitor's) with a known SecurityID. */
async function session(user?: { id: number | string; collection: 'role-models' | 'teachers'; sessionVersion?: number | null }) {
  const current = await sessions.getSession(new Request('http://localhost/'))
  const now = Date.now()
  if (user) {
    current.set('userId', user.id)
    current.set('collection', user.collection)
    current.set('version', user.sessionVersion ?? 0)
    current.set('issuedAt', now)
    current.set('seenAt', now)
    current.set('remember', false)
  }
  current.set('securityId', 'token-language')
  return (await sessions.commitSession(current)).split(';')[0]
}

async function post(url: string, cookie: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ ...fields, SecurityID: 'token-language' })
  return new Request(url, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() })
}

async function switchLanguage(cookie: string, lng: string, returnTo: string) {
  try {
    return (await languageRoute.action({ request: await post('http://localhost/language', cookie, { lng, returnTo }), params: {}, context: {} })) as Response
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

const languageOf = async (collection: 'role-models' | 'teachers', id: number | string) =>
  ((await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as { language?: string | null }).language

describe('a stored language', () => {
  it('is English by default, takes en or mi, and refuses anything else', async () => {
    const roleModel = await createRoleModel(payload)
    expect(roleModel.language).toBe('en')
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { language: 'mi' }, overrideAccess: true, context: { skipEmail: true } })
    expect(await languageOf('role-models', roleModel.id)).toBe('mi')
    await expect(
      payload.update({ collection: 'role-models', id: roleModel.id, data: { language: 'fr' as 'mi' }, overrideAccess: true, context: { skipEmail: true } }),
    ).rejects.toThrow(/field is invalid: .*Language/)
    expect(await languageOf('role-models', roleModel.id)).toBe('mi')
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    await expect(payload.update({ collection: 'teachers', id: teacher.id, data: { language: 'de' as 'en' }, overrideAccess: true })).rejects.toThrow(/field is invalid: .*Language/)
  })

  it('cannot be written by the person through the API (only the language switch writes it)', async () => {
    const roleModel = await createRoleModel(payload)
    const user = { ...roleModel, collection: 'role-models' as const }
    await payload.update({ collection: 'role-models', id: roleModel.id, data: { language: 'mi' }, overrideAccess: false, user, context: { skipEmail: true } })
    expect(await languageOf('role-models', roleModel.id)).toBe('en')
    await saveLanguage({ payload, person: user, language: 'mi' })
    expect(await languageOf('role-models', roleModel.id)).toBe('mi')
    expect(await recipientLanguage(payload, user)).toBe('mi')
  })

  it('answers English for a value the collection would refuse, and nothing for a deleted account', async () => {
    const roleModel = await createRoleModel(payload)
    // A row written around the collection (an old import, a hand-edited MongoDB document).
    await payload.db.updateOne({ collection: 'role-models', where: { id: { equals: roleModel.id } }, data: { language: 'klingon' } })
    expect(await recipientLanguage(payload, { id: roleModel.id, collection: 'role-models' })).toBe('en')
    await payload.delete({ collection: 'role-models', id: roleModel.id, overrideAccess: true })
    expect(await recipientLanguage(payload, { id: roleModel.id, collection: 'role-models' })).toBeNull()
  })
})

describe('the language switch', () => {
  it('saves the choice of a signed-in role model and of a teacher, and sets the cookie', async () => {
    const roleModel = await createRoleModel(payload)
    const response = await switchLanguage(await session({ ...roleModel, collection: 'role-models' }), 'mi', '/account/settings')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/account/settings')
    expect(await languageCookie.parse(response.headers.get('Set-Cookie'))).toBe('mi')
    expect(await languageOf('role-models', roleModel.id)).toBe('mi')

    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    await switchLanguage(await session(teacher), 'mi', '/events')
    expect(await languageOf('teachers', teacher.id)).toBe('mi')
    await switchLanguage(await session(teacher), 'en', '/events')
    expect(await languageOf('teachers', teacher.id)).toBe('en')
  })

  it('refuses an unknown language and changes nothing', async () => {
    const roleModel = await createRoleModel(payload)
    const response = await switchLanguage(await session({ ...roleModel, collection: 'role-models' }), 'fr', '/')
    expect(response.status).toBe(400)
    expect(await languageOf('role-models', roleModel.id)).toBe('en')
  })

  it('stays on the site when the return address is forged', async () => {
    const visitor = await session()
    for (const forged of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/.//evil.example', 'javascript:alert(1)', ' /x']) {
      const response = await switchLanguage(visitor, 'mi', forged)
      expect(response.status).toBe(302)
      expect(response.headers.get('Location'), forged).toBe('/')
    }
    expect((await switchLanguage(visitor, 'mi', '/role-models?region=3#top')).headers.get('Location')).toBe('/role-models?region=3#top')
  })
})

describe('signing in', () => {
  it('brings back the stored language in a fresh browser (the language cookie is set from it)', async () => {
    const roleModel = await createRoleModel(payload, { language: 'mi' })
    const request = await post('http://localhost/account/log-in/role-model', await session(), { Email: roleModel.email, Password: 'Correct-Horse-9', returnTo: '/role-model' })
    const response = (await logIn.action({ request, params: {}, context: {} })) as Response
    expect(response.status).toBe(302)
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((cookie) => cookie.startsWith('lng=')), cookies.join('\n')).toBe(true)
    expect(await languageCookie.parse(cookies.find((cookie) => cookie.startsWith('lng=')) ?? null)).toBe('mi')
  })

  it('a teacher: the first sign-in stores the page language; later ones keep the stored one', async () => {
    const school = await createSchool(payload)
    const claimNames = { schoolClaim: 'moe_institution_number', roleClaim: 'roles', requiredRole: 'role-models-programme' }
    const claims = { sub: uniqueEmail('sub'), email: uniqueEmail('teacher'), given_name: 'Hine', family_name: 'Teacher', moe_institution_number: school.ministryNumber, roles: ['role-models-programme'] }
    const first = await signInTeacher({ payload, claims, claimNames, lang: 'mi' })
    expect(first).toMatchObject({ ok: true, language: 'mi' })
    const again = await signInTeacher({ payload, claims, claimNames, lang: 'en' })
    expect(again).toMatchObject({ ok: true, language: 'mi' })
  })
})

describe('emails in the recipient language', () => {
  it('a visitor: sign-up and password reset go in the page language, declared, with the English fallback marked', async () => {
    const email = uniqueEmail('visitor')
    expect(await signUpRoleModel(payload, { firstName: 'Mere', surname: 'Tester', email, password: 'Correct-Horse-9' }, 'mi')).toMatchObject({ ok: true })
    const [verify] = await mailTo(email)
    expect(contentLanguage(verify)).toBe('mi')
    expect(htmlLang(verify)).toBe('mi')
    // No te reo Māori copy for this email yet: the body is the English, marked so.
    expect(String(verify.html)).toMatch(/<body>\s*<div lang="en">/)
    const account = await payload.find({ collection: 'role-models', where: { email: { equals: email } }, overrideAccess: true })
    expect(account.docs[0].language).toBe('mi')

    const english = await createRoleModel(payload)
    await requestPasswordReset(payload, english.email, 'en')
    const [reset] = await mailTo(english.email)
    expect(contentLanguage(reset)).toBe('en')
    expect(htmlLang(reset)).toBe('en')
    expect(String(reset.html)).not.toContain('lang="en"><p')
    expect(String(reset.html)).not.toMatch(/<div lang=/)
  })

  it('a role model: vetting emails follow the stored language, with dates in it', async () => {
    const maori = await createApprovedRoleModel(payload, { language: 'mi', checkApprovedAt: '2026-10-27T00:00:00.000Z' })
    const doc = await payload.findByID({ collection: 'role-models', id: maori.id, overrideAccess: true })
    await sendVettingEmail(payload, 'approved', doc)
    const [approved] = await mailTo(maori.email)
    expect(contentLanguage(approved)).toBe('mi')
    expect(htmlLang(approved)).toBe('mi')
    expect(approved.text).toContain('27 Oketopa 2026')
    expect(approved.text).not.toContain('27 October 2026')

    const english = await createApprovedRoleModel(payload, { checkApprovedAt: '2026-10-27T00:00:00.000Z' })
    await sendVettingEmail(payload, 'approved', await payload.findByID({ collection: 'role-models', id: english.id, overrideAccess: true }))
    const [inEnglish] = await mailTo(english.email)
    expect(contentLanguage(inEnglish)).toBe('en')
    expect(inEnglish.text).toContain('27 October 2026')
  })

  it('the renewal reminder job writes each role model in their language; a deleted account gets nothing', async () => {
    const now = new Date('2029-08-01T00:00:00.000Z')
    const approvedAt = '2026-10-01T00:00:00.000Z'
    const maori = await createApprovedRoleModel(payload, { language: 'mi', checkApprovedAt: approvedAt })
    const gone = await createApprovedRoleModel(payload, { language: 'mi', checkApprovedAt: approvedAt })
    await payload.delete({ collection: 'role-models', id: gone.id, overrideAccess: true })
    await sendVettingReminders(payload, now)
    const [reminder] = await mailTo(maori.email)
    expect(contentLanguage(reminder)).toBe('mi')
    expect(reminder.text).toContain('Oketopa 2029')
    expect(await mailTo(gone.email)).toHaveLength(0)
  })
})

describe('a one-off alert after a redirect', () => {
  const flashed = async (response: Response) => {
    const cookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    return (await sessions.getSession(new Request('http://localhost/', { headers: { Cookie: cookie } }))).get('alert')
  }
  const inMaori = async () => ({ Cookie: `${await languageCookie.serialize('mi')}` })

  it('is marked English on a te reo Māori page when it falls back, and not on an English page', async () => {
    const maori = (await verifyRoute.loader({ request: new Request('http://localhost/account/verify?token=nope', { headers: await inMaori() }), params: {}, context: {} })) as Response
    expect(await flashed(maori)).toMatchObject({ messageType: 'danger', lang: 'en' })
    const english = (await verifyRoute.loader({ request: new Request('http://localhost/account/verify?token=nope'), params: {}, context: {} })) as Response
    const alert = await flashed(english)
    expect(alert?.message).toMatch(/\w/)
    expect(alert).not.toHaveProperty('lang')
  })

  it('marks the message and its detail each in its own language, counts included', async () => {
    const override = await payload.create({ collection: 'translations', data: { key: 'account:alerts.verified', en: 'Your email is verified', mi: 'Kua manatokona tō īmēra', status: 'draft' }, overrideAccess: true })
    try {
      const request = new Request('http://localhost/', { headers: await inMaori() })
      const alert = await keyedAlert(request, 'account', 'success', 'alerts.verified', 'alerts.verifiedDetail')
      expect(alert).toMatchObject({ message: 'Kua manatokona tō īmēra', detailLang: 'en' })
      expect(alert).not.toHaveProperty('lang')
      const counted = await keyedAlert(request, 'events', 'success', ['pages.roleModels.thin.switchedRemoved', { count: 2 }])
      expect(counted).toMatchObject({ lang: 'en', message: expect.stringContaining('2 chosen role models') })
    } finally {
      await payload.delete({ collection: 'translations', id: override.id, overrideAccess: true })
    }
  })
})
