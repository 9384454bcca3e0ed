import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useComposedText } from '~/i18n/marked-text'
import { AccountModal } from '~/components/account-modal'
import { ContentText } from '~/components/content-text'
import { accountContent } from '~/domain/accounts/content.server'
import { isIsoDate } from '~/domain/accounts/deletion-dates'
import { formatDisplayDate } from '~/domain/shared/dates'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'
import { httpError } from '~/utils/http-errors.server'

export const handle = { title: 'titles.accountWillBeDeletedDate' }

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isIsoDate(params.date)) throw await httpError(request, 404)
  const lang = await i18nServer.getLocale(request)
  const content = await accountContent(await getPayloadClient(), lang)
  return json({ date: formatDisplayDate(params.date, lang), title: content.text('willBeDeletedTitle'), titleLang: content.lang('willBeDeletedTitle'), content: content.html('willBeDeletedContent') })
}

export default function WillBeDeleted() {
  const { t, lang } = useT('account')
  const { date, title, titleLang, content } = useLoaderData<typeof loader>()
  const composed = useComposedText('account')
  return (
    <AccountModal title={titleLang ? <span lang={titleLang}>{title}</span> : title}>
      <ContentText html={content} />
      <p>{composed('willBeDeleted.newAccountFrom', { date })}</p>
      <p><Link to="/" className="button button-primary" lang={lang('willBeDeleted.done')}>{t('willBeDeleted.done')}</Link></p>
    </AccountModal>
  )
}
