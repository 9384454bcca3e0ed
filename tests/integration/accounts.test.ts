import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestPayload, uniqueEmail } from './support/payload'
import { createApprovedRoleModel, createRoleModel, createSchool } from './support/fixtures'
import { logInRoleModel } from '../../app/domain/accounts/login.server'
import { resendVerification, signUpRoleModel, VERIFY_PURPOSE, verifyEmailLink } from '../../app/domain/accounts/sign-up.server'
import { signToken } from '../../app/domain/accounts/tokens.server'
import { changePassword, requestPasswordReset, resetPassword, resetTokenUsable } from '../../app/domain/accounts/passwords.server'
import { confirmEmailChange, requestEmailChange } from '../../app/domain/accounts/email-change.server'
import { scheduleDeletion } from '../../app/domain/accounts/deletion.server'
import { purgeDeletedAccounts } from '../../app/domain/accounts/purge.server'
import { emailsTried } from '../../app/domain/notifications/email.server'

let payload: Payload
const PASSWORD = 'Correct-Horse-9'

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

const DAY = 24 * 60 * 60 * 1000

/** The links of every email sent while `run` runs. */
async function linksSentDuring(run: () => Promise<unknown>) {
  const spy = vi.spyOn(payload, 'sendEmail')
  try {
    await run()
    // Emails go out through the job queue, after the call (app/domain/notifications/email.server.ts).
    await emailsTried()
    return spy.mock.calls.flatMap(([message]) => String((message as { text: string }).text).match(/https?:\/\/\S+/g) ?? [])
  } finally {
    spy.mockRestore()
  }
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

describe('sign-up and verification', () => {
  it('creates an unverified account that cannot log in until verified; links expire after 24 hours', async () => {
    const email = uniqueEmail('signup')
    const links = await linksSentDuring(() => signUpRoleModel(payload, { firstName: 'Mere', surname: 'Tester', email: email.toUpperCase(), password: PASSWORD }))
    expect(links).toHaveLength(1)
    expect(links[0]).toContain('/account/verify?token=')
    expect(await logInRoleModel(payload, { email, password: PASSWORD })).toMatchObject({ ok: false, message: 'account:errors.verifyFirst' })

    const later = Date.now() + DAY + 60_000
    expect(await verifyEmailLink(payload, tokenOf(links[0]), later)).toBe('expired')
    expect(await verifyEmailLink(payload, 'forged.token', Date.now())).toBe('invalid')
    expect(await verifyEmailLink(payload, tokenOf(links[0]))).toBe('verified')
    expect(await verifyEmailLink(payload, tokenOf(links[0]))).toBe('already-verified')
    expect(await logInRoleModel(payload, { email, password: PASSWORD })).toMatchObject({ ok: true })
    expect(await resendVerification(payload, email)).toEqual({ ok: true, alreadyVerified: true })
  })

  it('refuses an address already registered, whatever its case', async () => {
    const existing = await createRoleModel(payload)
    const result = await signUpRoleModel(payload, { firstName: 'A', surname: 'B', email: existing.email.toUpperCase(), password: PASSWORD })
    expect(result).toEqual({ ok: false, field: 'Email', message: `account:errors.emailExists|{"value":"${existing.email}"}` })
  })

  it('a link for an address the account no longer has does not verify it', async () => {
    const account = await createRoleModel(payload, { _verified: false })
    const token = signToken(VERIFY_PURPOSE, account.id, 'old.address@test.example.nz', DAY)
    expect(await verifyEmailLink(payload, token)).toBe('invalid')
  })
})

describe("Payload's own auth emails", () => {
  it('link to the product pages (an account created by staff; Payload forgot password)', async () => {
    // The product's own emails replace Payload's (decision 0048): they go through payload.sendEmail.
    const spy = vi.spyOn(payload, 'sendEmail')
    const email = uniqueEmail('staffmade')
    const created = await payload.create({ collection: 'role-models', data: { email, password: PASSWORD, checkStatus: 'not-received' }, overrideAccess: true })
    await vi.waitFor(() => expect(spy).toHaveBeenCalled())
    const html = String((spy.mock.calls[0][0] as { html: string }).html)
    const link = html.match(/https?:\/\/[^"<\s]+\/account\/verify\?token=[^"<\s]+/)![0].replace(/&amp;/g, '&')
    expect(await verifyEmailLink(payload, decodeURIComponent(tokenOf(link)))).toBe('verified')
    spy.mockClear()
    await payload.forgotPassword({ collection: 'role-models', data: { email: created.email } })
    await emailsTried()
    const resetHtml = String((spy.mock.calls[0][0] as { html: string }).html)
    expect(resetHtml).toContain('/account/log-in/reset-password?token=')
    spy.mockRestore()
  })
})

describe('login lockout and rate limit', () => {
  it('locks the account after 5 wrong passwords, even for the right password, answering like a wrong password', async () => {
    const account = await createRoleModel(payload)
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await logInRoleModel(payload, { email: account.email, password: 'Wrong-password-1' })).toEqual({ ok: false, message: 'account:errors.invalidCredentials' })
    }
    expect(await logInRoleModel(payload, { email: account.email, password: PASSWORD })).toEqual({ ok: false, message: 'account:errors.invalidCredentials' })
    const locked = await payload.findByID({ collection: 'role-models', id: account.id, overrideAccess: true, showHiddenFields: true })
    expect(new Date(locked.lockUntil!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000)
  })

  it('a reset password unlocks a locked account', async () => {
    const account = await createRoleModel(payload)
    for (let attempt = 1; attempt <= 5; attempt++) await logInRoleModel(payload, { email: account.email, password: 'Wrong-password-1' })
    const links = await linksSentDuring(() => requestPasswordReset(payload, account.email))
    expect(await resetPassword(payload, { token: tokenOf(links[0]), password: 'Brand-New-Pass-1' })).toEqual({ ok: true })
    expect(await logInRoleModel(payload, { email: account.email, password: 'Brand-New-Pass-1' })).toMatchObject({ ok: true })
  })

  it('limits attempts per account (RATE_LIMIT_AUTH_PER_ACCOUNT, 10 by default)', async () => {
    const email = uniqueEmail('ratelimited')
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await logInRoleModel(payload, { email, password: 'x' })).toMatchObject({ message: 'account:errors.invalidCredentials' })
    }
    expect(await logInRoleModel(payload, { email, password: 'x' })).toMatchObject({ message: expect.stringMatching(/^common:errors\.tooManyRequests\|\{"minutes":\d+\}$/) })
  })

  it('counts failures only: signing in and out again and again never locks anyone out', async () => {
    const account = await createRoleModel(payload)
    for (let attempt = 1; attempt <= 16; attempt++) {
      expect(await logInRoleModel(payload, { email: account.email, password: PASSWORD })).toMatchObject({ ok: true })
    }
  })
})

describe('forgot and reset password', () => {
  it('answers the same for unknown addresses and sends nothing', async () => {
    const links = await linksSentDuring(async () => expect(await requestPasswordReset(payload, uniqueEmail('nobody'))).toEqual({ ok: true }))
    expect(links).toEqual([])
  })

  it('the link works once and expires', async () => {
    const account = await createRoleModel(payload)
    const links = await linksSentDuring(() => requestPasswordReset(payload, account.email))
    const token = tokenOf(links[0])
    expect(await resetTokenUsable(payload, token)).toBe(true)
    expect(await resetPassword(payload, { token, password: 'Brand-New-Pass-1' })).toEqual({ ok: true })
    expect(await resetTokenUsable(payload, token)).toBe(false)
    expect(await resetPassword(payload, { token, password: 'Brand-New-Pass-2' })).toMatchObject({ ok: false, message: 'account:errors.resetExpired' })

    const second = tokenOf((await linksSentDuring(() => requestPasswordReset(payload, account.email)))[0])
    await payload.db.updateOne({ collection: 'role-models', where: { id: { equals: account.id } }, data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() } })
    expect(await resetTokenUsable(payload, second)).toBe(false)
    expect(await resetPassword(payload, { token: second, password: 'Brand-New-Pass-3' })).toMatchObject({ message: 'account:errors.resetExpired' })
  })
})

describe('change password', () => {
  it('changes a signed-in role model\'s own password after checking the current one, and ends their other sessions', async () => {
    const account = await createRoleModel(payload)
    const user = { ...account, collection: 'role-models' as const }
    const before = account.sessionVersion ?? 0
    expect(await changePassword(payload, { user, currentPassword: 'Wrong-Horse-9', newPassword: 'Brand-New-Pass-4' })).toMatchObject({ ok: false, field: 'CurrentPassword' })
    const changed = await changePassword(payload, { user, currentPassword: PASSWORD, newPassword: 'Brand-New-Pass-4' })
    expect(changed).toEqual({ ok: true, sessionVersion: before + 1 })
    expect(await logInRoleModel(payload, { email: account.email, password: 'Brand-New-Pass-4' })).toMatchObject({ ok: true })
    expect(await logInRoleModel(payload, { email: account.email, password: PASSWORD })).toMatchObject({ ok: false, message: 'account:errors.invalidCredentials' })
    // The password policy still holds: the collection refuses a weak one, and nothing changes.
    await expect(changePassword(payload, { user, currentPassword: 'Brand-New-Pass-4', newPassword: 'short' })).rejects.toThrow()
    expect(await logInRoleModel(payload, { email: account.email, password: 'Brand-New-Pass-4' })).toMatchObject({ ok: true })
  })
})

describe('email change', () => {
  it('blocks sign-in for 24 hours or until the link is used, then the new address signs in', async () => {
    const account = await createRoleModel(payload)
    const newEmail = uniqueEmail('changed')
    expect(await requestEmailChange(payload, { userId: account.id, newEmail, password: 'wrong' })).toMatchObject({ ok: false, field: 'Password', message: 'account:errors.currentPasswordIncorrect' })
    const links = await linksSentDuring(async () => expect(await requestEmailChange(payload, { userId: account.id, newEmail, password: PASSWORD })).toEqual({ ok: true, email: newEmail }))
    expect(await logInRoleModel(payload, { email: account.email, password: PASSWORD })).toMatchObject({ ok: false, message: expect.stringMatching(/^account:errors\.emailChangePending/) })
    // Another account cannot take the pending address meanwhile.
    expect(await signUpRoleModel(payload, { firstName: 'A', surname: 'B', email: newEmail, password: PASSWORD })).toMatchObject({ ok: false, field: 'Email' })

    expect(await confirmEmailChange(payload, tokenOf(links[0]))).toEqual({ status: 'confirmed', email: newEmail })
    expect(await confirmEmailChange(payload, tokenOf(links[0]))).toEqual({ status: 'expired' })
    expect(await logInRoleModel(payload, { email: newEmail, password: PASSWORD })).toMatchObject({ ok: true })
    expect(await logInRoleModel(payload, { email: account.email, password: PASSWORD })).toMatchObject({ message: 'account:errors.invalidCredentials' })
  })

  it('after 24 hours the old address signs in again and the link has expired', async () => {
    const account = await createRoleModel(payload)
    const newEmail = uniqueEmail('late')
    const links = await linksSentDuring(() => requestEmailChange(payload, { userId: account.id, newEmail, password: PASSWORD }))
    const tomorrow = Date.now() + 24 * 60 * 60 * 1000 + 1000
    expect(await logInRoleModel(payload, { email: account.email, password: PASSWORD }, tomorrow)).toMatchObject({ ok: true })
    expect(await confirmEmailChange(payload, tokenOf(links[0]), tomorrow)).toEqual({ status: 'expired' })
    const after = await payload.findByID({ collection: 'role-models', id: account.id, overrideAccess: true })
    expect(after.email).toBe(account.email)
    expect((after as { pendingEmail?: string | null }).pendingEmail ?? null).toBeNull()
  })

  it('a link whose address another account took meanwhile clears the change and keeps the old address', async () => {
    const account = await createRoleModel(payload)
    const newEmail = uniqueEmail('taken')
    const links = await linksSentDuring(() => requestEmailChange(payload, { userId: account.id, newEmail, password: PASSWORD }))
    const other = await createRoleModel(payload)
    // Staff gave another account the address in the admin meanwhile.
    await payload.db.updateOne({ collection: 'role-models', where: { id: { equals: other.id } }, data: { email: newEmail } })
    expect(await confirmEmailChange(payload, tokenOf(links[0]))).toEqual({ status: 'in-use' })
    const after = await payload.db.findOne<{ id: number; email: string; pendingEmail?: string | null; emailChangeBlockedUntil?: string | null }>({
      collection: 'role-models', where: { id: { equals: account.id } }, select: { email: true, pendingEmail: true, emailChangeBlockedUntil: true },
    })
    expect(after).toMatchObject({ email: account.email, pendingEmail: null, emailChangeBlockedUntil: null })
    expect(await logInRoleModel(payload, { email: account.email, password: PASSWORD })).toMatchObject({ ok: true })
  })

  it('refuses an address in use', async () => {
    const account = await createRoleModel(payload)
    const other = await createRoleModel(payload)
    expect(await requestEmailChange(payload, { userId: account.id, newEmail: other.email, password: PASSWORD })).toMatchObject({ ok: false, field: 'Email', message: 'account:errors.emailInUse' })
  })
})

describe('account deletion', () => {
  it('scheduled by the role model themself, releases their places on events to come', async () => {
    const account = { ...(await createApprovedRoleModel(payload)), collection: 'role-models' as const }
    const school = await createSchool(payload)
    const date = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10)
    const event = await payload.create({ collection: 'events', data: { type: 'online', status: 'active', school: school.id, date: `${date}T00:00:00.000Z`, startTime: '10:00', endTime: '11:00' } as never, overrideAccess: true, context: { skipEmail: true } })
    const row = await payload.create({ collection: 'event-role-models', data: { event: event.id, roleModel: account.id, status: 2 } as never, overrideAccess: true, context: { skipEmail: true } })
    expect(await scheduleDeletion(payload, account, { reason: 'Moving overseas', email: account.email, password: PASSWORD })).toMatchObject({ ok: true })
    const released = await payload.findByID({ collection: 'event-role-models', id: row.id, overrideAccess: true, depth: 0 })
    expect(released).toMatchObject({ status: 4, releasedAt: expect.any(String) })
  })

  it('validates, schedules deletion after 30 days (NZ dates), signs in only to the deletion page, and the purge frees the address', async () => {
    const account = { ...(await createRoleModel(payload)), collection: 'role-models' as const }
    // Outside the deletion (its context flag), the date and reason are not the role model's to write.
    await payload.update({ collection: 'role-models', id: account.id, data: { deleteAt: '2024-01-01T00:00:00.000Z', deleteReason: 'x' }, user: account, overrideAccess: false })
    expect(await payload.findByID({ collection: 'role-models', id: account.id, overrideAccess: true })).toMatchObject({ deleteAt: null, deleteReason: null })
    // With it, only their own: another role model cannot schedule theirs.
    const other = { ...(await createRoleModel(payload)), collection: 'role-models' as const }
    await expect(payload.update({ collection: 'role-models', id: account.id, data: { deleteAt: '2024-01-01T00:00:00.000Z' }, user: other, overrideAccess: false, context: { scheduleDeletion: true } })).rejects.toThrow()
    expect(await scheduleDeletion(payload, null, { reason: 'Bye', email: account.email, password: PASSWORD })).toEqual({ ok: false, errors: [{ message: 'account:errors.mustBeLoggedIn' }] })
    expect(await scheduleDeletion(payload, account, { reason: 'Bye', email: 'someone.else@test.example.nz', password: PASSWORD })).toEqual({ ok: false, errors: [{ fieldName: 'email', message: 'account:errors.userNotFound' }] })
    expect(await scheduleDeletion(payload, account, { reason: 'Bye', email: account.email, password: 'nope' })).toEqual({ ok: false, errors: [{ fieldName: 'password', message: 'account:errors.currentPasswordIncorrect' }] })

    const now = new Date('2024-02-04T08:00:00Z')
    const result = await scheduleDeletion(payload, account, { reason: 'Moving overseas', email: account.email, password: PASSWORD }, now)
    expect(result).toEqual({ ok: true, deleteDate: '2024-03-05' })
    const scheduled = await payload.findByID({ collection: 'role-models', id: account.id, overrideAccess: true })
    expect(scheduled.deleteAt).toBe('2024-03-04T11:00:00.000Z')
    expect(scheduled.deleteReason).toBe('Moving overseas')

    expect(await logInRoleModel(payload, { email: account.email, password: PASSWORD })).toMatchObject({ ok: false, deleteDate: '2024-03-05' })
    expect(await signUpRoleModel(payload, { firstName: 'A', surname: 'B', email: account.email, password: PASSWORD })).toMatchObject({ ok: false, field: 'Email' })

    await purgeDeletedAccounts(payload, new Date('2024-03-05T00:00:00Z'))
    expect(await payload.findByID({ collection: 'role-models', id: account.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect(await signUpRoleModel(payload, { firstName: 'A', surname: 'B', email: account.email, password: PASSWORD })).toEqual({ ok: true, email: account.email })
  })
})
