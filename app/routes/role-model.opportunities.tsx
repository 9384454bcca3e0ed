import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { Pager } from '~/components/pager'
import { OpportunityItem } from '~/components/opportunity'
import type { OpportunityCard } from '~/components/opportunity'
import type { TitleHandle } from '~/components/page-title'
import { interestSchema } from '~/domain/offers/interest.schema'
import { expressInterest, listOpportunities, takeBackInterest } from '~/domain/offers/opportunities.server'
import { parseListPage } from '~/domain/events/list-query'
import { parseDocId } from '~/domain/shared/ids'
import { getPayloadClient } from '~/lib/payload.server'
import { keyedAlert, redirectWithAlert } from '~/utils/alerts.server'
import { requireRoleModel } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import invitationStyles from '~/styles/invitations.css'

export const handle: TitleHandle = { title: 'titles.roleModelOpportunities' }
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: invitationStyles }]

const PATH = '/role-model/opportunities'
const pageHref = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH)

/** The role model's opportunities: open requests they could do, ten to a page (`?page=`), or why they see none. */
export async function loader({ request }: LoaderFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const page = parseListPage(new URL(request.url).searchParams)
  // The signed-in record carries what the opportunities ask of the role model (decision 0067): no second read.
  const result = await listOpportunities({ payload: await getPayloadClient(), roleModel, me: roleModel, page })
  // Past the last page (requests closed since, or a hand-edited address): the last page there is.
  if (result.page !== page && page > 1) throw redirect(pageHref(result.page))
  return json(result)
}

type ActionData = { event: string; result: SubmissionResult<string[]> }

/** "I'm interested" (with an optional note) and "Take back", each answered on this page (post, redirect, get). */
export async function action({ request }: ActionFunctionArgs) {
  const roleModel = await requireRoleModel(request)
  const formData = await requireSecureForm(request)
  const payload = await getPayloadClient()
  const back = pageHref(parseListPage(new URL(request.url).searchParams))
  const submission = parseWithZod(formData, { schema: interestSchema })
  const eventText = String(formData.get('event') ?? '')
  if (submission.status !== 'success') return json<ActionData>({ event: eventText, result: submission.reply() }, { status: 400 })
  const eventId = parseDocId(submission.value.event)
  const refused = (key: string, status = 409) => json<ActionData>({ event: eventText, result: submission.reply({ formErrors: [key] }) }, { status })
  if (eventId == null) return refused('invitations:opportunities.refused.not-found', 404)
  if (formData.get('intent') === 'take-back') {
    const result = await takeBackInterest({ payload, roleModel, eventId })
    if (!result.ok) return refused(`invitations:opportunities.refused.${result.refusal}`)
    return redirectWithAlert(request, back, await keyedAlert(request, 'invitations', 'success', 'opportunities.takenBack'))
  }
  const result = await expressInterest({ payload, roleModel, eventId, note: submission.value.note })
  if (!result.ok) {
    if (result.refusal === 'note-too-long') return json<ActionData>({ event: eventText, result: submission.reply({ fieldErrors: { note: ['invitations:opportunities.noteTooLong'] } }) }, { status: 400 })
    return refused(`invitations:opportunities.refused.${result.refusal}`)
  }
  return redirectWithAlert(request, back, await keyedAlert(request, 'invitations', 'success', 'opportunities.sent'))
}

export default function RoleModelOpportunities() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ActionData | undefined
  const { t, lang } = useT('invitations')
  const m = useMarkedText('invitations')
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const action = pageHref(data.page)
  return (
    <>
      <h1 lang={lang('opportunities.title')}>{t('opportunities.title')}</h1>
      {data.reason ? (
        <Alert type="warning">{m(`opportunities.notTakingPart.${data.reason}`)}</Alert>
      ) : (
        <>
          <p lang={lang('opportunities.intro')}>{t('opportunities.intro')}</p>
          {data.items.length === 0 ? <p className="muted" lang={lang('opportunities.empty')}>{t('opportunities.empty')}</p> : null}
          <ul className="invitation-cards">
            {(data.items as OpportunityCard[]).map((item) => (
              <OpportunityItem key={item.id} item={item} action={action} busy={busy} lastResult={actionData?.event === String(item.id) ? actionData.result : undefined} />
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} href={pageHref} label={t('opportunities.pager')} labelLang={lang('opportunities.pager')} />
        </>
      )}
    </>
  )
}
