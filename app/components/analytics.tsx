import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { isTrackedDownload } from '~/domain/content/analytics'
import { enableAnalytics, PAGE_VIEW, track } from '~/utils/analytics'
import { useRootData } from '~/utils/use-root-data'

/** The analytics script tag, only when configured; it carries the page's CSP nonce. */
export function AnalyticsScript({ nonce }: { nonce?: string }) {
  const analytics = useRootData()?.analytics
  if (!analytics) return null
  return <script defer nonce={nonce} src={analytics.scriptUrl} data-domain={analytics.siteId ?? undefined} data-analytics="" />
}

/**
 * Page views (the first page and every client-side navigation), clicks on links to pdf and zip files as page views
 * of the file (spec section 2), and the events an action queued for this page (spec section 7).
 */
export function AnalyticsTracker() {
  const analytics = useRootData()?.analytics ?? null
  const configured = Boolean(analytics)
  const { pathname, search } = useLocation()
  const sentEvents = useRef<unknown>(null)

  useEffect(() => {
    enableAnalytics(configured)
    if (!configured) return
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (link && isTrackedDownload(link.href)) track(PAGE_VIEW, link.href)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [configured])

  useEffect(() => {
    if (configured) track(PAGE_VIEW)
  }, [configured, pathname, search])

  const events = analytics?.events
  useEffect(() => {
    if (!events?.length || sentEvents.current === events) return
    sentEvents.current = events
    for (const name of events) track(name)
  }, [events])
  return null
}
