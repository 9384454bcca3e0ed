import type { LoaderFunctionArgs } from '@remix-run/node'
import { browserResources, currentCatalogue } from '~/domain/translations/catalogue.server'
import { isLanguage } from '~/i18n/config'
import { getPayloadClient } from '~/lib/payload.server'

/**
 * The browser's catalogue for one language (plus English, its fallback): `/locales/{version}/{lng}.json`. The
 * current version is cached for good (a change makes a new address); any other version answers with the current
 * strings, not cached, so a page rendered just before a save still hydrates with words.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const lng = /^([a-z]{2,3})\.json$/.exec(params.file ?? '')?.[1]
  if (!isLanguage(lng)) return new Response(null, { status: 404 })
  const catalogue = await currentCatalogue(await getPayloadClient())
  const current = params.version === catalogue.version
  return new Response(JSON.stringify({ version: catalogue.version, resources: browserResources(catalogue, lng) }), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  })
}
