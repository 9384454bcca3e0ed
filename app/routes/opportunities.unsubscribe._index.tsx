import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { SecurityIdInput } from '~/components/security-id'
import type { TitleHandle } from '~/components/page-title'
import { DIGEST_UNSUBSCRIBE_PATH, digestLinkValid, stopDigestByLink } from '~/domain/offers/digest.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { linkSecret, rememberLinkSecret } from '~/utils/link-secret.server'

export const handle: TitleHandle = { title: 'titles.digestUnsubscribe' }

/**
 * The weekly digest's unsubscribe page: no sign-in, works without JavaScript. The signed token of the emailed link
 * (moved from its address into the session) is the permission; one press stops the email. `?done` says it is stopped.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await linkSecret(request, 'digestUnsubscribe')
  const valid = digestLinkValid(token)
  return json({ token: valid ? token : null, done: new URL(request.url).searchParams.has('done') }, { status: valid ? 200 : 404 })
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await requireSecureForm(request)
  const token = String(formData.get('token') ?? '')
  if (!(await stopDigestByLink({ payload: await getPayloadClient(), token }))) return json({ token: null, done: false }, { status: 404 })
  return redirect(`${DIGEST_UNSUBSCRIBE_PATH}?done`, { headers: { 'Set-Cookie': await rememberLinkSecret(request, 'digestUnsubscribe', token) } })
}

export default function DigestUnsubscribe() {
  const { token, done } = useLoaderData<typeof loader>()
  const { t, lang } = useT('invitations')
  const m = useMarkedText('invitations')
  const common = useT('common')
  const busy = useNavigation().state !== 'idle'
  return (
    <div className="invitation-page">
      <h1 lang={lang('opportunities.unsubscribe.title')}>{t('opportunities.unsubscribe.title')}</h1>
      {!token ? (
        <Alert type="danger" title={m('opportunities.unsubscribe.invalid')} focusOnLoad />
      ) : done ? (
        <Alert type="success" title={m('opportunities.unsubscribe.done')} focusOnLoad />
      ) : (
        <Form method="post" replace>
          <SecurityIdInput />
          <input type="hidden" name="token" value={token} />
          <p lang={lang('opportunities.unsubscribe.text')}>{t('opportunities.unsubscribe.text')}</p>
          <button type="submit" className="button button-primary" disabled={busy} lang={lang('opportunities.unsubscribe.submit')}>{t('opportunities.unsubscribe.submit')}</button>
        </Form>
      )}
      <p><Link to="/account/settings#opportunity-digest" lang={common.lang('nav.accountSettings')}>{common.t('nav.accountSettings')}</Link></p>
    </div>
  )
}
