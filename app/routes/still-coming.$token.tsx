import type { LoaderFunctionArgs } from '@remix-run/node'
import { STILL_COMING_PATH } from '~/domain/invitations/still-coming-links.server'
import { keepLinkSecret } from '~/utils/link-secret.server'

/**
 * The reminder's emailed "Still coming?" link: its token goes into the session and the browser on to the page's clean
 * address (still-coming._index.tsx), keeping `?withdraw`, so no later request, report or history entry carries it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const withdraw = new URL(request.url).searchParams.has('withdraw') ? '?withdraw' : ''
  return keepLinkSecret(request, 'stillComing', params.token ?? '', `${STILL_COMING_PATH}${withdraw}`)
}
