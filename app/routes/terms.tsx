import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { payloadClient } from '~/domain/accounts/accounts.server'
import { siteSettings } from '~/domain/accounts/content.server'
import { i18nServer } from '~/i18n/i18n.server'

export const meta: MetaFunction = () => [{ title: 'Terms and conditions | Inspiring the Future Aotearoa' }]

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** The paragraphs of the content-managed rich text, as plain text (no markup is trusted). */
function paragraphs(value: unknown): string[] {
  const root = (value as { root?: LexicalNode } | null)?.root
  if (!root?.children) return []
  const text = (node: LexicalNode): string => node.text ?? (node.children ?? []).map(text).join(node.type === 'list' ? '\n' : '')
  return root.children.map(text).filter((p) => p.trim() !== '')
}

export async function loader({ request }: LoaderFunctionArgs) {
  const settings = await siteSettings(await payloadClient(), await i18nServer.getLocale(request))
  return json({ paragraphs: paragraphs(settings.termsContent) })
}

export default function Terms() {
  const { t } = useTranslation('account')
  const data = useLoaderData<typeof loader>()
  const body = data.paragraphs.length ? data.paragraphs : [t('terms.default')]
  return (
    <article className="content-page">
      <h1>{t('terms.title')}</h1>
      {body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  )
}
