import { json } from '@remix-run/node'
import type { Submission } from '@conform-to/react'
import { translateError } from '~/i18n/messages'
import { i18nServer } from '~/utils/i18n.server'
import { requireSecureForm } from '../utils/csrf.server'

/**
 * Helpers for the spec's legacy form endpoints (section 7), which answer JSON for clients that post to
 * them directly. They run the same schemas and domain functions as the pages.
 */
export async function translator(request: Request) {
  const t = await i18nServer.getFixedT(request, 'validation')
  return (message: string) => translateError((key, options) => t(key, options), message)
}

export type FieldError = { fieldName?: string; message: string }

/** Field errors of a failed submission as the spec's list of { fieldName, message }, translated. */
export function submissionErrors(submission: Submission<unknown>, translate: (m: string) => string, names: Record<string, string> = {}): FieldError[] {
  const errors = submission.status === 'error' ? (submission.error ?? {}) : {}
  return Object.entries(errors).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => (field ? { fieldName: names[field] ?? field, message: translate(message) } : { message: translate(message) })),
  )
}

/**
 * The spec's client reads the body of an expected failure (validation, wrong password, rate limited) only from a
 * 200 answer, so those answer 200; a missing SecurityID (403) and server faults (5xx) stay errors.
 */
export function errorList(errors: FieldError[], headers?: HeadersInit) {
  return json(errors, { headers })
}

/** The login answer's messageCast: 'html' when the message carries markup (a link, say), 'text' otherwise. */
export function messageCast(message: string): 'html' | 'text' {
  return /<[a-z][^>]*>/i.test(message) ? 'html' : 'text'
}

/** Copies form fields under other names (the legacy names to the schema's). */
export function renameFields(formData: FormData, names: Record<string, string>): FormData {
  const renamed = new FormData()
  for (const [key, value] of formData.entries()) renamed.append(names[key] ?? key, value)
  return renamed
}

/**
 * Reads a legacy endpoint's form and its SecurityID. The refusals keep their status (400 for a body that is not a
 * form, 403 for a missing or stale SecurityID) but answer in the spec's shape, { success: false, message }, so the
 * spec's client can show why.
 */
export async function requireLegacyForm(request: Request): Promise<FormData> {
  try {
    return await requireSecureForm(request)
  } catch (error) {
    if (!(error instanceof Response) || (error.status !== 400 && error.status !== 403)) throw error
    const t = await i18nServer.getFixedT(request)
    const message = error.status === 403 ? t('common:errors.sessionExpired') : t('validation:somethingWentWrong')
    throw json({ success: false, message }, { status: error.status })
  }
}
