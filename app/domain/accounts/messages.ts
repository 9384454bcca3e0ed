/**
 * A message travels as an i18n key (`ns:key`, or a `validation` key) optionally followed by `|` and JSON
 * parameters, the format app/i18n/messages.ts translateError reads.
 */
export function message(key: string, params?: Record<string, unknown>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key
}

export type Failure = { ok: false; message: string; field?: string }
export const fail = (key: string, params?: Record<string, unknown>, field?: string): Failure => ({ ok: false, message: message(key, params), ...(field ? { field } : {}) })
