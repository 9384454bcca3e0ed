/**
 * Checks on a request's method, origin and body size that run in server.ts before Remix or Next see it, so
 * what they would fail on with a 500 (Remix throws on a cross-origin form post; a fetch Request cannot be
 * made for TRACE) gets a clear refusal instead. Pure functions over the method, path and headers.
 */

type HeaderValue = string | string[] | undefined
type Headers = Record<string, HeaderValue>

const first = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value)

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Form posts without a file: generous for the longest profile or event form. */
export const MAX_FORM_BYTES = 1024 * 1024
/**
 * Forms with a file (the profile photo): well over the 2 MB photo limit, so a too-large photo still gets the
 * spec's message from the form rather than this refusal.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

/**
 * A refused body up to this size is read (and thrown away) before the refusal is sent: a client that is still sending
 * when the server answers and closes gets a broken pipe instead of the answer. Anything larger is answered at once.
 */
export const MAX_DRAINED_BYTES = 32 * 1024 * 1024

export type Refusal = { status: 400 | 403 | 405 | 411 | 413; reason: 'method' | 'cross-origin' | 'length-required' | 'too-large' | 'bad-length' | 'bad-path' }

/** A `.` or `..` segment, plain or percent-encoded, between slashes or backslashes (which URLs read as slashes). */
const DOT_SEGMENT = /(?:^|\/|\\|%2f|%5c)(?:\.|%2e){1,2}(?:\/|\\|%2f|%5c|$)/i

/**
 * A raw path with dot segments (`/admin/../cms-api/…`, `/_next/%2e%2e/…`). Browsers resolve them before they send a
 * request, so no page of ours has them; but Express routes the raw path while Next resolves it, so such a path
 * could pass one gate (the admin's) and be served as another address (Payload's REST API, which is staff only).
 * Or a path whose percent-escapes cannot be decoded (`/%E0%A4%A`): no page of ours either, and Express would fail on
 * it further down, printing the path (which can hold a token) with its error.
 */
export function refusePath(rawPath: string): Refusal | null {
  return DOT_SEGMENT.test(rawPath) || !decodable(rawPath) ? { status: 400, reason: 'bad-path' } : null
}

function decodable(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath)
    return true
  } catch {
    return false
  }
}

/** TRACE, CONNECT and invented methods: nothing here answers them. */
export function refuseMethod(method: string): Refusal | null {
  return KNOWN_METHODS.has(method) ? null : { status: 405, reason: 'method' }
}

/**
 * A data-changing request whose Origin is another site (or `null`, or unreadable). The same rule Remix applies
 * to document posts (Origin against X-Forwarded-Host, else Host), applied to every path and answered with 403.
 */
export function refuseCrossOrigin(method: string, headers: Headers): Refusal | null {
  if (!UNSAFE_METHODS.has(method)) return null
  const origin = first(headers.origin)
  if (origin === undefined) return null
  const host = first(headers['x-forwarded-host'])?.split(',')[0]?.trim() || first(headers.host)
  let originHost: string | null = null
  try {
    originHost = origin === 'null' ? null : new URL(origin).host
  } catch {
    originHost = null
  }
  return originHost && host && originHost === host ? null : { status: 403, reason: 'cross-origin' }
}

/**
 * A product form post (not the admin's or Payload's, which have their own limits) must say how long it is and
 * stay under the limit for its kind, so nobody can make the server buffer an endless body.
 */
export function refuseBody(method: string, headers: Headers): Refusal | null {
  if (!UNSAFE_METHODS.has(method)) return null
  const length = first(headers['content-length'])
  if (length === undefined) return first(headers['transfer-encoding']) ? { status: 411, reason: 'length-required' } : null
  if (!/^\d+$/.test(length)) return { status: 400, reason: 'bad-length' }
  const multipart = (first(headers['content-type']) ?? '').toLowerCase().startsWith('multipart/')
  return Number(length) > (multipart ? MAX_UPLOAD_BYTES : MAX_FORM_BYTES) ? { status: 413, reason: 'too-large' } : null
}

/**
 * Whether to read a refused request's body to its end before answering, so the client reliably reads the answer:
 * a too-large body the request declared and that is within MAX_DRAINED_BYTES.
 */
export function drainBeforeAnswer(refusal: Refusal, headers: Headers): boolean {
  const length = first(headers['content-length'])
  return refusal.status === 413 && length !== undefined && /^\d+$/.test(length) && Number(length) <= MAX_DRAINED_BYTES
}

/**
 * A path (or an address with its query) as the routers read it, to match limits and headers against: Remix parses it
 * as a URL (which turns `\` into `/` and drops the query), decodes percent-escapes and ignores case (`/Contact`,
 * `/%63ontact` and `/contact` are one page), so a check on the raw path would miss the page's other spellings.
 */
export function routedPath(rawPath: string): string {
  let pathname = rawPath.split('?')[0]
  try {
    pathname = new URL(`http://localhost${rawPath}`).pathname
  } catch {
    // An address the parser refuses is matched as sent.
  }
  try {
    return decodeURIComponent(pathname).toLowerCase()
  } catch {
    return pathname.toLowerCase()
  }
}

/** Paths whose POSTs sign in, sign up, reset passwords or verify: limited per address (server.ts). */
const AUTH_POSTS = /^\/(account\/|home\/(signupform|resendverificationemailform)|security\/|api\/delete-account\/|auth\/)/
/** Public forms anyone can send. */
const PUBLIC_FORM_POSTS = /^\/contact(\/|$)/
/** Payload's own sign-in endpoints for staff. */
const STAFF_AUTH_POSTS = /^\/cms-api\/staff\/(login|forgot-password|reset-password)$/
/** The product's JSON API (spec section 7), not Payload's /cms-api. */
const PRODUCT_API = /^\/+api(\/|$)/
/** The programme staff's pages and their CSV downloads (app/routes/staff.*). */
const STAFF_PAGES = /^\/+staff(\/|$)/

export const isAuthPost = (rawPath: string) => AUTH_POSTS.test(routedPath(rawPath))
export const isPublicFormPost = (rawPath: string) => PUBLIC_FORM_POSTS.test(routedPath(rawPath))
export const isStaffAuthPost = (rawPath: string) => STAFF_AUTH_POSTS.test(routedPath(rawPath))
/** Whether Remix serves this address from an `app/routes/api.*` module (`/API/…` and `/%61pi/…` are the API too). */
export const isProductApi = (rawPath: string) => PRODUCT_API.test(routedPath(rawPath))
/** Whether Remix serves this address from an `app/routes/staff*` module (`/Staff/…` and `/%73taff` too). */
export const isStaffPage = (rawPath: string) => STAFF_PAGES.test(routedPath(rawPath))
