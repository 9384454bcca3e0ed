import { handleEndpoints } from 'payload'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '../../app/domain/accounts/staff-sign-in.server'
import { getEnv } from '../../app/lib/env.server'
import { startTestPayload, uniqueEmail } from './support/payload'

// Staff sign in through Payload's REST API (/cms-api/staff/login), which the admin's login form posts to. Failures are
// limited per client address, and no address can lock an account for everyone (decision 0012, 2026-11-26).
let payload: Payload
const PASSWORD = 'Correct-Horse-Battery-9'
let PER_ACCOUNT: number
let addresses = 0
/** An address of the test's own (the limits of one test do not reach the next). */
const newAddress = () => `203.0.113.${++addresses}`

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  // Read once the test database is configured: the environment is read once and kept.
  PER_ACCOUNT = getEnv().RATE_LIMIT_AUTH_PER_ACCOUNT
})

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

  it('does not lock the account: its owner signs in from another address, and the failing address may still try other accounts', async () => {
    const staff = await newStaff()
    const colleague = await newStaff()
    const attacker = newAddress()
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) await signIn(attacker, staff.email, 'wrong-password')
    expect((await signIn(attacker, staff.email, PASSWORD)).status).toBe(429)

    expect((await signIn(newAddress(), staff.email, PASSWORD)).status).toBe(200)
    expect((await signIn(attacker, colleague.email, PASSWORD)).status).toBe(200)
    // Payload keeps no count or lock of failures on the account.
    const stored = (await payload.findByID({ collection: 'staff', id: staff.id, overrideAccess: true, showHiddenFields: true })) as unknown as Record<string, unknown>
    expect(stored.lockUntil ?? null).toBeNull()
    expect(stored.loginAttempts ?? null).toBeNull()
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
