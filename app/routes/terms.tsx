import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ContentText } from '~/components/content-text'
import { useT } from '~/i18n/use-t'
import { siteSettings } from '~/domain/accounts/content.server'
import { renderContent } from '~/domain/content/markdown.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'

export const handle = { title: 'titles.terms' }

export async function loader({ request }: LoaderFunctionArgs) {
  const settings = await siteSettings(await getPayloadClient(), await i18nServer.getLocale(request))
  // The content-managed terms are Markdown, rendered safely below the page's own heading.
  return json({ html: renderContent(settings.termsContent, { topHeading: 2 }) })
}

export default function Terms() {
  const { t, lang } = useT('account')
  const { html } = useLoaderData<typeof loader>()
  return (
    <article className="content-page">
      <h1 lang={lang('terms.title')}>{t('terms.title')}</h1>
      {html ? <ContentText html={html} /> : <p lang={lang('terms.default')}>{t('terms.default')}</p>}
    </article>
  )
}
