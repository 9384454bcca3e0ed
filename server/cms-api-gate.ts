/**
 * Payload's REST API (`/cms-api`) is the admin's door, not the product's: the product calls the Local API with its
 * own rules (SecurityID, password policy, rate limits, honeypot, confirmation links). So every REST call needs a
 * signed-in staff member, except the few the admin makes before anyone has signed in, and content image files,
 * which Payload serves under the media collection's own read access (owner-less images only, for visitors).
 */
const OPEN_TO_ANYONE: { method: string | RegExp; path: RegExp }[] = [
  // The admin's sign-in, sign-out and first-user screens.
  { method: /^(GET|POST)$/, path: /^\/cms-api\/staff\/(login|logout|me|refresh-token|init|first-register|forgot-password|reset-password|unlock)$/ },
  { method: 'POST', path: /^\/cms-api\/staff\/verify\/[^/]+$/ },
  { method: 'GET', path: /^\/cms-api\/access$/ },
  // Content images shown on account pages (collection read access decides which files are served).
  { method: /^(GET|HEAD)$/, path: /^\/cms-api\/media\/file\/[^/]+$/ },
]

/** Whether a REST request may reach Payload without a signed-in staff member. */
export function isOpenCmsApiRequest(method: string, path: string): boolean {
  const normalised = path.replace(/\/+$/, '') || '/'
  return OPEN_TO_ANYONE.some((rule) =>
    (typeof rule.method === 'string' ? rule.method === method : rule.method.test(method)) && rule.path.test(normalised),
  )
}
