// The test processes' password hashing: the same code, a lower cost. Payload 3.90 hashes a password with
// pbkdf2-sha256 at 600,000 iterations (auth/strategies/local/generatePasswordSaltHash.js), and the sign-in answers an
// unknown email after the same work (app/domain/accounts/dummy-password.server.ts): a third of a second of CPU on the
// two-core CI machine for every account a test makes and every sign-in it tries, which was most of some test files.
// Loaded first in the vitest test processes (vitest.config.ts setupFiles) and in the end-to-end server
// (tests/support/test-server.mjs), this runs those hashes at TEST_ITERATIONS instead: hashing and checking both pass
// through here, so every password still hashes, is stored and is checked for real. Production never loads this file
// (nothing outside tests/ imports it), and tests/integration/password-hash-cost.test.ts holds the cost production asks for.
import crypto from 'node:crypto'

export const PRODUCTION_ITERATIONS = 600_000
export const TEST_ITERATIONS = 1_000

/** What the code under test asked for, for the test that holds production's cost: [iterations, key length] pairs. */
// Kept on globalThis: the setup file's copy of this module and a test file's import may be two instances.
export const requestedCosts = (globalThis.__passwordHashCosts ??= [])

/**
 * Runs `run` with passwords hashed at production's cost, for a test about the time hashing takes (the sign-in's
 * answer to an unknown email takes as long as to a wrong password). Accounts made or checked meanwhile still check
 * afterwards only at the cost they were hashed at: make them inside, or use them only inside.
 */
export async function atProductionCost(run) {
  globalThis.__passwordHashAtProductionCost = true
  try {
    return await run()
  } finally {
    globalThis.__passwordHashAtProductionCost = false
  }
}

const realPbkdf2 = crypto.pbkdf2
if (!realPbkdf2.testCost) {
  const pbkdf2 = function pbkdf2(password, salt, iterations, keyLength, digest, callback) {
    requestedCosts.push([iterations, keyLength])
    if (requestedCosts.length > 100) requestedCosts.shift()
    const lowered = iterations === PRODUCTION_ITERATIONS && !globalThis.__passwordHashAtProductionCost
    return realPbkdf2.call(crypto, password, salt, lowered ? TEST_ITERATIONS : iterations, keyLength, digest, callback)
  }
  pbkdf2.testCost = true
  crypto.pbkdf2 = pbkdf2
}
