/**
 * The browser's one way to record analytics: track() calls the provider's global in Plausible's shape,
 * `window.plausible(name, { u })`, queueing calls made before the script has loaded (Plausible's documented
 * snippet). Nothing happens unless the page data says analytics is configured (enableAnalytics).
 */
import { reportedAddress } from '~/domain/content/analytics'

export const ROLE_MODEL_SIGN_UP_EVENT = 'Role Model Sign Up Form'
export const PAGE_VIEW = 'pageview'

type Provider = ((name: string, options?: { u?: string }) => void) & { q?: unknown[][] }
type AnalyticsWindow = Window & { plausible?: Provider }

let enabled = false

/** Called by the root's Analytics component while the page data carries the analytics settings. */
export function enableAnalytics(on: boolean) {
  enabled = on
}

/** Records one event ('pageview' or a named event); `url` is the address it is about (default: this page's). */
export function track(name: string, url?: string) {
  if (!enabled || typeof window === 'undefined') return
  const w = window as AnalyticsWindow
  w.plausible ??= Object.assign((...args: [string, { u?: string }?]) => void (w.plausible!.q ??= []).push(args), {})
  // Never an address with a secret (reportedAddress): this page's own is reported cleaned when it could carry one.
  const here = w.location?.href
  const address = url ?? (here && reportedAddress(here) !== here ? here : undefined)
  w.plausible(name, address ? { u: reportedAddress(address) } : undefined)
}
