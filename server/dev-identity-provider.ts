import crypto from 'node:crypto'
import type { Express, NextFunction, Request, Response } from 'express'
import express from 'express'
import Provider from 'oidc-provider'
import type { KoaContextWithOIDC } from 'oidc-provider'
import { DEV_TEACHERS } from '../app/domain/teachers/dev-teachers'
import { DEV_IDP_PATH } from '../app/domain/teachers/oidc.server'
import type { OidcSettings } from '../app/domain/teachers/oidc.server'
import { escapeHtml as escape } from '../app/lib/html'

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
.warning{background:#fff4e5;border-left:6px solid #b25e00;padding:.75rem 1rem}
fieldset{border:1px solid #767676;border-radius:6px;padding:1rem}label{display:block;margin:.5rem 0}
button{font:inherit;padding:.6rem 1.1rem;margin-right:.5rem;border-radius:6px;border:2px solid #0b5394;background:#0b5394;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5394}</style></head>
<body><main>${body}</main></body></html>`
}

/**
 * A local OpenID Connect identity provider standing in for the Education Sector Logon in development and
 * tests: its sign-in is a plain server-rendered form listing the demo teachers. Mounted only when DEV_SSO=1
 * and no real issuer is configured (see server.ts), never as a way into a real deployment.
 */
export async function mountDevIdentityProvider(app: Express, settings: OidcSettings, cookieSecret: string) {
  const { schoolClaim, roleClaim, requiredRole } = settings.claimNames
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'dev-idp', use: 'sig', alg: 'RS256' }

  const provider = new Provider(settings.issuer, {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: [settings.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [crypto.createHash('sha256').update(`dev-idp:${cookieSecret}`).digest('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', schoolClaim, roleClaim],
    },
    // The ID token carries the claims, as the Education Sector Logon's does; userinfo has them too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    // First-party client: consent is implied, as it is for the real logon.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId })
      grant.addOIDCScope(settings.scopes)
      await grant.save()
      return grant
    },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const teacher = DEV_TEACHERS.find((candidate) => candidate.sub === sub)
      if (!teacher) return undefined
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: teacher.email,
          email_verified: true,
          given_name: teacher.givenName,
          family_name: teacher.familyName,
          name: `${teacher.givenName} ${teacher.familyName}`,
          [schoolClaim]: teacher.ministryNumber,
          [roleClaim]: teacher.hasAccessRole ? [requiredRole] : [],
        }),
      }
    },
    renderError: async (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
      ctx.type = 'html'
      ctx.body = page('Sign-in error', `<h1>Sign-in error</h1>${Object.entries(out).map(([k, v]) => `<p><strong>${escape(k)}</strong>: ${escape(String(v))}</p>`).join('')}`)
    },
    ttl: { Session: 60 * 60, Interaction: 10 * 60, Grant: 60 * 60, AccessToken: 10 * 60, IdToken: 10 * 60, AuthorizationCode: 60 },
  })
  provider.proxy = true

  const form = express.urlencoded({ extended: false, limit: '4kb' })

  app.get(`${DEV_IDP_PATH}/interaction/:uid`, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const details = await provider.interactionDetails(req, res)
      if (details.uid !== req.params.uid) return void res.status(400).send('Interaction mismatch')
      const options = DEV_TEACHERS.map(
        (teacher, index) =>
          `<label><input type="radio" name="sub" value="${escape(teacher.sub)}"${index === 0 ? ' checked' : ''}> <strong>${escape(`${teacher.givenName} ${teacher.familyName}`)}</strong> (${escape(teacher.email)}): ${escape(teacher.description)}</label>`,
      ).join('')
      res.type('html').send(
        page(
          'Development sign-in',
          `<h1>Development sign-in</h1>
<p class="warning">This is the local development identity provider standing in for the Education Sector Logon. It never runs in production.</p>
<form method="post" action="${DEV_IDP_PATH}/interaction/${escape(details.uid)}/login">
<fieldset><legend>Sign in as</legend>${options}</fieldset>
<p><button type="submit">Sign in</button><button type="submit" class="secondary" name="cancel" value="1">Cancel</button></p>
</form>`,
        ),
      )
    } catch (error) {
      next(error)
    }
  })

  app.post(`${DEV_IDP_PATH}/interaction/:uid/login`, form, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const details = await provider.interactionDetails(req, res)
      if (details.uid !== req.params.uid) return void res.status(400).send('Interaction mismatch')
      if (req.body?.cancel) {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The sign-in was cancelled' }, { mergeWithLastSubmission: false })
        return
      }
      const teacher = DEV_TEACHERS.find((candidate) => candidate.sub === req.body?.sub)
      if (!teacher) return void res.status(400).type('html').send(page('Development sign-in', '<h1>Development sign-in</h1><p>Choose one of the listed teachers.</p>'))
      await provider.interactionFinished(req, res, { login: { accountId: teacher.sub } }, { mergeWithLastSubmission: false })
    } catch (error) {
      next(error)
    }
  })

  // Every sign-in starts a fresh identity-provider session and shows the form, so one browser can switch
  // between demo teachers after logging out (no 'switch account' page).
  app.get(`${DEV_IDP_PATH}/auth`, (req: Request, res: Response, next: NextFunction) => {
    if (req.query.prompt) return next()
    for (const name of ['_session', '_session.sig', '_session.legacy', '_session.legacy.sig']) res.clearCookie(name, { path: '/' })
    const url = new URL(req.originalUrl, 'http://local')
    url.searchParams.set('prompt', 'login')
    res.redirect(303, url.pathname + url.search)
  })
  app.use(DEV_IDP_PATH, provider.callback())
  return provider
}
