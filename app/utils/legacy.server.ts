import { json } from '@remix-run/node'
import type { Submission } from '@conform-to/react'
import { translateError } from '~/i18n/messages'
import { i18nServer } from '~/i18n/i18n.server'

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

export function errorList(errors: FieldError[], status = 400, headers?: HeadersInit) {
  return json(errors, { status, headers })
}

/** Copies form fields under other names (the legacy names to the schema's). */
export function renameFields(formData: FormData, names: Record<string, string>): FormData {
  const renamed = new FormData()
  for (const [key, value] of formData.entries()) renamed.append(names[key] ?? key, value)
  return renamed
}
