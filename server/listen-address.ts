/**
 * Where the server listens (`HOST`), and the one rule that depends on it: the development identity provider, which
 * lets anyone sign in as a demo teacher, runs only for this machine unless told twice that others may reach it.
 */

/** The confirmation `DEV_SSO_ON_NETWORK_CONFIRM` must hold, word for word. */
export const DEV_SSO_ON_NETWORK_CONFIRMATION = 'anyone-can-sign-in-as-a-teacher'

/** Whether only this machine can reach a server listening on `host` (unset: Node's default, every interface). */
export function isLoopback(host: string | undefined): boolean {
  if (!host) return false
  const address = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')
  return address === 'localhost' || address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(address)
}

type Settings = { HOST?: string; DEV_SSO_ON_NETWORK?: boolean; DEV_SSO_ON_NETWORK_CONFIRM?: string }

/** Why the development identity provider may not start on this address, or null when it may. */
export function devIdentityProviderRefusal(settings: Settings): string | null {
  if (isLoopback(settings.HOST)) return null
  if (settings.DEV_SSO_ON_NETWORK && settings.DEV_SSO_ON_NETWORK_CONFIRM === DEV_SSO_ON_NETWORK_CONFIRMATION) return null
  const where = settings.HOST ? `HOST=${settings.HOST}` : 'every network interface (HOST is not set)'
  return (
    `DEV_SSO=1 lets anyone sign in as a teacher, and the server would listen on ${where}. ` +
    `Set HOST=127.0.0.1, or, to offer it to other machines on purpose, set both DEV_SSO_ON_NETWORK=1 and DEV_SSO_ON_NETWORK_CONFIRM=${DEV_SSO_ON_NETWORK_CONFIRMATION}`
  )
}
