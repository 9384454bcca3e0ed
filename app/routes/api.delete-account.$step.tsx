import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { deleteAccountSchema } from '~/domain/accounts/delete-account.schema'
import { scheduleDeletion, validateDeletion } from '~/domain/accounts/deletion.server'
import { translator } from '~/legacy/legacy.server'
import { signOut } from '~/utils/session.server'
import { getCurrentUser } from '~/utils/auth.server'
import { requireSecureJson } from '~/utils/csrf.server'
import { getPayloadClient } from '~/lib/payload.server'
import { httpError } from '~/utils/http-errors.server'

/**
 * POST /api/delete-account/validate and /api/delete-account/confirm (spec section 7): JSON reason, email,
 * password, securityId. Failure: the list of errors [{ fieldName?, message }] with a non-2xx status (the spec's client
 * reads success from the ok flag); validate success: { success: true }; confirm success: { success: true, deleteDate }.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (params.step !== 'validate' && params.step !== 'confirm') throw await httpError(request, 404)
  const body = await requireSecureJson<Record<string, unknown>>(request)
  const translate = await translator(request)
  const user = await getCurrentUser(request)
  if (user?.collection !== 'role-models') return json([{ message: translate('account:errors.mustBeLoggedIn') }], { status: 401 })
  const parsed = deleteAccountSchema.safeParse({ reason: body.reason ?? undefined, email: body.email ?? undefined, password: body.password ?? undefined })
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ fieldName: String(issue.path[0]), message: translate(issue.message) }))
    return json(errors, { status: 400 })
  }
  const payload = await getPayloadClient()
  if (params.step === 'validate') {
    const errors = await validateDeletion(payload, user, parsed.data)
    if (errors.length) return json(errors.map((e) => ({ ...e, message: translate(e.message) })), { status: 400 })
    return json({ success: true })
  }
  const result = await scheduleDeletion(payload, user, parsed.data)
  if (!result.ok) return json(result.errors.map((e) => ({ ...e, message: translate(e.message) })), { status: 400 })
  return json({ success: true, deleteDate: result.deleteDate }, { headers: { 'Set-Cookie': await signOut(request) } })
}

export async function loader({ request }: LoaderFunctionArgs) {
  throw await httpError(request, 405)
}
