/**
 * What a log line may never hold (decision 0033): email addresses, phone numbers, passwords, tokens, cookies,
 * secrets. Fields with such names lose their value whatever it is; every other string is searched for email
 * addresses and phone numbers (an error message can quote what someone typed).
 */
export const REDACTED = '[redacted]'

const SECRET_NAMES = /e-?mail|phone|mobile|password|passwd|secret|token|cookie|authori[sz]ation|session|securityid|api-?key|credential/i
// An email address, also as an address or a query writes it (`aroha%40example.nz`).
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+(?:@|%40)[\w-]+(\.[\w-]+)+/gi
// A phone number: + or 0, then 8 to 14 more digits, spaces, dashes or brackets between them (not dates: no 0 or + lead
// in a year, and at least nine digits in all).
const PHONE = /(?<![\w.:/-])(?:\+|0)\d(?:[\s()-]{0,2}\d){7,13}(?![\w])/g
const MAX_DEPTH = 6

/** `text` without email addresses or phone numbers. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]')
}

/** A copy of `value` safe to log: secret-named fields emptied, email addresses and phone numbers taken out of text. */
export function redact(value: unknown): unknown {
  return redactValue(value, redactText, 0, new WeakSet<object>())
}

function redactValue(value: unknown, text: (text: string) => string, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return text(value)
  if (value === null || typeof value !== 'object') return value
  if (seen.has(value) || depth > MAX_DEPTH) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => redactValue(item, text, depth + 1, seen))
  if (value instanceof Error) return redactError(value, text, depth, seen)
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_NAMES.test(key) ? REDACTED : redactValue(item, text, depth + 1, seen)
  return copy
}

/** An error as a plain object (type, message, stack, code, cause), redacted like any other value. */
function redactError(error: Error, text: (text: string) => string, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const plain: Record<string, unknown> = { type: error.name, message: text(error.message) }
  if (error.stack) plain.stack = text(error.stack)
  for (const [key, item] of Object.entries(error)) {
    if (key === 'cause' || key in plain) continue
    plain[key] = SECRET_NAMES.test(key) ? REDACTED : redactValue(item, text, depth + 1, seen)
  }
  if (error.cause !== undefined) plain.cause = redactValue(error.cause, text, depth + 1, seen)
  return plain
}

/** Parts of an address shorter than this are left in text (a word such as `new` would otherwise vanish from a stack). */
const MIN_SECRET_PART = 6

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/**
 * `value` (redacted first) with a request's own address taken out of its text: the address, as sent or decoded, becomes
 * its route pattern, and each part the pattern does not name (a parameter's value, the query and its values) becomes
 * `…`. The router's errors quote the path (`No route matches URL "/still-coming/<token>"`) and any error may quote a
 * parameter, which can be a token or an email address.
 */
export function redactAddress(value: unknown, url: string, route: string): unknown {
  let address: URL
  try {
    address = new URL(url, 'http://localhost')
  } catch {
    return redact(value)
  }
  const whole = new Set<string>()
  const parts = new Set<string>()
  const literals = new Set(route.toLowerCase().split('/'))
  const query = address.search.slice(1)
  for (const form of [address.href, address.pathname + address.search, address.pathname]) {
    if (form.length > 1) for (const text of [form, decoded(form)]) whole.add(text)
  }
  const pieces = [query, ...address.pathname.split('/').filter((segment) => !literals.has(decoded(segment).toLowerCase())), ...query.split('&').flatMap((pair) => pair.split('='))]
  for (const piece of pieces) for (const text of [piece, decoded(piece)]) if (text.length >= MIN_SECRET_PART) parts.add(text)
  const replacements = [...[...whole].map((text) => [text, route] as const), ...[...parts].map((text) => [text, '…'] as const)]
  // Longest first: the whole address before its parts.
  replacements.sort((a, b) => b[0].length - a[0].length)
  const scrub = (text: string) => redactText(replacements.reduce((result, [secret, by]) => result.split(secret).join(by), text))
  return redactValue(value, scrub, 0, new WeakSet<object>())
}
