import crypto from 'node:crypto'
import { getEnv } from '../../lib/env.server'

/**
 * Signed, expiring links (email verification, email change) without storing a token: the link carries the
 * account id, the address it was sent to and its expiry, signed with the server secret. A link stops working
 * when it expires or when the account's email no longer matches.
 */
export const VERIFY_PURPOSE = 'verify-email'
/** How long an emailed verification link works. */
export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000

type Claims = { p: string; s: number | string; e: string; x: number }

export type TokenCheck =
  | { status: 'valid'; id: number | string; email: string }
  | { status: 'expired'; id: number | string; email: string }
  | { status: 'invalid' }

function mac(body: string) {
  return crypto.createHmac('sha256', `${getEnv().PAYLOAD_SECRET}:account-links`).update(body).digest('base64url')
}

export function signToken(purpose: string, id: number | string, email: string, ttlMs: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, s: id, e: email, x: now + ttlMs } satisfies Claims)).toString('base64url')
  return `${body}.${mac(body)}`
}

export function readToken(token: string | null | undefined, purpose: string, now = Date.now()): TokenCheck {
  if (!token) return { status: 'invalid' }
  const [body, signature] = token.split('.')
  if (!body || !signature) return { status: 'invalid' }
  const expected = Buffer.from(mac(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { status: 'invalid' }
  let claims: Claims
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { status: 'invalid' }
  }
  if (claims.p !== purpose) return { status: 'invalid' }
  return { status: claims.x > now ? 'valid' : 'expired', id: claims.s, email: claims.e }
}

/** An unguessable single-use token (stored), e.g. for email change confirmation. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}
