import type { LoaderFunctionArgs } from '@remix-run/node'
import { isLanguage } from '~/i18n/config'
import { STILL_COMING_PATH } from '~/domain/invitations/still-coming-links.server'
import { languageCookie } from '~/utils/i18n.server'
import { keepLinkSecret } from '~/utils/link-secret.server'

/**
 * The reminder's emailed "Still coming?" link: its token goes into the session and the browser on to the page's clean
 * address (still-coming._index.tsx), keeping `?withdraw`, so no later request, report or history entry carries it.
 * The link's `?lng=` (the reminder's language) becomes the site's language, as the language switch sets it, so the
 * page opens in the language the email was written in.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  const withdraw = search.has('withdraw') ? '?withdraw' : ''
  const answer = await keepLinkSecret(request, 'stillComing', params.token ?? '', `${STILL_COMING_PATH}${withdraw}`)
  const lng = search.get('lng')
  if (isLanguage(lng)) answer.headers.append('Set-Cookie', await languageCookie.serialize(lng))
  return answer
}
