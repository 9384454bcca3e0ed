import type { Payload } from 'payload'
import { analyticsFrom, type AnalyticsSettings } from './analytics'
import { memoryCache, STAFF_EDIT_TTL_MS } from '~/lib/memory-cache.server'

const TTL_MS = STAFF_EDIT_TTL_MS
const settings = memoryCache<AnalyticsSettings | null>('analytics-settings', TTL_MS)

/**
 * The analytics settings, or null when staff have not configured them. Read on every page (page data and the
 * Content-Security-Policy), so kept in memory: an edit in the admin clears it at once, the time limit (4 s) covers
 * another process.
 */
export function analyticsSettings(payload: Payload): Promise<AnalyticsSettings | null> {
  // Public settings every page needs (a global, so the Local API), under its read access (anyone).
  return settings.get('site', () =>
    payload
      .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { analyticsScriptUrl: true, analyticsSiteId: true, analyticsForSignedIn: true } })
      .then((found) => analyticsFrom(found)),
  )
}

export function forgetAnalyticsSettings() {
  settings.clear()
}
