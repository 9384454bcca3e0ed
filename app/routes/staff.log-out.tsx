import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { requireSecureForm } from '~/utils/csrf.server'
import { endStaffSession } from '~/utils/staff.server'
import { ADMIN_LOGIN } from '~/utils/staff-return'

/** The staff pages' log-out (a form post with the SecurityID): ends the admin's session, then the admin's sign-in. */
export async function action({ request }: ActionFunctionArgs) {
  await requireSecureForm(request)
  return redirect(ADMIN_LOGIN, { headers: { 'Set-Cookie': await endStaffSession(request) } })
}

export function loader() {
  return redirect('/staff')
}
