import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountModal } from '~/components/account-modal'
import { ContentText } from '~/components/content-text'
import { accountContent } from '~/domain/accounts/content.server'
import { isIsoDate } from '~/domain/accounts/deletion-dates'
import { formatDisplayDate } from '~/domain/events/dates'
import { i18nServer } from '~/i18n/i18n.server'
import { getPayloadClient } from '~/utils/payload.server'

export const handle = { title: 'titles.accountWillBeDeletedDate' }

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isIsoDate(params.date)) throw new Response('Not found', { status: 404 })
  const content = await accountContent(await getPayloadClient(), await i18nServer.getLocale(request))
  return json({ date: formatDisplayDate(params.date), title: content.text('willBeDeletedTitle'), content: content.html('willBeDeletedContent') })
}

export default function WillBeDeleted() {
  const { t } = useTranslation('account')
  const { date, title, content } = useLoaderData<typeof loader>()
  return (
    <AccountModal title={title}>
      <ContentText html={content} />
      <p>{t('willBeDeleted.newAccountFrom', { date })}</p>
      <p><Link to="/" className="button button-primary">{t('willBeDeleted.done')}</Link></p>
    </AccountModal>
  )
}
