import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { AccountChooser } from '~/components/account-chooser'
import { safeRedirectPath } from '~/domain/shared/redirect'
import { getCurrentUser } from '~/utils/auth.server'

export const handle = { title: 'titles.accountLogInIndex' }

/** Only visitors see the login and sign-up modal; a teacher already signed in goes on to the page that sent them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request)
  if (user?.collection === 'teachers') throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('returnTo')))
  if (user) throw redirect('/role-model')
  return null
}

export default function LogIn() {
  return <AccountChooser tab="log-in" />
}
