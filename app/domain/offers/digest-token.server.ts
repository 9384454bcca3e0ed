import crypto from 'node:crypto'

/**
 * The weekly digest's one-press unsubscribe link: it names the role model, signed (HMAC-SHA256) with the server's
 * secret under its own purpose, so it works without signing in and proves it was sent to them. It does not expire
 * (an old email's link still stops the email) and does nothing but turn the digest off; the account settings turn
 * it back on.
 */
const PURPOSE = 'opportunity-digest-unsubscribe'

const mac = (body: string, secret: string) => crypto.createHmac('sha256', `${secret}:${PURPOSE}`).update(body).digest('base64url')

export function signDigestUnsubscribe(roleModelId: string | number, secret: string): string {
  const body = Buffer.from(JSON.stringify([String(roleModelId)])).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

/** The role model id a link's token names, or null when it is malformed or not signed with `secret`. */
export function readDigestUnsubscribe(token: unknown, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(mac(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  try {
    const values: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return Array.isArray(values) && values.length === 1 && typeof values[0] === 'string' && values[0] ? values[0] : null
  } catch {
    return null
  }
}
