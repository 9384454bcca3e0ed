import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'
import { sendCreatedAccountVerification, sendRequestedReset } from '../../app/domain/accounts/admin-auth-emails.server'

/**
 * Payload's own auth emails for role models (a verification when staff create an account in the admin; a reset through
 * Payload's REST forgot-password, which the CMS API gate leaves to staff) are never sent by Payload: it writes them in
 * one language with no language declared. The product's own emails go instead, in the recipient's stored language
 * (decision 0048). The product's sign-up and reset already switch Payload's off and send their own; seeds and
 * fixtures pass `skipEmail`.
 */
const sendOwn = new WeakSet<object>()

export const ownAuthEmailsBefore: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create') {
    const next = { ...args, disableVerificationEmail: true }
    if (!args.disableVerificationEmail && !req.context.skipEmail) sendOwn.add(next)
    return next
  }
  if (operation === 'forgotPassword') {
    const next = { ...args, disableEmail: true }
    if (!args.disableEmail && !req.context.skipEmail) sendOwn.add(next)
    return next
  }
  return args
}

export const ownAuthEmailsAfter: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (!sendOwn.has(args)) return result
  // An account staff marked verified on creation needs no link (Payload would have sent one anyway).
  if (operation === 'create' && result && typeof result === 'object' && 'email' in result && !(result as { _verified?: boolean | null })._verified) {
    await sendCreatedAccountVerification(req.payload, result as { id: number | string; email: string; firstName?: string | null; language?: unknown })
  }
  if (operation === 'forgotPassword' && typeof result === 'string' && result) {
    const email = String((args as { data?: { email?: unknown } }).data?.email ?? '')
    await sendRequestedReset({ payload: req.payload, req, email, token: result })
  }
  return result
}
