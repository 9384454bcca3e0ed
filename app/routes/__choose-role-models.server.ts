import { json, redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { switchEventToOnline } from '~/domain/events/transitions.server'
import { addRoleModelToEvent, dismissSuggestion, inviteSelectedRoleModels, removeRoleModelFromEvent } from '~/domain/choosing/event-role-models.server'
import { translateError } from '~/i18n/messages'
import { i18nServer } from '~/utils/i18n.server'
import { keyedAlert, redirectWithAlert } from '../utils/alerts.server'
import { requireSecureForm } from '../utils/csrf.server'
import { requireSchoolEvent } from './__event-guard.server'
import { httpError } from '../utils/http-errors.server'
import { getPayloadClient } from '~/lib/payload.server'
import { declineOffer, inviteFromOffer } from '~/domain/choosing/interested.server'

const CHOOSE_INTENTS = ['add', 'remove', 'invite', 'dismiss-suggestion', 'switch-online', 'invite-offer', 'decline-offer'] as const
type ChooseIntent = (typeof CHOOSE_INTENTS)[number]

/**
 * The plain form posts of the choose-role-models page and of a profile opened over it (spec section 2): add, remove,
 * invite (a live event) and dismiss the suggestion, each with the SecurityID field. Success goes back to the address
 * that posted (the list with its filters, or the profile over it); a refusal comes back as data with the message.
 */
export async function chooseRoleModelsAction(request: Request, params: Params, intents: readonly ChooseIntent[] = CHOOSE_INTENTS) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const formData = await requireSecureForm(request)
  const intent = String(formData.get('intent') ?? '') as ChooseIntent
  if (!intents.includes(intent)) throw await httpError(request, 400)
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  if (intent === 'switch-online') {
    const t = await i18nServer.getFixedT(request, 'events')
    const switched = await switchEventToOnline({ payload: await getPayloadClient(), teacher, id: event.id })
    if (!switched.ok) return json({ intent, roleModelId: '', message: translateError(t, 'events:pages.errors.generic') }, { status: 409 })
    const message = switched.removed ? (['pages.roleModels.thin.switchedRemoved', { count: switched.removed }] as const) : 'pages.roleModels.thin.switched'
    return redirectWithAlert(request, `/events/${event.id}/plan`, await keyedAlert(request, 'events', 'success', message))
  }
  if (intent === 'dismiss-suggestion') {
    await dismissSuggestion({ payload: await getPayloadClient(), teacher, eventId: event.id })
    return redirect(back)
  }

  const t = await i18nServer.getFixedT(request, 'events')
  // An interested role model (issue 51 item 3): one press to invite (a draft: to choose), or "Not this time".
  if (intent === 'invite-offer' || intent === 'decline-offer') {
    const offer = { payload: await getPayloadClient(), teacher, eventId: event.id, offerId: formData.get('offerId') }
    const result = intent === 'invite-offer' ? await inviteFromOffer(offer) : await declineOffer(offer)
    if (result.ok) {
      const message = intent === 'decline-offer' ? 'declined' : result.invited ? 'invited' : 'added'
      return redirectWithAlert(request, `${back}#interested`, await keyedAlert(request, 'events', 'success', [`offers.interestedRoleModels.${message}`, { name: result.name }]))
    }
    return json(
      { intent, roleModelId: '', message: translateError(t, result.message ?? 'events:offers.errors.act') },
      { status: result.error === 'not-found' ? 404 : 409 },
    )
  }
  const args = { payload: await getPayloadClient(), teacher, eventId: event.id, roleModelId: formData.get('roleModelId') }
  const result = intent === 'add' ? await addRoleModelToEvent(args) : intent === 'remove' ? await removeRoleModelFromEvent(args) : await inviteSelectedRoleModels(args)
  if (result.ok && intent === 'invite') return redirectWithAlert(request, `/events/${event.id}`, await keyedAlert(request, 'events', 'success', 'pages.roleModels.invited'))
  // Without JavaScript the page comes back at the card that was acted on (its `anchor`), not at the top.
  const anchor = String(formData.get('anchor') ?? '')
  if (result.ok) return redirect(/^[\w-]{1,64}$/.test(anchor) ? `${back}#${anchor}` : back)
  return json(
    { intent, roleModelId: String(args.roleModelId ?? ''), message: translateError(t, result.message ?? 'events:pages.errors.generic') },
    { status: result.error === 'not-found' ? 404 : 409 },
  )
}
