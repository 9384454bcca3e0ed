import { analyticsSettings } from '../domain/content/analytics.server'
import { getPayloadClient } from '../lib/payload.server'
import type { AppSession } from '../utils/session.server'

/**
 * Queues an analytics event for the page the visitor lands on next (its page data carries it, and the browser sends
 * it through track()). Only when analytics is configured: otherwise nothing is stored.
 */
export async function queueAnalyticsEvent(session: AppSession, name: string) {
  if (!(await analyticsSettings(await getPayloadClient()))) return false
  session.flash('analyticsEvents', [...(session.get('analyticsEvents') ?? []), name])
  return true
}
