import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestPayload, uniqueEmail } from './support/payload'
import { parsedMailsTo } from './support/outbox'
import { createRoleModel } from './support/fixtures'
import * as logInPage from '../../app/routes/account.log-in.role-model'
import * as legacyLogIn from '../../app/legacy/log-in'
import * as sessions from '../../app/utils/session.server'
import { requestPasswordReset, resetPassword } from '../../app/domain/accounts/passwords.server'
import { getEnv } from '../../app/lib/env.server'

/**
 * Role models' failed sign-ins are limited per email from every address (decision 0080): the sign-in page and the
 * spec's legacy JSON login (`/Security/LoginForm`) count together; past RATE_LIMIT_AUTH_PER_ACCOUNT failures in the
 * window every attempt, the right password too, is refused with 'Too many attempts' for a wait that grows.
 */
let payload: Payload
let outbox: string
let PER_ACCOUNT: number
let WINDOW_MINUTES: number
const PASSWORD = 'Correct-Horse-9'
const WRONG = 'Wrong-password-1'

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  PER_ACCOUNT = getEnv().RATE_LIMIT_AUTH_PER_ACCOUNT
  WINDOW_MINUTES = getEnv().RATE_LIMIT_WINDOW_MS / 60_000
}, 120_000)

afterEach(() => {
  vi.useRealTimers()
})

const SECURITY_ID = 'token-sign-in-lock'

/** A visitor's session cookie with a known SecurityID: every attempt comes from a fresh browser. */
async function visitor() {
  const session = await sessions.getSession(new Request('http://localhost/'))
  session.set('securityId', SECURITY_ID)
  return (await sessions.commitSession(session)).split(';')[0]
}

async function post(path: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ ...fields, SecurityID: SECURITY_ID })
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { Cookie: await visitor(), 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: body.toString(),
  })
}

type Answer = { via: 'legacy' | 'page'; status: number; signedIn: boolean; message: string }

/** The spec's JSON login: { success, message } (expected failures answer 200, as the spec's client reads them). */
async function viaLegacy(email: string, password: string): Promise<Answer> {
  const response = (await legacyLogIn.action({ request: await post('/Security/LoginForm', { Email: email, Password: password, Remember: '0', AuthenticationMethod: 'MemberAuthenticator' }), params: {}, context: {} })) as Response
  const body = (await response.json()) as { success: boolean; message?: string }
  return { via: 'legacy', status: response.status, signedIn: body.success, message: body.message ?? '' }
}

/** The sign-in page's form: a redirect when signed in, otherwise the form's error (an i18n key with its values). */
async function viaPage(email: string, password: string): Promise<Answer> {
  const response = (await logInPage.action({ request: await post('/account/log-in/role-model', { Email: email, Password: password, returnTo: '/role-model' }), params: {}, context: {} })) as Response
  if (response.status === 302) return { via: 'page', status: 302, signedIn: true, message: '' }
  const body = (await response.json()) as { result: { error?: Record<string, string[]> } }
  return { via: 'page', status: response.status, signedIn: false, message: body.result.error?.['']?.[0] ?? '' }
}

const INVALID = 'The email address or password you entered is incorrect. Please try again.'
/** The minutes a legacy answer's 'Too many attempts' asks to wait. */
const minutesOf = (message: string) => Number(/^Too many attempts\. Please wait (\d+) minutes and try again\.$/.exec(message)?.[1])

/** PER_ACCOUNT wrong passwords, alternating between the page and the legacy login. */
async function failThroughBoth(email: string) {
  const answers: Answer[] = []
  for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) answers.push(await (attempt % 2 ? viaPage : viaLegacy)(email, WRONG))
  return answers
}

/** Moves the clock (Date only; it keeps running) `ms` on: the shared store's expiries and Payload's lock read it. */
function later(ms: number) {
  const target = Date.now() + ms
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(target)
}

describe('role-model sign-in, limited per account', () => {
  it('counts the page and the legacy JSON login together: after 10 failures the 11th is refused, the right password too (the page with 429)', async () => {
    const account = await createRoleModel(payload)
    const failures = await failThroughBoth(account.email)
    expect(failures.filter((answer) => answer.via === 'legacy').map((answer) => [answer.status, answer.message])).toEqual(Array(PER_ACCOUNT / 2).fill([200, INVALID]))
    expect(failures.filter((answer) => answer.via === 'page').map((answer) => [answer.status, answer.message])).toEqual(Array(PER_ACCOUNT / 2).fill([400, 'account:errors.invalidCredentials']))

    const legacy = await viaLegacy(account.email, PASSWORD)
    expect(legacy).toMatchObject({ status: 200, signedIn: false })
    expect(minutesOf(legacy.message)).toBe(WINDOW_MINUTES)
    const page = await viaPage(account.email, PASSWORD)
    expect(page.status).toBe(429)
    expect(page.message).toBe(`common:errors.tooManyRequests|{"minutes":${2 * WINDOW_MINUTES}}`)
  })

  it('answers an unknown email exactly as a known one, failure after failure and once locked', async () => {
    const account = await createRoleModel(payload)
    const unknown = uniqueEmail('nobody')
    const sequence = async (email: string) => [...(await failThroughBoth(email)), await viaLegacy(email, PASSWORD), await viaPage(email, PASSWORD), await viaLegacy(email, PASSWORD)]
    const known = await sequence(account.email)
    const nobody = await sequence(unknown)
    expect(nobody).toEqual(known)
    expect(known.slice(-3).map((answer) => answer.status)).toEqual([200, 429, 200])
  })

  it('makes the wait longer with every attempt during the lock', async () => {
    const account = await createRoleModel(payload)
    await failThroughBoth(account.email)
    const waits: number[] = []
    for (let attempt = 0; attempt < 4; attempt += 1) waits.push(minutesOf((await viaLegacy(account.email, attempt % 2 ? PASSWORD : WRONG)).message))
    expect(waits).toEqual([1, 2, 4, 8].map((times) => times * WINDOW_MINUTES))
  })

  it('lets the right password in once the lock has ended', async () => {
    const account = await createRoleModel(payload)
    await failThroughBoth(account.email)
    const refused = await viaLegacy(account.email, PASSWORD)
    expect(minutesOf(refused.message)).toBe(WINDOW_MINUTES)
    later(WINDOW_MINUTES * 60_000 + 1_000)
    expect(await viaLegacy(account.email, PASSWORD)).toMatchObject({ status: 200, signedIn: true })
    expect(await viaPage(account.email, PASSWORD)).toMatchObject({ status: 302, signedIn: true })
  })

  it('ends the lock when the role model resets their password; no email tells anyone of the lock', async () => {
    const account = await createRoleModel(payload)
    await failThroughBoth(account.email)
    expect(minutesOf((await viaLegacy(account.email, PASSWORD)).message)).toBe(WINDOW_MINUTES)
    await requestPasswordReset(payload, account.email)
    const mails = await parsedMailsTo(outbox, account.email)
    // The reset link is the only email: role models are not told of the lock (decision 0080).
    expect(mails).toHaveLength(1)
    const token = new URL(/https?:\/\/\S+/.exec(mails[0].text ?? '')![0]).searchParams.get('token')!
    expect(await resetPassword(payload, { token, password: 'Brand-New-Pass-1' })).toEqual({ ok: true })
    expect(await viaLegacy(account.email, 'Brand-New-Pass-1')).toMatchObject({ status: 200, signedIn: true })
  })

  it('does not count sign-ins that succeed (a shared classroom laptop signing in and out)', async () => {
    const account = await createRoleModel(payload)
    for (let attempt = 0; attempt < PER_ACCOUNT + 2; attempt += 1) expect((await (attempt % 2 ? viaPage : viaLegacy)(account.email, PASSWORD)).signedIn).toBe(true)
    expect(await viaLegacy(account.email, WRONG)).toMatchObject({ status: 200, message: INVALID })
  })
})
