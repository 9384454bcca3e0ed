import { getCurrentUser } from './utils/auth.server'
import { ensureSecurityId } from './utils/csrf.server'
import { SEEN_AT_RESOLUTION_MS } from './utils/session-lifetime'
import { commitSession, getSession } from './utils/session.server'
import { i18nServer } from './utils/i18n.server'
import { programmeName } from './domain/accounts/content.server'
import { analyticsSettings } from './domain/content/analytics.server'
import { loadsAnalytics } from './domain/content/analytics'
import { getPayloadClient } from './lib/payload.server'
import { humanVerification } from './domain/accounts/human-verification.server'
import { currentCatalogue } from './domain/translations/catalogue.server'
import { catalogueHref, isLanguage } from './i18n/config'

/** What every page needs: who is signed in, the SecurityID token, the language and any one-off alert. */
export async function getRootData(request: Request, nonce?: string) {
  const session = await getSession(request)
  const { token, created } = ensureSecurityId(session)
  const alert = session.get('alert') ?? null
  const [user, lang, payload] = await Promise.all([getCurrentUser(request), i18nServer.getLocale(request), getPayloadClient()])
  const [programme, analytics, catalogue] = await Promise.all([programmeName(payload, lang), analyticsSettings(payload), currentCatalogue(payload)])
  // Analytics events queued by an action for the page it redirects to ('Role Model Sign Up Form').
  const analyticsEvents = session.get('analyticsEvents') ?? []
  const headers = new Headers()
  // The idle limit counts from the last page a signed-in user loaded (written at most once a minute).
  const seenAt = session.get('seenAt')
  const touched = Boolean(user && typeof seenAt === 'number' && Date.now() - seenAt > SEEN_AT_RESOLUTION_MS)
  if (touched) session.set('seenAt', Date.now())
  if (created || alert || touched || analyticsEvents.length) headers.append('Set-Cookie', await commitSession(session))
  return {
    data: {
      lang,
      nonce,
      /** The catalogue's version and where the browser fetches this language's strings (entry.client.tsx). */
      i18n: { version: catalogue.version, href: catalogueHref(catalogue.version, isLanguage(lang) ? lang : 'en') },
      /** Site settings' name of the programme (header, footer, titles); the catalogue's when none is set. */
      programmeName: programme || null,
      security: { securityId: token },
      /**
       * The spec's analytics code: present only when staff configured it in site settings, and on pages of signed-in
       * role models and teachers only when staff allow it there too.
       */
      analytics: loadsAnalytics(analytics, Boolean(user)) ? { ...analytics, events: analyticsEvents } : null,
      isAuthenticated: Boolean(user),
      /** This request's id (server/request-log.ts): the error page shows it, so a report can be matched to its log line. */
      requestId: request.headers.get('x-request-id'),
      /** The human-verification (reCAPTCHA v3) site key, only when verification is configured. */
      recaptchaSiteKey: humanVerification()?.siteKey ?? null,
      user: user ? { id: user.id, collection: user.collection, name: user.name || user.firstName || user.email } : null,
      // The spec's modal alert: message, messageType and raw (whether the message is markup; ours never is).
      alert: alert ? { ...alert, raw: false } : null,
    },
    headers,
  }
}
