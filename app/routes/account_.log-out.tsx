import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { endAllSessions, getCurrentUser } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { destroySession, getSession } from '~/utils/session.server'

export async function action({ request }: ActionFunctionArgs) {
  await requireSecureForm(request)
  const session = await getSession(request)
  // Logging out ends the account's sessions on the server too, so a copied cookie stops working.
  const user = await getCurrentUser(request)
  if (user) await endAllSessions(user)
  return redirect('/', { headers: { 'Set-Cookie': await destroySession(session) } })
}

export function loader() {
  return redirect('/')
}
