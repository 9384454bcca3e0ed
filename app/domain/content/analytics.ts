/**
 * Analytics settings (site settings, staff only): a privacy-friendly provider's script address and an optional
 * site or measurement id. Pure rules shared by the collection's validation, the CSP and the page data.
 */
export type AnalyticsSettings = {
  scriptUrl: string
  siteId: string | null
  /** Whether pages of signed-in role models and teachers load it too (off unless staff say so in site settings). */
  signedIn: boolean
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The script's address when it may be loaded: https, or http on this machine's loopback (development and tests). */
export function analyticsScriptUrl(value: string | null | undefined): URL | null {
  const text = value?.trim()
  if (!text) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.protocol === 'https:') return url
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) ? url : null
}

/** A site or measurement id: a domain name or an id such as G-AB12CD34 (letters, digits, '.', '_', ':' and '-'). */
export function isAnalyticsSiteId(value: string | null | undefined): boolean {
  return !value || /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/.test(value.trim())
}

/** The settings the page uses, or null when analytics is not configured (nothing loads then). */
export function analyticsFrom(settings: { analyticsScriptUrl?: string | null; analyticsSiteId?: string | null; analyticsForSignedIn?: boolean | null }): AnalyticsSettings | null {
  const url = analyticsScriptUrl(settings.analyticsScriptUrl)
  if (!url) return null
  const siteId = settings.analyticsSiteId?.trim()
  return { scriptUrl: url.href, siteId: siteId && isAnalyticsSiteId(siteId) ? siteId : null, signedIn: settings.analyticsForSignedIn === true }
}

/** What the Content-Security-Policy allows: the script by its exact address, and its reports to its origin. */
export function analyticsSources(analytics: AnalyticsSettings | null): { script: string; connect: string } | null {
  return analytics ? { script: analytics.scriptUrl, connect: new URL(analytics.scriptUrl).origin } : null
}

/** Whether a page loads the analytics script: configured, and for a signed-in reader only when staff allow it. */
export function loadsAnalytics(analytics: AnalyticsSettings | null, signedIn: boolean): analytics is AnalyticsSettings {
  return analytics !== null && (!signedIn || analytics.signedIn)
}

/** Links whose clicks count as page views of the file (spec section 2): pdf and zip files. */
export function isTrackedDownload(href: string): boolean {
  try {
    return /\.(pdf|zip)$/i.test(new URL(href, 'http://site.invalid').pathname)
  } catch {
    return false
  }
}

/** Pages whose emailed links carry a secret in their query (a token): reported by their path alone. */
const SECRET_QUERY_PAGES = new Set(['/account/log-in/reset-password', '/account/verify', '/account/confirm-email'])
/** Pages whose emailed links carry a secret as a path segment: reported as the page the link leads to. */
const SECRET_PATH_PAGES = ['/still-coming', '/opportunities/unsubscribe']

/**
 * The address analytics may be told of (issue 49): an address that can carry a secret without its query and secret
 * path segments, any other as it is. The links' pages also move the secret out of the address at once, so this is
 * the second line: nothing a report carries can sign anyone in.
 */
export function reportedAddress(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return href
  }
  if (SECRET_QUERY_PAGES.has(url.pathname)) return `${url.origin}${url.pathname}`
  const page = SECRET_PATH_PAGES.find((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))
  return page ? `${url.origin}${page}` : href
}
