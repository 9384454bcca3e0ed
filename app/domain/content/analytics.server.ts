import type { Payload } from 'payload'
import { analyticsFrom, type AnalyticsSettings } from './analytics'

const TTL_MS = 60_000
type Cached = { at: number; value: Promise<AnalyticsSettings | null> }
// On globalThis: the server entry and the Remix build each bundle this module, and the site settings' afterChange
// hook (run by whichever loaded the Payload config) must clear the one copy both read.
const store = globalThis as typeof globalThis & { __analyticsSettings?: Cached }

/**
 * The analytics settings, or null when staff have not configured them. Read on every page (page data and the
 * Content-Security-Policy), so kept in memory: an edit in the admin clears it at once, the minute's limit covers
 * another process.
 */
export function analyticsSettings(payload: Payload): Promise<AnalyticsSettings | null> {
  const cached = store.__analyticsSettings
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value
  const value = payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, select: { analyticsScriptUrl: true, analyticsSiteId: true } })
    .then((settings) => analyticsFrom(settings))
  store.__analyticsSettings = { at: Date.now(), value }
  value.catch(() => {
    if (store.__analyticsSettings?.value === value) store.__analyticsSettings = undefined
  })
  return value
}

export function forgetAnalyticsSettings() {
  store.__analyticsSettings = undefined
}
