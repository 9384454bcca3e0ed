import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { siteSettings } from '~/domain/accounts/content.server'
import { i18nServer } from '~/i18n/i18n.server'
import { getPayloadClient } from '~/utils/payload.server'

export const handle = { title: 'titles.terms' }

/** The paragraphs of the content-managed terms: plain text, separated by blank lines (no markup is trusted). */
function paragraphs(value: unknown): string[] {
  return typeof value === 'string' ? value.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) : []
}

export async function loader({ request }: LoaderFunctionArgs) {
  const settings = await siteSettings(await getPayloadClient(), await i18nServer.getLocale(request))
  return json({ paragraphs: paragraphs(settings.termsContent) })
}

export default function Terms() {
  const { t, lang } = useT('account')
  const data = useLoaderData<typeof loader>()
  const body = data.paragraphs.length ? data.paragraphs : [t('terms.default')]
  return (
    <article className="content-page">
      <h1 lang={lang('terms.title')}>{t('terms.title')}</h1>
      {body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  )
}
