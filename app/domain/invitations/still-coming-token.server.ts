import crypto from 'node:crypto'

/**
 * The "Still coming?" link of the reminder (docs/decisions/0030): it carries the role model's row on the event, the role
 * model, a nonce and an expiry, signed (HMAC-SHA256) with the server's secret. It works without signing in, so the
 * signature is what proves it was sent to that role model; the nonce, held on the row until the link is used, makes it
 * single use; it stops working when the event begins.
 */
export type StillComingClaims = { row: string; roleModel: string; nonce: string; expires: number }

export type StillComingCheck =
  | { status: 'valid'; claims: StillComingClaims }
  | { status: 'expired'; claims: StillComingClaims }
  | { status: 'invalid' }

const PURPOSE = 'still-coming'

function mac(body: string, secret: string) {
  return crypto.createHmac('sha256', `${secret}:${PURPOSE}`).update(body).digest('base64url')
}

/** Array.isArray that keeps the elements unknown (not any) until each is checked. */
const isList = (value: unknown): value is unknown[] => Array.isArray(value)

/** A fresh, unguessable nonce to hold on the row. */
export function newNonce(): string {
  return crypto.randomBytes(18).toString('base64url')
}

export function signStillComing(claims: StillComingClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify([claims.row, claims.roleModel, claims.nonce, claims.expires])).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

/** Reads a link's token: invalid when malformed or not signed with `secret`; expired from its expiry instant. */
export function readStillComing(token: unknown, secret: string, now: Date): StillComingCheck {
  if (typeof token !== 'string' || token.length > 400) return { status: 'invalid' }
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return { status: 'invalid' }
  const expected = Buffer.from(mac(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { status: 'invalid' }
  let values: unknown
  try {
    values = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { status: 'invalid' }
  }
  if (!isList(values) || values.length !== 4) return { status: 'invalid' }
  const [row, roleModel, nonce, expires] = values
  if (typeof row !== 'string' || typeof roleModel !== 'string' || typeof nonce !== 'string' || !nonce || typeof expires !== 'number' || !Number.isFinite(expires)) return { status: 'invalid' }
  const claims = { row, roleModel, nonce, expires }
  return { status: now.getTime() < expires ? 'valid' : 'expired', claims }
}
