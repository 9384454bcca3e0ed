import type { AfterErrorHook } from 'payload'

/**
 * Payload answers a ValidationError with each field's message (`data.errors`) so the admin can show it under the
 * field, but it recognises the error by class: thrown by the server's copy of Payload and formatted by the admin's
 * bundled copy, it lost its field messages and editors saw only 'The following field is invalid'. This puts them back.
 */
export const fieldErrorsForTheAdmin: AfterErrorHook = ({ error, result }) => {
  const data = (error as { data?: { errors?: unknown[] } }).data
  const alreadyThere = Boolean((result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0]?.data)
  if (error.name !== 'ValidationError' || !Array.isArray(data?.errors) || alreadyThere) return
  return { response: { errors: [{ name: error.name, data, message: error.message }] }, status: (error as { status?: number }).status ?? 400 }
}
