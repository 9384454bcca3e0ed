/**
 * What a log line may never hold (decision 0033): email addresses, phone numbers, passwords, tokens, cookies,
 * secrets. Fields with such names lose their value whatever it is; every other string is searched for email
 * addresses and phone numbers (an error message can quote what someone typed).
 */
export const REDACTED = '[redacted]'

const SECRET_NAMES = /e-?mail|phone|mobile|password|passwd|secret|token|cookie|authori[sz]ation|session|securityid|api-?key|credential/i
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g
// A phone number: + or 0, then 8 to 14 more digits, spaces, dashes or brackets between them (not dates: no 0 or + lead
// in a year, and at least nine digits in all).
const PHONE = /(?<![\w.:/-])(?:\+|0)\d(?:[\s()-]{0,2}\d){7,13}(?![\w])/g
const MAX_DEPTH = 6

/** `text` without email addresses or phone numbers. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]')
}

/** A copy of `value` safe to log: secret-named fields emptied, email addresses and phone numbers taken out of text. */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value === null || typeof value !== 'object') return value
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen))
  if (value instanceof Error) return redactError(value, depth, seen)
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_NAMES.test(key) ? REDACTED : redact(item, depth + 1, seen)
  return copy
}

/** An error as a plain object (type, message, stack, code, cause), redacted like any other value. */
function redactError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const plain: Record<string, unknown> = { type: error.name, message: redactText(error.message) }
  if (error.stack) plain.stack = redactText(error.stack)
  for (const [key, item] of Object.entries(error)) {
    if (key === 'cause' || key in plain) continue
    plain[key] = SECRET_NAMES.test(key) ? REDACTED : redact(item, depth + 1, seen)
  }
  if (error.cause !== undefined) plain.cause = redact(error.cause, depth + 1, seen)
  return plain
}
