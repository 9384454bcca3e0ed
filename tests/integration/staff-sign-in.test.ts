import { handleEndpoints } from 'payload'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../../app/domain/accounts/staff-sign-in.server'
import { LOCK_CAP_MS } from '../../app/domain/accounts/sign-in-lock.server'
import { getEnv } from '../../app/lib/env.server'
import { startTestPayload, uniqueEmail } from './support/payload'
import { parsedMailsTo } from './support/outbox'

// Staff sign in through Payload's REST API (/cms-api/staff/login), which the admin's login form posts to. Failures are
// limited per account from every address together, with a lock whose wait grows and an email to the staff member
// (decision 0080), and per client address.
let payload: Payload
let outbox: string
let WINDOW_MS: number
const PASSWORD = 'Correct-Horse-Battery-9'
let PER_ACCOUNT: number
let addresses = 0
/** An address of the test's own (the limits of one test do not reach the next). */
const newAddress = () => {
  addresses += 1
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
}

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
  // Read once the test database is configured: the environment is read once and kept.
  PER_ACCOUNT = getEnv().RATE_LIMIT_AUTH_PER_ACCOUNT
  WINDOW_MS = getEnv().RATE_LIMIT_WINDOW_MS
})

afterEach(() => {
  vi.useRealTimers()
})

/** The minutes a 'Too many attempts' answer asks to wait. */
const minutesOf = (message: string) => Number(/^Too many attempts\. Please wait (\d+) minutes and try again\.$/.exec(message)?.[1])

/** Moves the clock (Date only; it keeps running) `ms` on, as if that long had passed: the shared store's expiries are read against it. */
function later(ms: number) {
  const target = Date.now() + ms
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(target)
}

/** Fails the account's sign-in PER_ACCOUNT times, each from an address never used before. */
async function failFromEverywhere(email: string) {
  const answers = []
  for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) answers.push(await signIn(newAddress(), email, 'wrong-password'))
  return answers
}

async function newStaff() {
  const email = uniqueEmail('staff')
  const doc = await payload.create({ collection: 'staff', data: { email, password: PASSWORD, name: 'Staff' }, overrideAccess: true })
  return { id: doc.id, email }
}

/** A sign-in as the admin's form sends it (the form as `_payload`), or as JSON, from `address`. */
async function signIn(address: string, email: string, password: string, { asForm = false } = {}) {
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: address }
  let body: FormData | string
  if (asForm) {
    body = new FormData()
    body.set('_payload', JSON.stringify({ email, password }))
  } else {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify({ email, password })
  }
  const request = new Request(`${payload.config.serverURL}/cms-api/staff/login`, { method: 'POST', headers, body })
  const response = await handleEndpoints({ config: payload.config, request })
  const json = (await response.json()) as { token?: string; errors?: { message: string }[] }
  return { status: response.status, message: json.errors?.[0]?.message ?? '' }
}

describe('staff sign-in', () => {
  it('refuses an address with 429 once it has failed the limit on an account, even with the right password', async () => {
    const staff = await newStaff()
    const address = newAddress()
    // The admin's form and the JSON API count alike.
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await signIn(address, staff.email, 'wrong-password', { asForm: attempt % 2 === 0 })).status).toBe(401)
    }
    const refused = await signIn(address, staff.email, PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/)
    expect((await signIn(address, staff.email, PASSWORD, { asForm: true })).status).toBe(429)
  })

  it('limits the account from every address together: after 10 failures from as many addresses the 11th is refused with 429, the right password too', async () => {
    const staff = await newStaff()
    const colleague = await newStaff()
    const answers = await failFromEverywhere(staff.email)
    expect(answers.map((answer) => answer.status)).toEqual(Array(PER_ACCOUNT).fill(401))
    const refused = await signIn(newAddress(), staff.email, PASSWORD)
    expect(refused.status).toBe(429)
    expect(minutesOf(refused.message)).toBeGreaterThan(0)
    expect((await signIn(newAddress(), staff.email, PASSWORD, { asForm: true })).status).toBe(429)
    // Only that account: a colleague signs in from the same addresses' kind, and Payload keeps no lock of its own.
    expect((await signIn(newAddress(), colleague.email, PASSWORD)).status).toBe(200)
    const stored = (await payload.findByID({ collection: 'staff', id: staff.id, overrideAccess: true, showHiddenFields: true })) as unknown as Record<string, unknown>
    expect(stored.lockUntil ?? null).toBeNull()
    expect(stored.loginAttempts ?? null).toBeNull()
  })

  it('answers an unknown email exactly as a known one, failure after failure and once locked', async () => {
    const staff = await newStaff()
    const unknown = uniqueEmail('nobody')
    const known = [...(await failFromEverywhere(staff.email)), await signIn(newAddress(), staff.email, PASSWORD), await signIn(newAddress(), staff.email, PASSWORD)]
    const nobody = [...(await failFromEverywhere(unknown)), await signIn(newAddress(), unknown, PASSWORD), await signIn(newAddress(), unknown, PASSWORD)]
    expect(nobody).toEqual(known)
    expect(known.slice(-2).map((answer) => answer.status)).toEqual([429, 429])
    expect(known[0].message).toBe(known[PER_ACCOUNT - 1].message)
  })

  it('makes the wait longer with every attempt during the lock, doubling up to a day', async () => {
    const staff = await newStaff()
    await failFromEverywhere(staff.email)
    const waits: number[] = []
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const answer = await signIn(newAddress(), staff.email, attempt % 2 ? PASSWORD : 'wrong-password')
      expect(answer.status).toBe(429)
      waits.push(minutesOf(answer.message))
    }
    const base = WINDOW_MS / 60_000
    const cap = LOCK_CAP_MS / 60_000
    expect(waits).toEqual([base, base * 2, base * 4, base * 8, base * 16, base * 32, base * 64, base * 128, base * 256].map((wait) => Math.min(wait, cap)))
  })

  it('lets the right password in once the lock has ended, with a fresh count of failures', async () => {
    const staff = await newStaff()
    await failFromEverywhere(staff.email)
    const first = await signIn(newAddress(), staff.email, PASSWORD)
    expect(first.status).toBe(429)
    const second = await signIn(newAddress(), staff.email, PASSWORD)
    expect(minutesOf(second.message)).toBe(2 * minutesOf(first.message))
    // Just before the lock's end: still refused (which grows it again), so go past the end of that one.
    later(minutesOf(second.message) * 60_000 - 60_000)
    const third = await signIn(newAddress(), staff.email, PASSWORD)
    expect(third.status).toBe(429)
    later(minutesOf(third.message) * 60_000 + 1_000)
    expect((await signIn(newAddress(), staff.email, PASSWORD)).status).toBe(200)
    // The count starts again: nine failures are allowed and the tenth still answers 401.
    const again = await failFromEverywhere(staff.email)
    expect(again.map((answer) => answer.status)).toEqual(Array(PER_ACCOUNT).fill(401))
    expect((await signIn(newAddress(), staff.email, PASSWORD)).status).toBe(429)
  })

  it('emails the staff member once when the lock starts, not for the attempts during it; nobody for an unknown email', async () => {
    const staff = await newStaff()
    await failFromEverywhere(staff.email)
    expect(await parsedMailsTo(outbox, staff.email)).toHaveLength(0)
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await signIn(newAddress(), staff.email, PASSWORD)).status).toBe(429)
    const mails = await parsedMailsTo(outbox, staff.email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('Signing in to your staff account is paused')
    expect(mail.text).toContain(`There were ${PER_ACCOUNT} failed attempts to sign in to the admin with your email address (${staff.email})`)
    expect(mail.text).toContain(`paused for ${WINDOW_MS / 60_000} minutes`)
    expect(mail.text).toMatch(/https?:\/\/\S+\/admin\/forgot/)
    // Nothing in it that could sign anyone in.
    expect(mail.text).not.toMatch(/token|password=/i)

    const unknown = uniqueEmail('nobody')
    await failFromEverywhere(unknown)
    expect((await signIn(newAddress(), unknown, PASSWORD)).status).toBe(429)
    expect(await parsedMailsTo(outbox, unknown)).toHaveLength(0)
  })

  it('ends the lock when the staff member resets their password (the emailed link proves the account)', async () => {
    const staff = await newStaff()
    await failFromEverywhere(staff.email)
    expect((await signIn(newAddress(), staff.email, PASSWORD)).status).toBe(429)
    const token = await payload.forgotPassword({ collection: 'staff', data: { email: staff.email }, disableEmail: true })
    const request = new Request(`${payload.config.serverURL}/cms-api/staff/reset-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: newAddress() },
      body: JSON.stringify({ token, password: 'Brand-New-Staff-Pass-7' }),
    })
    expect((await handleEndpoints({ config: payload.config, request })).status).toBe(200)
    expect((await signIn(newAddress(), staff.email, 'Brand-New-Staff-Pass-7')).status).toBe(200)
  })

  it('ends the lock when a colleague sets a new password in the admin', async () => {
    const staff = await newStaff()
    const colleague = await newStaff()
    await failFromEverywhere(staff.email)
    expect((await signIn(newAddress(), staff.email, PASSWORD)).status).toBe(429)
    // A name change alone leaves the lock.
    await payload.update({ collection: 'staff', id: staff.id, data: { name: 'Renamed' }, overrideAccess: false, user: { ...colleague, collection: 'staff' } })
    expect((await signIn(newAddress(), staff.email, PASSWORD)).status).toBe(429)
    await payload.update({ collection: 'staff', id: staff.id, data: { password: 'Set-By-A-Colleague-4' }, overrideAccess: false, user: { ...colleague, collection: 'staff' } })
    expect((await signIn(newAddress(), staff.email, 'Set-By-A-Colleague-4')).status).toBe(200)
  })

  it('still lets a failing address try other accounts', async () => {
    const staff = await newStaff()
    const colleague = await newStaff()
    const attacker = newAddress()
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) await signIn(attacker, staff.email, 'wrong-password')
    expect((await signIn(attacker, staff.email, PASSWORD)).status).toBe(429)
    expect((await signIn(attacker, colleague.email, PASSWORD)).status).toBe(200)
  })

  it('refuses an address that fails on many accounts (unknown emails included)', async () => {
    const staff = await newStaff()
    const address = newAddress()
    let allowed = 0
    for (let attempt = 0; attempt < PER_ACCOUNT * 10; attempt += 1) {
      const { status } = await signIn(address, uniqueEmail('nobody'), 'wrong-password')
      if (status === 429) break
      expect(status).toBe(401)
      allowed += 1
    }
    // More than one account's worth, far fewer than the attempts made.
    expect(allowed).toBeGreaterThan(PER_ACCOUNT)
    expect(allowed).toBeLessThan(PER_ACCOUNT * 10)
    expect((await signIn(address, staff.email, PASSWORD)).status).toBe(429)
    expect((await signIn(newAddress(), staff.email, PASSWORD)).status).toBe(200)
  })

  it('counts each attempt before the password is checked, so parallel guesses cannot all pass the limit', async () => {
    const staff = await newStaff()
    const address = newAddress()
    const answers = await Promise.all(Array.from({ length: PER_ACCOUNT * 2 }, () => signIn(address, staff.email, 'wrong-password')))
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(PER_ACCOUNT)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(PER_ACCOUNT)
  })

  it('does not count sign-ins that succeed', async () => {
    const staff = await newStaff()
    const address = newAddress()
    for (let attempt = 0; attempt < PER_ACCOUNT + 1; attempt += 1) expect((await signIn(address, staff.email, PASSWORD)).status).toBe(200)
    expect((await signIn(address, staff.email, 'wrong-password')).status).toBe(401)
  })

  it('leaves the Local API (the product and its jobs) unlimited', async () => {
    const staff = await newStaff()
    for (let attempt = 0; attempt < PER_ACCOUNT + 1; attempt += 1) {
      await expect(payload.login({ collection: 'staff', data: { email: staff.email, password: 'wrong-password' } })).rejects.toThrow()
    }
    expect((await payload.login({ collection: 'staff', data: { email: staff.email, password: PASSWORD } })).user?.id).toBe(staff.id)
  })
})
