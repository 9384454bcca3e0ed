import type { LoaderFunctionArgs } from '@remix-run/node'
import { isLanguage } from '~/i18n/config'
import { DIGEST_UNSUBSCRIBE_PATH } from '~/domain/offers/digest.server'
import { languageCookie } from '~/utils/i18n.server'
import { keepLinkSecret } from '~/utils/link-secret.server'

/**
 * The weekly digest's emailed unsubscribe link: its token goes into the session and the browser on to the page's clean
 * address (decision 0081), in the email's language (`?lng=`). Nothing changes on this GET.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const answer = await keepLinkSecret(request, 'digestUnsubscribe', params.token ?? '', DIGEST_UNSUBSCRIBE_PATH)
  const lng = new URL(request.url).searchParams.get('lng')
  if (isLanguage(lng)) answer.headers.append('Set-Cookie', await languageCookie.serialize(lng))
  return answer
}
