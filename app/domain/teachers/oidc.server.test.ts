import { describe, expect, it } from 'vitest'
import { oidcSettings } from './oidc.server'
import type { OidcEnv } from './oidc.server'

const base: OidcEnv = {
  SERVER_URL: 'https://rolemodels.example.nz', SESSION_SECRET: 's'.repeat(40), OIDC_SCOPES: 'openid email profile',
  OIDC_SCHOOL_CLAIM: 'moe_institution_number', OIDC_ROLE_CLAIM: 'roles', OIDC_REQUIRED_ROLE: 'role-models-programme', DEV_SSO: false,
}

describe('oidcSettings', () => {
  it('uses the configured issuer, never the development one, even with DEV_SSO=1', () => {
    const settings = oidcSettings({ ...base, DEV_SSO: true, OIDC_ISSUER: 'https://esl.example.govt.nz', OIDC_CLIENT_ID: 'rm', OIDC_CLIENT_SECRET: 'x' })
    expect(settings).toMatchObject({ issuer: 'https://esl.example.govt.nz', clientId: 'rm', dev: false, redirectUri: 'https://rolemodels.example.nz/auth/sso/callback' })
  })

  it('runs the local identity provider only with DEV_SSO=1 and no issuer', () => {
    expect(oidcSettings(base)).toBeNull()
    expect(oidcSettings({ ...base, DEV_SSO: true })).toMatchObject({ issuer: 'https://rolemodels.example.nz/dev-idp', dev: true })
  })

  it('is unusable when an issuer has no client id', () => {
    expect(oidcSettings({ ...base, OIDC_ISSUER: 'https://esl.example.govt.nz' })).toBeNull()
  })

  it('takes the claim names from the environment', () => {
    const settings = oidcSettings({ ...base, DEV_SSO: true, OIDC_SCHOOL_CLAIM: 'school', OIDC_ROLE_CLAIM: 'groups', OIDC_REQUIRED_ROLE: 'teacher' })
    expect(settings?.claimNames).toEqual({ schoolClaim: 'school', roleClaim: 'groups', requiredRole: 'teacher' })
  })
})
