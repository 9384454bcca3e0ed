import { safeRedirectPath } from '../domain/shared/redirect'

/** The admin's sign-in page (Payload's), which staff pages send a signed-out visitor to. */
export const ADMIN_LOGIN = '/admin/login'

/**
 * Where the admin's sign-in may send staff back to: a path on this site (safeRedirectPath's rule, after the URL
 * parser's normalisation) among the staff pages or the admin; null for anything else (another site, a forged or
 * encoded address, a page of role models or teachers).
 */
export function staffReturnPath(value: string | null | undefined): string | null {
  const path = safeRedirectPath(value, '')
  return /^\/(?:staff|admin)(?=[/?#]|$)/.test(path) ? path : null
}

/** The admin's sign-in, coming back to `path` after it when that is a staff page or the admin (Payload's `redirect`). */
export function adminLoginPath(path?: string | null): string {
  const back = staffReturnPath(path)
  return back ? `${ADMIN_LOGIN}?${new URLSearchParams({ redirect: back })}` : ADMIN_LOGIN
}
