import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkDummyPassword } from '../../app/domain/accounts/dummy-password.server'
import { atProductionCost, PRODUCTION_ITERATIONS, requestedCosts, TEST_ITERATIONS } from '../support/password-hash-cost.mjs'
import { startTestPayload, uniqueEmail } from './support/payload'

// The test processes hash passwords at a lower cost (tests/support/password-hash-cost.mjs); production asks for the
// cost this file holds, and the shim only lowers exactly that cost.
let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

describe("passwords' hash cost", () => {
  it('Payload hashes and checks a password with pbkdf2-sha256 at 600,000 iterations and a 32-byte key', async () => {
    expect(PRODUCTION_ITERATIONS).toBe(600_000)
    expect(TEST_ITERATIONS).toBeLessThan(PRODUCTION_ITERATIONS)
    const email = uniqueEmail('cost')
    requestedCosts.length = 0
    await payload.create({ collection: 'role-models', data: { email, password: 'Correct-Horse-9', _verified: true } as never, overrideAccess: true })
    expect(requestedCosts).toEqual([[600_000, 32]])
    requestedCosts.length = 0
    const { user } = await payload.login({ collection: 'role-models', data: { email, password: 'Correct-Horse-9' } })
    expect(user?.email).toBe(email)
    expect(requestedCosts).toEqual([[600_000, 32]])
    // Stored as Payload's current kind of hash, which it checks at that cost.
    const stored = await payload.db.findOne<{ id: number | string; hash: string }>({ collection: 'role-models', where: { email: { equals: email } } })
    expect(stored?.hash).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/)
  })

  it('an unknown email costs the sign-in what a real password costs', async () => {
    requestedCosts.length = 0
    await checkDummyPassword('anything')
    expect(requestedCosts).toEqual([[600_000, 32]])
  })

  it('lowers only that cost, and not inside atProductionCost: any other pbkdf2 runs as asked', async () => {
    const pbkdf2 = (iterations: number) => new Promise<Buffer>((resolve, reject) => crypto.pbkdf2('p', 's', iterations, 32, 'sha256', (error, key) => (error ? reject(error) : resolve(key))))
    expect(await pbkdf2(25_000)).toEqual(crypto.pbkdf2Sync('p', 's', 25_000, 32, 'sha256'))
    const production = crypto.pbkdf2Sync('p', 's', PRODUCTION_ITERATIONS, 32, 'sha256')
    expect(await pbkdf2(PRODUCTION_ITERATIONS)).not.toEqual(production)
    expect(await atProductionCost(() => pbkdf2(PRODUCTION_ITERATIONS))).toEqual(production)
    expect(await pbkdf2(PRODUCTION_ITERATIONS)).not.toEqual(production)
  })
})
