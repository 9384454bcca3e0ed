import type { Payload } from 'payload'
import { createLimiter } from '~/lib/rate-limit.server'
import type { Limiter } from '~/lib/rate-limit.server'
import { getEnv } from '~/lib/env.server'
import { normaliseEmail } from './rules'

/**
 * The client's address on a request to Payload (the admin and /cms-api). Next, which serves Payload, cannot see the
 * address Express trusts (TRUST_PROXY), and X-Forwarded-For is whatever the client sent; so server/index.ts puts the
 * address in this header on every admin and /cms-api request, replacing any value the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * How many times more failures one address may make on all staff accounts together than on one of them: room for a
 * few colleagues behind one office address who mistype, not for trying the password on every staff account.
 */
const ACCOUNTS_PER_ADDRESS = 3

const limiters = new WeakMap<Payload, { address: Limiter; account: Limiter }>()

/** Counted in the database every process shares (decision 0034). */
function staffLimiters(payload: Payload) {
  let found = limiters.get(payload)
  if (!found) {
    const env = getEnv()
    found = {
      account: createLimiter(payload, { name: 'staff-account', limit: env.RATE_LIMIT_AUTH_PER_ACCOUNT, windowMs: env.RATE_LIMIT_WINDOW_MS }),
      address: createLimiter(payload, { name: 'staff-address', limit: env.RATE_LIMIT_AUTH_PER_ACCOUNT * ACCOUNTS_PER_ADDRESS, windowMs: env.RATE_LIMIT_WINDOW_MS }),
    }
    limiters.set(payload, found)
  }
  return found
}

const accountKey = (address: string, email: string) => `${address} ${normaliseEmail(email)}`

/**
 * Staff sign-in is limited per client address, never per account alone (decision 0012, addendum of 2026-11-26): a
 * limit or lock any address can run up would let anyone who knows a staff email lock that person out. One address
 * may fail RATE_LIMIT_AUTH_PER_ACCOUNT times on one account, and ACCOUNTS_PER_ADDRESS times that on all accounts,
 * per RATE_LIMIT_WINDOW_MS.
 *
 * Counts this attempt as a failure before the password is checked, so parallel guesses cannot all pass the check
 * first; `staffSignedIn` takes it back when it succeeds. Returns the whole minutes to wait when the address is over a
 * limit (the attempt is then refused whatever the password), otherwise 0.
 */
export async function startStaffSignIn(payload: Payload, address: string, email: string): Promise<number> {
  const { account, address: byAddress } = staffLimiters(payload)
  const waits = await Promise.all([byAddress.hit(address), account.hit(accountKey(address, email))])
  return minutes(Math.max(...waits))
}

/** The attempt `startStaffSignIn` counted signed in: it was no failure. */
export async function staffSignedIn(payload: Payload, address: string, email: string): Promise<void> {
  const { account, address: byAddress } = staffLimiters(payload)
  await Promise.all([byAddress.takeBack(address), account.takeBack(accountKey(address, email))])
}

const minutes = (waitMs: number) => (waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 60_000)) : 0)
