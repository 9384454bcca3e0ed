import crypto from 'node:crypto'
import { json } from '@remix-run/node'
import { i18nServer } from '~/utils/i18n.server'
import type { AppSession } from './session.server'
import { getSession } from './session.server'
import { httpError } from './http-errors.server'

export const SECURITY_ID_FIELD = 'SecurityID'
export const SECURITY_ID_HEADER = 'X-SecurityID'

/** The session's SecurityID token, created on first use. Returns whether the session changed. */
export function ensureSecurityId(session: AppSession): { token: string; created: boolean } {
  const existing = session.get('securityId')
  if (existing) return { token: existing, created: false }
  const token = crypto.randomBytes(32).toString('base64url')
  session.set('securityId', token)
  return { token, created: true }
}

function same(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

/** Checks the token sent with a change (form field or header) against the session; throws 403 otherwise. */
export async function assertSecurityId(request: Request, sent: string | null | undefined, session?: AppSession) {
  const current = session ?? (await getSession(request))
  const expected = current.get('securityId')
  if (!expected || !sent || !same(expected, sent)) throw await httpError(request, 403, 'common:errors.sessionExpired')
}

/** A body that is not a readable form (broken multipart, JSON, bad encoding) is the sender's mistake: 400, not 500. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw await httpError(request, 400)
  }
}

/** Reads a submitted form and checks its SecurityID (hidden field, or the header for fetch calls). */
export async function requireSecureForm(request: Request): Promise<FormData> {
  const formData = await readFormData(request)
  const sent = (formData.get(SECURITY_ID_FIELD) as string | null) ?? request.headers.get(SECURITY_ID_HEADER)
  await assertSecurityId(request, sent)
  return formData
}

/**
 * Reads a JSON API write (spec section 7: a JSON body, the X-SecurityID header) and checks the token. A body that
 * is not a JSON object answers 400 with the spec's 'Something went wrong. Please try again.', never read as a form.
 */
export async function requireSecureJson<T = Record<string, unknown>>(request: Request): Promise<T> {
  const text = await request.text()
  let body: unknown = {}
  let malformed = false
  if (text.trim()) {
    try {
      body = JSON.parse(text)
    } catch {
      malformed = true
    }
  }
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  const sent = request.headers.get(SECURITY_ID_HEADER) ?? (record?.securityId as string | undefined) ?? (record?.SecurityID as string | undefined)
  await assertSecurityId(request, sent)
  if (malformed || !record) {
    const t = await i18nServer.getFixedT(request, 'validation')
    throw json({ ok: false, success: false, message: t('somethingWentWrong') }, { status: 400 })
  }
  return record as T
}
