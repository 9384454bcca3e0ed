import { parseWithZod } from '@conform-to/zod'
import { json } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { openRequestSchema } from '~/domain/offers/open-request.schema'
import { closeEventToOffers, openEventToOffers } from '~/domain/offers/open-request.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireSchoolEvent } from '~/routes/__event-guard.server'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'
import { requireSecureForm } from '~/utils/csrf.server'

export const OPEN_REQUEST_INTENT = 'open-to-offers'
export const CLOSE_REQUEST_INTENT = 'close-offers'

/** Whether a post to the teacher event page is the open-request form or its Close button (read from a copy of the body). */
export async function postsOpenRequest(request: Request) {
  if (!request.headers.get('Content-Type')?.includes('form')) return false
  const intent = (await request.clone().formData()).get('intent')
  return intent === OPEN_REQUEST_INTENT || intent === CLOSE_REQUEST_INTENT
}

/**
 * "Open to offers" on the teacher event page (issue 51 item 1), JavaScript on or off, with SecurityID: the form opens
 * the event (or changes what its open request says); Close closes it. Done: back to the page at the panel with the
 * outcome; refused: the form with its messages (the collection's rules as the form's error).
 */
export async function openRequestFormAction(request: Request, params: Params) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const formData = await requireSecureForm(request)
  const payload = await getPayloadClient()
  const back = `/events/${event.id}`
  if (formData.get('intent') === CLOSE_REQUEST_INTENT) {
    const result = await closeEventToOffers({ payload, teacher, eventId: event.id })
    if (result.ok) return redirectWithAlert(request, back, await keyedAlert(request, 'events', 'success', 'offers.closedAlert'))
    return json({ openRequest: null, openRequestError: result.message ?? 'events:offers.errors.close', failure: null, result: null }, { status: result.error === 'not-found' ? 404 : 409 })
  }
  const submission = parseWithZod(formData, { schema: openRequestSchema })
  if (submission.status !== 'success') return json({ openRequest: submission.reply(), openRequestError: null, failure: null, result: null }, { status: 400 })
  const wasOpen = event.offersOpen === true
  const result = await openEventToOffers({ payload, teacher, eventId: event.id, input: submission.value })
  if (result.ok) return redirectWithAlert(request, back, await keyedAlert(request, 'events', 'success', wasOpen ? 'offers.savedAlert' : 'offers.openedAlert'))
  const status = result.error === 'not-found' ? 404 : result.error === 'invalid' ? 400 : 409
  return json({ openRequest: submission.reply({ formErrors: [result.message ?? 'events:offers.errors.open'] }), openRequestError: null, failure: null, result: null }, { status })
}
