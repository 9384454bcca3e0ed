import * as client from 'openid-client'
import { getEnv } from '../../lib/env.server'
import type { Env } from '../../lib/env.server'
import type { ClaimNames } from './sign-in'

export const DEV_IDP_PATH = '/dev-idp'
export const CALLBACK_PATH = '/auth/sso/callback'
export const DEV_CLIENT_ID = 'dev-role-models-platform'

export type OidcSettings = {
  issuer: string
  clientId: string
  clientSecret: string
  scopes: string
  redirectUri: string
  claimNames: ClaimNames
  /** The local development identity provider in this process (never with a real issuer). */
  dev: boolean
}

/** The settings sign-in reads, so tests can pass only these. */
export type OidcEnv = Pick<Env, 'SERVER_URL' | 'SESSION_SECRET' | 'DEV_SSO' | 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_SCOPES' | 'OIDC_SCHOOL_CLAIM' | 'OIDC_ROLE_CLAIM' | 'OIDC_REQUIRED_ROLE'>

/**
 * Where teachers sign in: the configured issuer, or the local development identity provider when
 * DEV_SSO=1 and no issuer is configured; null when neither.
 */
export function oidcSettings(env: OidcEnv = getEnv()): OidcSettings | null {
  const claimNames = { schoolClaim: env.OIDC_SCHOOL_CLAIM, roleClaim: env.OIDC_ROLE_CLAIM, requiredRole: env.OIDC_REQUIRED_ROLE }
  const redirectUri = new URL(CALLBACK_PATH, env.SERVER_URL).toString()
  if (env.OIDC_ISSUER) {
    if (!env.OIDC_CLIENT_ID) return null
    return { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET ?? '', scopes: env.OIDC_SCOPES, redirectUri, claimNames, dev: false }
  }
  if (!env.DEV_SSO) return null
  return {
    issuer: new URL(DEV_IDP_PATH, env.SERVER_URL).toString(),
    clientId: DEV_CLIENT_ID,
    // Derived from the session secret so it is not a constant anyone can reuse elsewhere.
    clientSecret: `dev-${env.SESSION_SECRET}`,
    scopes: env.OIDC_SCOPES,
    redirectUri,
    claimNames,
    dev: true,
  }
}

let configuration: Promise<client.Configuration> | undefined

/** The issuer's discovered configuration, fetched once (and again after a failure). */
function issuerConfiguration(settings: OidcSettings): Promise<client.Configuration> {
  configuration ??= client
    .discovery(
      new URL(settings.issuer),
      settings.clientId,
      { client_secret: settings.clientSecret },
      client.ClientSecretBasic(settings.clientSecret),
      settings.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    )
    .catch((error) => {
      configuration = undefined
      throw error
    })
  return configuration
}

export type PendingSignIn = { state: string; nonce: string; verifier: string; returnTo?: string }

/** The authorization request: fresh state, nonce and PKCE verifier to keep in the session. */
export async function startSignIn(settings: OidcSettings, returnTo?: string): Promise<{ url: string; pending: PendingSignIn }> {
  const config = await issuerConfiguration(settings)
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: settings.redirectUri,
    scope: settings.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  })
  return { url: url.toString(), pending: { state, nonce, verifier, returnTo } }
}

/**
 * Exchanges the callback's code (checking state, nonce, PKCE and the issuer) and returns the identity's
 * claims, with the userinfo claims added when the ID token lacks the school or role claim.
 */
export async function finishSignIn(settings: OidcSettings, callbackUrl: URL, pending: PendingSignIn): Promise<Record<string, unknown>> {
  const config = await issuerConfiguration(settings)
  const tokens = await client.authorizationCodeGrant(
    config,
    callbackUrl,
    { pkceCodeVerifier: pending.verifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true },
    { redirect_uri: settings.redirectUri },
  )
  const claims = { ...(tokens.claims() as Record<string, unknown>) }
  const { schoolClaim, roleClaim } = settings.claimNames
  if ((claims[schoolClaim] == null || claims[roleClaim] == null) && tokens.access_token) {
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub as string)
    for (const [key, value] of Object.entries(userinfo)) if (claims[key] == null) claims[key] = value
  }
  return claims
}
