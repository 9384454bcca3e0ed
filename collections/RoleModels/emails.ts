import type { PayloadRequest } from 'payload'
import account from '../../locales/en/account.json'
import { paragraphsToHtml, siteUrl } from '../../app/domain/notifications/email.server'
import { signToken, VERIFICATION_LINK_TTL_MS, VERIFY_PURPOSE } from '../../app/domain/accounts/tokens.server'

/**
 * Payload's own auth emails for role models (sent when staff create an account in the admin, or through
 * Payload's REST forgot-password) link to the product's pages, not the admin, with the same wording as
 * the emails the product sends itself.
 */
type User = { id: number | string; email: string; firstName?: string | null }

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '')

export const verifyEmail = {
  generateEmailSubject: () => account.emails.verify.subject,
  generateEmailHTML: ({ user }: { req?: PayloadRequest; token?: string; user: User }) => {
    const token = signToken(VERIFY_PURPOSE, user.id, user.email.toLowerCase(), VERIFICATION_LINK_TTL_MS)
    const link = siteUrl(`/account/verify?token=${encodeURIComponent(token)}`)
    return paragraphsToHtml(fill(account.emails.verify.text, { name: user.firstName || user.email, link }))
  },
}

export const resetPasswordEmail = {
  generateEmailSubject: () => account.emails.resetPassword.subject,
  generateEmailHTML: (args?: { req?: PayloadRequest; token?: string; user?: User }) => {
    const link = siteUrl(`/account/log-in/reset-password?token=${encodeURIComponent(args?.token ?? '')}`)
    return paragraphsToHtml(fill(account.emails.resetPassword.text, { name: args?.user?.firstName || args?.user?.email || '', link }))
  },
}
