import { json, redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import type { SignedInUser } from '~/utils/auth.server'
import { requireTeacherForApi } from '~/utils/auth.server'
import { i18nServer } from '~/utils/i18n.server'
import { translateError } from '~/i18n/messages'
import type { Event } from '../../cms/payload-types'
import { formToSettingsInput, PROBLEM_MESSAGES, showsNotificationPanel } from '~/domain/notification-settings/notification-settings'
import type { NotificationSettings } from '~/domain/notification-settings/notification-settings'
import type { NotificationSettingsInput } from '~/domain/notification-settings/notification-settings.schema'
import {
  canChangeNotificationSettings, loadNotificationSettings, notificationSettingsEditable, saveNotificationSettings,
} from '~/domain/notification-settings/notification-settings.server'
import type { SaveNotificationSettingsResult } from '~/domain/notification-settings/notification-settings.server'
import { requireSchoolEvent, requireSchoolEventForApi } from './__event-guard.server'
import { requireSecureForm, requireSecureJson } from '../utils/csrf.server'
import { httpError } from '../utils/http-errors.server'
import { getPayloadClient } from '~/lib/payload.server'
import { log } from '~/lib/logger.server'

export const NOTIFICATION_SETTINGS_INTENT = 'notification-settings'
/** The page's flag after a plain form post saved the settings (JavaScript off); the anchor brings the panel into view. */
export const NOTIFICATION_SETTINGS_SAVED = 'notification-settings'

/**
 * The teacher event page's panel: hidden on cancelled and done events and when the school has one teacher;
 * `failed` (the spec's load error instead of the panel) when the settings could not be read; `canChange` false
 * (read-only, spec section 6) for a teacher who is neither the event's creator nor its primary contact.
 */
export type NotificationPanelData = { state: 'hidden' } | { state: 'failed' } | { state: 'ready'; settings: NotificationSettings; canChange: boolean }

export async function notificationPanelData({ teacher, event }: { teacher: SignedInUser; event: Event }): Promise<NotificationPanelData> {
  if (!notificationSettingsEditable(event)) return { state: 'hidden' }
  try {
    const settings = await loadNotificationSettings({ payload: await getPayloadClient(), teacher, event })
    return showsNotificationPanel(settings) ? { state: 'ready', settings, canChange: canChangeNotificationSettings({ teacher, event }) } : { state: 'hidden' }
  } catch (error) {
    // The page still works without the panel; the spec's load error takes its place.
    log().error({ err: error, eventId: event.id }, 'Loading notification settings failed')
    return { state: 'failed' }
  }
}

const statusOf: Record<Exclude<SaveNotificationSettingsResult, { ok: true }>['error'], number> = { 'not-found': 404, invalid: 400, 'invalid-state': 409, forbidden: 403 }

async function failureMessages(request: Request, result: Exclude<SaveNotificationSettingsResult, { ok: true }>) {
  const t = await i18nServer.getFixedT(request, 'events')
  const keys = result.error === 'forbidden'
    ? ['events:notificationSettings.errors.notAllowed']
    : [...new Set(result.problems.map((problem) => PROBLEM_MESSAGES[problem]))]
  return { message: t('notificationSettings.errors.change'), errors: keys.map((key) => translateError(t, key)) }
}

/**
 * GET /api/events/{eventId}/notification-settings (spec section 7): `{ data: { createdById, primaryContactId, teachers,
 * canChange } }`; `canChange` (ours) tells whether the signed-in teacher may change them (spec section 6).
 */
export async function notificationSettingsApiLoader(request: Request, params: Params) {
  const teacher = await requireTeacherForApi(request)
  const event = await requireSchoolEventForApi(teacher, params.id)
  return json({ data: { ...(await loadNotificationSettings({ payload: await getPayloadClient(), teacher, event })), canChange: canChangeNotificationSettings({ teacher, event }) } })
}

/**
 * POST /api/events/{eventId}/notification-settings with JSON `{ teachers: [{ id, subscribed }], primaryContactId }` and
 * the X-SecurityID header: `{ ok: true, data: { teachers, primaryContactId, canChange } }` (`canChange` false once a
 * primary contact who did not create the event has handed the role on). A refusal is `{ ok: false, message, errors }`
 * with the stored settings as `data` (the panel shows the change error; 403 when the teacher is neither the creator
 * nor the primary contact, and the panel turns read-only) or, when the event cannot be read, without (the panel hides
 * and shows the load error). Another school's event is 404 and nothing changes.
 */
export async function notificationSettingsApiAction(request: Request, params: Params) {
  const teacher = await requireTeacherForApi(request)
  const body = await requireSecureJson<unknown>(request)
  const event = await requireSchoolEventForApi(teacher, params.id)
  const result = await saveNotificationSettings({ payload: await getPayloadClient(), teacher, eventId: event.id, input: body })
  if (result.ok) {
    return json({ ok: true, data: { teachers: result.settings.teachers, primaryContactId: result.settings.primaryContactId, canChange: result.canChange } })
  }
  const data = result.settings
    ? { teachers: result.settings.teachers, primaryContactId: result.settings.primaryContactId, canChange: result.canChange ?? false }
    : undefined
  return json({ ok: false, ...(await failureMessages(request, result)), data }, { status: statusOf[result.error] })
}

/** Whether a post to the teacher event page is the notification settings form (the other forms are transitions). */
export async function postsNotificationSettings(request: Request) {
  if (!request.headers.get('Content-Type')?.includes('form')) return false
  const formData = await request.clone().formData()
  return formData.get('intent') === NOTIFICATION_SETTINGS_INTENT
}

/** What a refused plain post shows: the messages and what was submitted (the form keeps it). */
export type NotificationSettingsFormFailure = { errors: string[]; submitted: NotificationSettingsInput }

/**
 * The panel's plain form (JavaScript off), posted to the teacher event page with SecurityID. Success redirects to
 * the page with the saved flag; a refusal comes back with the messages. `failure` and `result` are the page's
 * other forms' fields, empty here.
 */
export async function notificationSettingsFormAction(request: Request, params: Params) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const formData = await requireSecureForm(request)
  const submitted = formToSettingsInput(formData)
  const result = await saveNotificationSettings({ payload: await getPayloadClient(), teacher, eventId: event.id, input: submitted })
  if (result.ok) return redirect(`/events/${event.id}?${NOTIFICATION_SETTINGS_SAVED}=saved#notification-settings`)
  if (result.error === 'not-found') throw await httpError(request, 404)
  const { message, errors } = await failureMessages(request, result)
  const notificationSettings: NotificationSettingsFormFailure = { errors: errors.length ? errors : [message], submitted }
  return json({ failure: null, result: null, notificationSettings }, { status: statusOf[result.error] })
}
