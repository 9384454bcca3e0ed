import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import {
  Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLoaderData, useLocation, useMatches, useRouteError,
} from '@remix-run/react'
import { useEffect } from 'react'
import { useT } from '~/i18n/use-t'
import { useChangeLanguage } from 'remix-i18next/react'
import stylesHref from './styles/app.css'
import { SiteFooter, SiteHeader } from './components/layout'
import { Alert } from './components/alert'
import { AnalyticsScript, AnalyticsTracker } from './components/analytics'
import { PageTitle } from './components/page-title'
import { RouteAnnouncer } from './components/route-announcer'
import { getRootData } from './root-data.server'
import { useBehindModal } from './utils/modal-page'
import { ArrivedAlertProvider, useArrivedAlert, useRootData } from './utils/use-root-data'
import { useCatalogue } from './i18n/client-catalogue'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data, headers } = await getRootData(request, context.cspNonce)
  return json(data, { headers })
}

type DocumentProps = { children: React.ReactNode; lang: string; nonce?: string; title?: string; titleLang?: 'en'; catalogue?: string }

function Document({ children, lang, nonce, title, titleLang, catalogue }: DocumentProps) {
  return (
    // The inline script below adds class="js" before React hydrates: expected, not a mismatch.
    <html lang={lang} dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the first paint: styles that differ with JavaScript (collapsed filters on phones) apply at once, no layout shift. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        {/* The page's strings, fetched by entry.client.tsx while the scripts load (no waterfall; ADR 0022). */}
        {catalogue ? <link rel="preload" href={catalogue} as="fetch" crossOrigin="anonymous" data-catalogue="" /> : null}
        <Meta />
        <PageTitle text={title} textLang={titleLang} />
        <Links />
        <AnalyticsScript nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/** Whether the page (not the error page) has been shown in this browser: a later error came from a navigation. */
let appShown = false

export default function App() {
  const data = useLoaderData<typeof loader>()
  useEffect(() => void (appShown = true), [])
  useChangeLanguage(data.lang)
  useCatalogue(data.i18n.version, data.i18n.href, data.lang)
  // Tests (and styles, if ever needed) can tell when the page has become interactive.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  // A route that shows the one-off alert itself (e.g. inside its modal) says so with handle.ownsAlert.
  const alert = useArrivedAlert()
  const location = useLocation()
  const alertShownByRoute = useMatches().some((match) => (match.handle as { ownsAlert?: boolean } | undefined)?.ownsAlert)
  const behindModal = useBehindModal()
  return (
    <Document lang={data.lang} nonce={data.nonce} catalogue={data.i18n.href}>
      <SiteHeader inert={behindModal} />
      <main id="main" tabIndex={-1} className="container">
        {alert && !alertShownByRoute ? (
          // The outcome of what was just done (a one-off alert after a redirect) takes the focus, each time anew.
          <Alert key={location.key} type={alert.messageType} title={alert.lang ? <span lang={alert.lang}>{alert.message}</span> : alert.message} focusOnLoad>
            {alert.detail && alert.detailLang ? <span lang={alert.detailLang}>{alert.detail}</span> : alert.detail}
          </Alert>
        ) : null}
        <ArrivedAlertProvider value={alert}>
          <Outlet />
        </ArrivedAlertProvider>
      </main>
      <SiteFooter inert={behindModal} />
      <RouteAnnouncer />
      <AnalyticsTracker />
    </Document>
  )
}

/** Why a 403 was refused, from its answer: plain text (httpError) or a page's refusal (refusedPage). */
function refusalOf(data: unknown): { reason: string; lang: 'en' | null } | null {
  if (typeof data === 'string') return { reason: data, lang: null }
  const refusal = data as { reason?: unknown; lang?: unknown } | null
  return typeof refusal?.reason === 'string' ? { reason: refusal.reason, lang: refusal.lang === 'en' ? 'en' : null } : null
}

export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRootData()
  const { t, lang } = useT()
  const status = isRouteErrorResponse(error) ? error.status : 500
  // The server logs the error once, with the request's id (entry.server.tsx); the browser's console gets it here.
  if (!isRouteErrorResponse(error) && typeof document !== 'undefined') console.error(error)
  // The reference of the request that failed: the document's own, so not when this page replaces one already shown.
  const reference = appShown ? null : (data?.requestId ?? null)
  const [titleKey, textKey] =
    status === 404
      ? ['errors.notFoundTitle', 'errors.notFoundText']
      : status === 403
        ? ['errors.forbiddenTitle', 'errors.forbiddenText']
        : status === 400
          ? ['errors.badRequestTitle', 'errors.badRequestText']
          : ['errors.genericTitle', 'errors.genericText']
  // A 403 may say why, in the visitor's language (app/utils/http-errors.server.ts): as text, or a page's refusal that
  // also says when the reason is the English fallback.
  const refusal = status === 403 && isRouteErrorResponse(error) ? refusalOf(error.data) : null
  const reason = refusal?.reason || null
  const title = t(titleKey)
  const text = reason ?? t(textKey)
  return (
    <Document lang={data?.lang ?? 'en'} nonce={data?.nonce} title={title} titleLang={lang(titleKey)} catalogue={data?.i18n.href}>
      {data ? <SiteHeader /> : null}
      <main id="main" tabIndex={-1} className="container">
        <h1 lang={lang(titleKey)}>{title}</h1>
        <p lang={reason ? (refusal?.lang ?? undefined) : lang(textKey)}>{text}</p>
        {reference ? (
          <p lang={lang('errors.reference')}>
            {t('errors.reference')} <code>{reference}</code>
          </p>
        ) : null}
        <p>
          <a href="/" lang={lang('errors.backHome')}>{t('errors.backHome')}</a>
        </p>
      </main>
      {data ? <SiteFooter /> : null}
    </Document>
  )
}
