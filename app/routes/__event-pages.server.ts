import { parseWithZod } from '@conform-to/zod'
import type { SubmissionResult } from '@conform-to/react'
import type { SignedInUser } from '~/domain/accounts/users'
import { programmeName as readProgrammeName } from '~/domain/accounts/content.server'
import { loadProfileOptions } from '~/domain/profiles/profiles.server'
import { getPayloadClient } from '~/lib/payload.server'
import { recordRegionShortfall } from '~/domain/programme/dashboard.server'
import { catalogueT } from '~/domain/translations/catalogue.server'
import { nzDate, parseDateInput } from '../domain/shared/dates'
import { cancelEventSchema } from '../domain/events/event.schema'
import { eventToInfoDefaults, eventToPlanDefaults, infoToEventData, planToEventData, relationId } from '../domain/events/event-form'
import type { Event } from '../../cms/payload-types'
import { activateEvent, cancelEvent, discardEvent, updateEventDetails } from '../domain/events/transitions.server'
import { countInPersonRoleModelsInRegion } from '../domain/events/available-role-models.server'
import { eventRoleModelsOverview, getEventRoleModels } from '../domain/events/role-models-on-event.server'
import { eventView } from '../domain/events/event-view'
import { belowMinimum, withConfirmations, withWithdrawnGroup } from '../domain/invitations/withdraw'
import { ROLE_MODEL_STATUS } from '../domain/invitations/status'
import { missingEventDetails, regionChangeNeedsWarning, roleModelCountProblem, roleModelGroups } from '../domain/events/rules'
import { districtRegions, eventScreenSchema } from '../domain/events/step-schemas'
import { eventDateWarning } from '../domain/school-year/school-year.server'
import type { DateWarningCheck } from '../domain/events/event.schema'
import { formatDisplayDate } from '../domain/shared/dates'
import { suggestedEventName } from '../domain/events/event-name'
import type { EventFormOptions, EventScreen } from '../domain/events/step-schemas'
import { eventThreads } from '../domain/messages/unread.server'
import { openOfferRoleModels } from '../domain/offers/open-request.server'
import { idKey } from '../domain/shared/ids'

type Locale = 'en' | 'mi'

/** Regions with their districts, and languages: the choices the event forms offer. */
export async function eventFormOptions(locale: Locale): Promise<EventFormOptions> {
  const { regions, districtMap, languages } = await loadProfileOptions(await getPayloadClient(), locale)
  return { regions, districtMap, languages }
}

/** The little of an event every screen shows (the rest stays on the server). */
export function eventSummary(event: Event) {
  return { id: event.id, type: event.type, status: event.status, title: (event.title as string | null | undefined) ?? null }
}

const SELECTED_OR_LATER = new Set([0, 1, 2])

/** What an event form page needs: the stored values under the form's names, the choices and today's date. */
export async function eventFormPage({ teacher, event, screen, locale, now = new Date() }: { teacher: SignedInUser; event: Event; screen: EventScreen; locale: Locale; now?: Date }) {
  const [options, roleModels] = await Promise.all([eventFormOptions(locale), getEventRoleModels({ payload: await getPayloadClient(), teacher, event })])
  const chosen = roleModels.filter((row) => SELECTED_OR_LATER.has(row.status)).length
  const defaults = screen === 'plan'
    ? withSuggestedName(eventToPlanDefaults(event, { totalChosenRoleModels: chosen }), await catalogueT(await getPayloadClient(), locale, 'events'))
    : screen === 'info'
      ? eventToInfoDefaults(event)
      : { ...eventToPlanDefaults(event), ...eventToInfoDefaults(event) }
  // An active event's date, times and place stay as they are: the edit screen shows them, read-only.
  const fixed = screen === 'edit' ? eventView(event, options, now) : null
  return { options, defaults, today: nzDate(now), chosenRoleModels: chosen, fixed }
}

/** A draft without a name yet is offered one ('Careers day, Year 10'); the teacher keeps or changes it. */
function withSuggestedName<T extends Record<string, unknown>>(defaults: T, t: (key: string, options?: Record<string, unknown>) => string): T {
  if (defaults.Name) return defaults
  return { ...defaults, Name: suggestedEventName(t, typeof defaults.StudentsAge === 'string' ? defaults.StudentsAge : null) }
}

/**
 * The holiday check of the plan step (decision 0039): a public holiday of the event's region (online: the school's)
 * or a day in the school holidays is warned about; saving again with the same date accepts it.
 */
function holidayCheck(payload: Awaited<ReturnType<typeof getPayloadClient>>, event: Event, locale: Locale): DateWarningCheck {
  return async (date, regionId) => {
    const warning = await eventDateWarning({ payload, date, regionId: regionId || (event.type === 'online' ? relationId(await schoolRegion(payload, event)) : null) })
    if (!warning) return null
    const shown = formatDisplayDate(date, locale)
    return warning.kind === 'public-holiday'
      ? { name: 'publicHoliday', params: { date: shown, holiday: warning.name } }
      : { name: 'schoolHolidays', params: { date: shown } }
  }
}

async function schoolRegion(payload: Awaited<ReturnType<typeof getPayloadClient>>, event: Event) {
  const school = await payload.findByID({ collection: 'schools', id: relationId(event.school), depth: 0, overrideAccess: true, disableErrors: true })
  return school?.region ?? null
}

/** The site settings' programme name, or the catalogue's when none is set (as every page's header and title do). */
async function programmeNameOrFallback(locale: Locale): Promise<string> {
  const payload = await getPayloadClient()
  return (await readProgrammeName(payload, locale)) || (await catalogueT(payload, locale, 'common'))('programmeName')
}

export type SaveResult = { ok: true } | { ok: false; reply: SubmissionResult<string[]>; validateOnly?: boolean }

/**
 * Validates and saves one event screen. A validation-only post (the no-JavaScript 'show districts' button)
 * or any error comes back as the form's reply with everything typed; nothing is saved then.
 */
export async function saveEventScreen({ teacher, event, screen, formData, options, locale, now = new Date(), toOnline = false }: { teacher: SignedInUser; event: Event; screen: EventScreen; formData: FormData; options: EventFormOptions; locale: Locale; now?: Date; toOnline?: boolean }): Promise<SaveResult> {
  const min = event.minRoleModels ?? 1
  const programmeName = screen === 'plan' && event.type === 'in-person' ? await programmeNameOrFallback(locale) : ''
  const payload = await getPayloadClient()
  let tooFewIn: string | null = null
  const schema = eventScreenSchema(event.type, screen, {
    now,
    programmeName,
    dateWarning: screen === 'plan' || screen === 'move' ? holidayCheck(payload, event, locale) : undefined,
    regionId: event.type === 'in-person' && event.region != null ? String(relationId(event.region)) : undefined,
    districtRegion: districtRegions(options),
    regionHasEnoughRoleModels: async (regionId) => {
      const enough = (await countInPersonRoleModelsInRegion(payload, regionId)) >= min
      if (!enough) tooFewIn = regionId
      return enough
    },
  })
  const submission = await parseWithZod(formData, { schema, async: true })
  // The programme counts each time a teacher saving the form was told the region has too few role models (decision 0032).
  if (tooFewIn && submission.status === 'error') await recordRegionShortfall({ payload, region: tooFewIn, school: relationId(event.school), event: event.id })
  if (submission.status !== 'success') {
    const reply = submission.reply()
    // A holiday warning: the same date saved again is accepted (ConfirmedDate carries it back).
    const warned = submission.error?.Date?.some((message) => /validation\.(publicHoliday|schoolHolidays)/.test(message))
    if (warned && reply.initialValue) reply.initialValue.ConfirmedDate = parseDateInput(String(formData.get('Date') ?? '')) ?? ''
    return { ok: false, reply, validateOnly: submission.status !== 'error' }
  }
  const value = submission.value as Record<string, unknown>
  const regionChange = await unconfirmedRegionChange({ teacher, event, screen, formData })
  if (regionChange) {
    // Without JavaScript the warning comes back with the form; saving again confirms the change.
    const reply = submission.reply({ fieldErrors: { RegionID: [regionChange] } })
    if (reply.initialValue) reply.initialValue.WarnOnRegionChange = '0'
    return { ok: false, reply }
  }
  // An active event's time, place and meetings change only by a move (updateEventDetails drops them otherwise).
  const data = screen === 'plan' || screen === 'move'
    ? planToEventData(event.type, value)
    : screen === 'info'
      ? infoToEventData(event.type, value)
      : { ...planToEventData(event.type, value), ...infoToEventData(event.type, value) }
  const result = await updateEventDetails({ payload, teacher, id: event.id, data, move: screen === 'move', toOnline })
  if (!result.ok) return { ok: false, reply: submission.reply({ formErrors: [result.message ?? 'events:pages.errors.save'] }) }
  return { ok: true }
}

/**
 * WarnOnRegionChange: moving an in-person event with chosen role models to another region is confirmed first
 * (with JavaScript a modal clears the flag before posting). Returns the warning, or null to go ahead.
 */
async function unconfirmedRegionChange({ teacher, event, screen, formData }: { teacher: SignedInUser; event: Event; screen: EventScreen; formData: FormData }) {
  if (event.type !== 'in-person' || screen !== 'plan' || formData.get('WarnOnRegionChange') !== '1') return null
  const regionId = String(formData.get('RegionID') ?? '')
  if (!regionChangeNeedsWarning({ regionId, chosenRegionId: relationId(event.region), totalChosenRoleModels: 1 })) return null
  // The server counts the chosen role models itself; the hidden TotalChosenRoleModels is only the browser's copy.
  const chosen = (await getEventRoleModels({ payload: await getPayloadClient(), teacher, event })).filter((row) => SELECTED_OR_LATER.has(row.status)).length
  if (!regionChangeNeedsWarning({ regionId, chosenRegionId: relationId(event.region), totalChosenRoleModels: chosen })) return null
  return `events:pages.plan.regionChange.confirmAgain|${JSON.stringify({ count: chosen })}`
}

export type TransitionIntent = 'activate' | 'discard' | 'cancel'
/** A refused transition: the spec's message for the intent and the domain's reason, both i18n keys. */
export type TransitionFailure = { intent: TransitionIntent; message: string; detail?: string }
export type TransitionOutcome =
  | { ok: true; redirectTo: string }
  | { ok: false; status: number; failure: TransitionFailure; reply?: SubmissionResult<string[]> }

const failureKey: Record<TransitionIntent, string> = { activate: 'events:pages.errors.activate', discard: 'events:pages.errors.discard', cancel: 'events:pages.errors.cancel' }
const statusOf = (error: string) => (error === 'not-found' ? 404 : error === 'not-allowed' ? 403 : error === 'invalid' ? 400 : 409)

/**
 * Activate, discard or cancel (spec section 4), for the JSON API and the pages' plain form posts alike.
 * Failures carry the spec's message ('An error occurred whilst activating the event', ...) and the reason. Emails go
 * in each recipient's stored language (decision 0042).
 */
export async function runTransition({ teacher, eventId, intent, input }: { teacher: SignedInUser; eventId: number | string; intent: TransitionIntent; input: FormData | Record<string, unknown> }): Promise<TransitionOutcome> {
  const fail = (status: number, detail?: string, reply?: SubmissionResult<string[]>): TransitionOutcome => ({
    ok: false, status, failure: { intent, message: failureKey[intent], detail }, reply,
  })
  if (intent === 'cancel') {
    const submission = parseWithZod(input instanceof FormData ? input : toFormData(input), { schema: cancelEventSchema })
    if (submission.status !== 'success') return fail(400, submission.error?.CancelReason?.[0], submission.reply())
    const result = await cancelEvent({ payload: await getPayloadClient(), teacher, id: eventId, reason: submission.value.CancelReason })
    return result.ok ? { ok: true, redirectTo: '/events?tab=cancelled&event-cancelled=1' } : fail(statusOf(result.error), result.message)
  }
  const payload = await getPayloadClient()
  const result = intent === 'activate' ? await activateEvent({ payload, teacher, id: eventId }) : await discardEvent({ payload, teacher, id: eventId })
  if (!result.ok) return fail(statusOf(result.error), result.message)
  return { ok: true, redirectTo: intent === 'activate' ? `/events/${eventId}/review?activated=1` : '/events?tab=drafts&event-discarded=1' }
}

function toFormData(body: Record<string, unknown>): FormData {
  const formData = new FormData()
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') formData.append(key, value)
  return formData
}


/**
 * The event, its role models in the spec's groups, and what still stands in the way of activation (details missing, too
 * few or too many role models); with the event's rows and each role model's status on it by id (`rows`, `statusOf`, for
 * the caller's own use: not a page's data).
 */
export async function eventOverviewWithStatuses({ teacher, event, locale, now = new Date() }: { teacher: SignedInUser; event: Event; locale: Locale; now?: Date }) {
  const payload = await getPayloadClient()
  const [options, { rows, released, withdrawals, confirmations }] = await Promise.all([
    eventFormOptions(locale), eventRoleModelsOverview({ payload, teacher, event }),
  ])
  const view = eventView(event, options, now)
  const chosen = rows.filter((row) => SELECTED_OR_LATER.has(row.status)).length
  const draft = event.status === 'draft'
  const attending = rows.filter((row) => row.status === ROLE_MODEL_STATUS.accepted).length
  const summary = {
    event: view,
    groups: withConfirmations(withWithdrawnGroup(roleModelGroups(rows, event.status), withdrawals), event.status === 'active' ? confirmations : null),
    // After a withdrawal, an event still to come with fewer role models attending than its minimum is flagged.
    belowMinimum: withdrawals.length > 0 && (view.displayState === 'upcoming' || view.displayState === 'today') && belowMinimum(attending, view.minRoleModels)
      ? { attending, min: view.minRoleModels } : null,
    chosen,
    statuses: rows.map((row) => row.status),
    countProblem: draft ? roleModelCountProblem({ total: chosen, min: view.minRoleModels, max: view.maxRoleModels }) : null,
    missingDetails: draft ? missingEventDetails(event) : [],
    released,
  }
  return { summary, rows, statusOf: new Map(rows.map((row) => [idKey(row.roleModelId), row.status])) as ReadonlyMap<string, number> }
}

/**
 * The teacher event page and the preview: the event and its role models (eventOverviewWithStatuses), the role models
 * whose offers wait on the school (`openOffers`, read once for the open-request panel and the threads), and the role
 * models' message threads with unread counts, for the organiser and subscribed teachers (issue 52).
 */
export async function eventOverview({ teacher, event, locale, now = new Date() }: { teacher: SignedInUser; event: Event; locale: Locale; now?: Date }) {
  const payload = await getPayloadClient()
  const [{ summary, rows }, openOffers] = await Promise.all([eventOverviewWithStatuses({ teacher, event, locale, now }), openOfferRoleModels(payload, event.id)])
  return { ...summary, openOffers, messageThreads: await eventThreads({ payload, user: teacher, event, rows, openOffers }) }
}
