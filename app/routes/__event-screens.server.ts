import { json, redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { eventFormOptions, eventFormPage, eventSummary, saveEventScreen } from '~/routes/__event-pages.server'
import { requireSchoolEvent } from '~/routes/__event-guard.server'
import type { EventScreen } from '~/domain/events/step-schemas'
import { i18nServer } from '~/utils/i18n.server'
import { countInPersonRoleModelsInRegion, countOnlineRoleModels } from '~/domain/events/available-role-models.server'
import { getPayloadClient } from '~/lib/payload.server'
import type { Event } from '../../cms/payload-types'
import { requireSecureForm } from '../utils/csrf.server'

type Locale = 'en' | 'mi'

/** Which statuses each form screen edits; any other status goes where that event can be changed. */
function checkScreen(event: { id: number | string; status: string }, screen: EventScreen) {
  const wanted = screen === 'edit' || screen === 'move' ? 'active' : 'draft'
  if (event.status === wanted) return
  if (event.status === 'draft') throw redirect(`/events/${event.id}/plan`)
  if (event.status === 'active') throw redirect(`/events/${event.id}/edit`)
  throw redirect(`/events/${event.id}`)
}

/**
 * How many role models could come (decision 0038): in person, those of the event's region (a region of '' until
 * one is chosen); online, every one who takes part online.
 */
async function roleModelsWhoCouldCome(event: Event): Promise<{ region: string; count: number }> {
  const payload = await getPayloadClient()
  if (event.type === 'online') return { region: '', count: await countOnlineRoleModels(payload) }
  const region = event.region == null ? '' : String(typeof event.region === 'object' ? event.region.id : event.region)
  return { region, count: region ? await countInPersonRoleModelsInRegion(payload, region) : 0 }
}

/**
 * The event a screen edits. Going online (a live event in person, issue 50 item 1) is the move screen of the event as
 * the online event it becomes: its form, its rules, its meeting; any other event goes back to its page.
 */
function screenEvent(event: Event, toOnline: boolean): Event {
  if (!toOnline) return event
  if (event.type !== 'in-person') throw redirect(`/events/${event.id}`)
  return { ...event, type: 'online' }
}

/** Loader of an event form screen (plan, info, edit, move): guard, status, then the form's data. */
export async function eventScreenLoader(request: Request, params: Params, screen: EventScreen, { toOnline = false } = {}) {
  const { teacher, event: stored } = await requireSchoolEvent(request, params.id)
  checkScreen(stored, screen)
  const event = screenEvent(stored, toOnline)
  const locale = (await i18nServer.getLocale(request)) as Locale
  const [page, roleModelCount] = await Promise.all([eventFormPage({ teacher, event, screen, locale }), screen === 'plan' ? roleModelsWhoCouldCome(event) : null])
  return json({ event: eventSummary(event), ...page, roleModelCount })
}

/** Action of an event form screen: SecurityID, the shared schema, save; then on to `next`. */
export async function eventScreenAction(request: Request, params: Params, screen: EventScreen, next: (id: number | string) => string, { toOnline = false } = {}) {
  const { teacher, event: stored } = await requireSchoolEvent(request, params.id)
  checkScreen(stored, screen)
  const event = screenEvent(stored, toOnline)
  const formData = await requireSecureForm(request)
  const locale = (await i18nServer.getLocale(request)) as Locale
  const options = await eventFormOptions(locale)
  const result = await saveEventScreen({ teacher, event, screen, formData, options, locale, toOnline })
  if (!result.ok) {
    // Without JavaScript the count of role models follows the region posted (e.g. with 'Show districts').
    const region = String(formData.get('RegionID') ?? '')
    const roleModelCount = screen === 'plan' && event.type === 'in-person' && region ? { region, count: await countInPersonRoleModelsInRegion(await getPayloadClient(), region) } : null
    return json({ result: result.reply, roleModelCount }, { status: result.validateOnly ? 200 : 400 })
  }
  return redirect(next(event.id))
}
