import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { AccountChooser } from '~/components/account-chooser'
import { getCurrentUser } from '~/utils/auth.server'

export const handle = { title: 'titles.accountSignUpIndex' }

/** Only visitors see the login and sign-up modal. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request)
  if (user) throw redirect(user.collection === 'role-models' ? '/role-model' : '/')
  return null
}

export default function SignUp() {
  return <AccountChooser tab="sign-up" />
}
