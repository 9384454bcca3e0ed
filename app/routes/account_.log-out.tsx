import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { requireSecureForm } from '~/utils/csrf.server'
import { destroySession, getSession } from '~/utils/session.server'

export async function action({ request }: ActionFunctionArgs) {
  await requireSecureForm(request)
  const session = await getSession(request)
  return redirect('/', { headers: { 'Set-Cookie': await destroySession(session) } })
}

export function loader() {
  return redirect('/')
}
