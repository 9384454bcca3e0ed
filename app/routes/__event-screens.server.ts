import { json, redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { eventFormOptions, eventFormPage, eventSummary, saveEventScreen } from '~/routes/__event-pages.server'
import { requireSchoolEvent } from '~/routes/__event-guard.server'
import type { EventScreen } from '~/domain/events/step-schemas'
import { i18nServer } from '~/i18n/i18n.server'
import { requireSecureForm } from '../utils/csrf.server'

type Locale = 'en' | 'mi'

/** Which statuses each form screen edits; any other status goes where that event can be changed. */
function checkScreen(event: { id: number | string; status: string }, screen: EventScreen) {
  const wanted = screen === 'edit' ? 'active' : 'draft'
  if (event.status === wanted) return
  if (event.status === 'draft') throw redirect(`/events/${event.id}/plan`)
  if (event.status === 'active') throw redirect(`/events/${event.id}/edit`)
  throw redirect(`/events/${event.id}`)
}

/** Loader of an event form screen (plan, info, edit): guard, status, then the form's data. */
export async function eventScreenLoader(request: Request, params: Params, screen: EventScreen) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  checkScreen(event, screen)
  const locale = (await i18nServer.getLocale(request)) as Locale
  return json({ event: eventSummary(event), ...(await eventFormPage({ teacher, event, screen, locale })) })
}

/** Action of an event form screen: SecurityID, the shared schema, save; then on to `next`. */
export async function eventScreenAction(request: Request, params: Params, screen: EventScreen, next: (id: number | string) => string) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  checkScreen(event, screen)
  const formData = await requireSecureForm(request)
  const locale = (await i18nServer.getLocale(request)) as Locale
  const options = await eventFormOptions(locale)
  const result = await saveEventScreen({ teacher, event, screen, formData, options, locale })
  if (!result.ok) return json({ result: result.reply }, { status: result.validateOnly ? 200 : 400 })
  return redirect(next(event.id))
}
