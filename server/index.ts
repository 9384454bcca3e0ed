import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ServerBuild } from '@remix-run/node'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { EnvError, getEnv, isMongo } from '../app/lib/env.server'
import { oidcSettings } from '../app/domain/teachers/oidc.server'
import { isOpenCmsApiRequest } from './cms-api-gate'
import { drainBeforeAnswer, isAuthPost, isProductApi, isPublicFormPost, isStaffAuthPost, isStaffPage, refuseBody, refuseCrossOrigin, refuseMethod, refusePath } from './request-guards'
import { RECAPTCHA_FRAME_SOURCES, RECAPTCHA_SCRIPT_SOURCES, humanVerification } from '../app/domain/accounts/human-verification.server'
import { CLIENT_ADDRESS_HEADER } from '../app/domain/accounts/staff-sign-in.server'
import { VIDEO_EMBED_ORIGIN } from '../app/components/video-embed'
import { staticFiles } from './static-files'
import { tagRequest } from '../app/utils/request-memo.server'
import { adminLoginPath, staffReturnPath } from '../app/utils/staff-return'
import type { Server } from 'node:http'
import { createShutdown } from './shutdown'
import { restingStorages } from './resting-storages'
import { keepGlobals } from './next-globals'
import { devIdentityProviderRefusal } from './listen-address'
import { errorLog, requestLog, routePatterns } from './request-log'
import { log } from '../app/lib/logger.server'
import { finishEmailDeliveries } from '../app/domain/notifications/email.server'
import type { RenderThread } from './render/thread.server'

// Only the configuration check is loaded up front, so a bad start fails at once with one line; everything
// else (Payload, Next, Express) is imported once the configuration and the database are known to be usable.

/** Stops the process with one clear line instead of a stack trace. */
function fail(message: string): never {
  console.error(`Cannot start: ${message}`)
  process.exit(1)
}

const PRIVATE_CACHE_CONTROL = 'private, no-store'

async function checkDatabase(uri: string) {
  if (isMongo(uri)) {
    const { default: mongoose } = await import('mongoose')
    const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 }).asPromise()
    await connection.close()
    return
  }
  if (uri.startsWith('file:')) fs.mkdirSync(path.dirname(path.resolve(uri.slice('file:'.length))), { recursive: true })
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: uri })
  await client.execute('select 1')
  client.close()
}

async function main() {
  // The natives Next's server replaces when it loads, to put back once it has started (decision 0102).
  const putBackGlobals = keepGlobals()
  // The built server is the production server unless told otherwise (Next would switch to production anyway).
  ;(process.env as Record<string, string | undefined>).NODE_ENV ||= 'production'
  let env
  try {
    env = getEnv()
  } catch (error) {
    fail(error instanceof EnvError ? error.message : String(error))
  }
  if (oidcSettings(env)?.dev) {
    const refusal = devIdentityProviderRefusal(env)
    if (refusal) fail(refusal)
  }
  try {
    await checkDatabase(env.DATABASE_URI)
  } catch (error) {
    fail(`the database at ${env.DATABASE_URI.replace(/\/\/[^@/]*@/, '//***@')} is not reachable (${(error as Error).message.split('\n')[0]})`)
  }

  const { bootstrap, pendingMigrations, stopJobRunner } = await import('./boot')
  const { refusalResponse, tooManyResponse } = await import('./refusal')
  const { maintainDatabase } = await import('../app/lib/sqlite.server')
  const { createRequestHandler } = await import('@remix-run/express')
  const { default: compression } = await import('compression')
  const { default: express } = await import('express')
  const { ipKeyGenerator, rateLimit } = await import('express-rate-limit')
  const { default: helmet } = await import('helmet')
  const { default: next } = await import('next')
  const payload = await bootstrap().catch((error: Error) => fail(`starting the CMS failed (${error.message.split('\n')[0]})`))
  await maintainDatabase(payload)

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.TRUST_PROXY)

  const isAdmin = (req: Request) => /^\/(admin|cms-api|_next|__nextjs)(\/|$)/.test(req.path)

  // Draining on SIGTERM/SIGINT (decision 0033): requests in flight are answered, then the job runner, the render
  // thread and the database stop, and the process exits 0.
  // Made further down; the shutdown reaches them once they exist.
  const running: { server?: Server; renderThread?: RenderThread; routeOf?: (path: string) => string } = {}
  const shutdown = createShutdown({
    server: () => running.server,
    graceMs: env.SHUTDOWN_GRACE_MS,
    alongside: [{ name: 'job runner', run: (deadline) => stopJobRunner(payload, deadline) }],
    after: [
      // Emails the last requests queued: delivered until the deadline, else left queued for the next start.
      { name: 'emails', run: (deadline) => finishEmailDeliveries(payload, deadline) },
      { name: 'render thread', run: async () => running.renderThread?.close() },
      { name: 'database', run: async () => payload.db.destroy?.() },
    ],
  })
  // Each layer below that must know when an answer ends listens for its 'close' (the drain, the request log, admission
  // control, the request memo, compression, the rate limits, Remix's adapter): more than Node's default warning at 10.
  app.use((_req: Request, res: Response, nextFn: NextFunction) => {
    res.setMaxListeners(20)
    nextFn()
  })
  app.use(shutdown.track)
  // One JSON line per request, with its id (X-Request-Id, shown on the error page) and the kind of user (decision 0033).
  const { sessionOfCookie } = await import('../app/utils/session.server')
  app.use(
    requestLog({
      log: log(),
      routeOf: (req) => (req.path === '/healthz' || req.path === '/readyz' ? req.path : (running.routeOf?.(req.path) ?? 'starting')),
      userOf: async (req) => {
        const cookie = req.headers.cookie ?? ''
        if (isAdmin(req)) return /(^|;\s*)payload-token=/.test(cookie) || /^JWT /i.test(req.headers.authorization ?? '') ? 'staff' : 'anonymous'
        if (!cookie.includes('__session=')) return 'anonymous'
        const collection = (await sessionOfCookie(cookie)).get('collection')
        return collection === 'teachers' ? 'teacher' : collection === 'role-models' ? 'role model' : 'anonymous'
      },
    }),
  )

  // Liveness: the process answers and its database does.
  app.get('/healthz', async (_req, res) => {
    try {
      await payload.count({ collection: 'staff', overrideAccess: true })
      res.status(200).json({ status: 'ok' })
    } catch {
      res.status(503).json({ status: 'unavailable' })
    }
  })
  // Readiness (for a load balancer): the database answers, every migration of this code is applied, not draining.
  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (shutdown.draining) return void res.status(503).json({ status: 'draining' })
    try {
      const pending = await pendingMigrations(payload)
      if (pending.length) return void res.status(503).json({ status: 'migrations pending', pending })
      res.status(200).json({ status: 'ready' })
    } catch {
      res.status(503).json({ status: 'unavailable' })
    }
  })

  // Built assets and the favicon first: served from memory, compressed once, skipping everything below (decision 0021).
  const buildFiles = staticFiles('public/build', { mount: '/build', cacheControl: 'public, max-age=31536000, immutable' })
  app.use(buildFiles)
  app.use(staticFiles('public', { cacheControl: 'public, max-age=3600' }))
  // Browsers and tools that ask for /favicon.ico without reading the page's icon link get the SVG icon.
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'))
  app.use(tagRequest)

  // Admission control (decision 0044): a few requests at a time, the rest in one queue in arrival order; a request
  // that would wait longer than MAX_QUEUE_WAIT_MS is answered 503 with Retry-After at once.
  const { createAdmission } = await import('./admission')
  const { busyResponse } = await import('./refusal')
  const admission = createAdmission({
    concurrency: env.MAX_CONCURRENT_REQUESTS,
    maxWaitMs: env.MAX_QUEUE_WAIT_MS,
    shed: (req, res, expectedWaitMs) => {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(expectedWaitMs / 1000))))
      res.setHeader('Cache-Control', 'no-store')
      busyResponse({ path: req.path, headers: req.headers, wantsJson: req.accepts(['html', 'json']) === 'json' })
        .then((answer) => res.status(answer.status).type(answer.type).send(answer.body))
        .catch(() => res.status(503).end())
    },
  })
  app.use(admission.middleware)

  // Pages, loader JSON and the browse API arrive gzipped in one call (app/utils/compressed-body.server.ts); the other
  // answers are gzipped here. Not brotli: its per-response encoder set-up cost three times gzip's whole work on a page
  // (decision 0021); the built assets above keep their brotli form, made once.
  app.use((req: Request, _res: Response, nextFn: NextFunction) => {
    const accepted = req.headers['accept-encoding']
    if (accepted) req.headers['accept-encoding'] = accepted.replace(/\bbr\b(;\s*q=[\d.]+)?\s*,?\s*/gi, '').replace(/,\s*$/, '')
    nextFn()
  })
  app.use(compression())

  // Security headers. Product pages get a strict nonce-based policy; the Next-built admin keeps helmet's
  // other headers but needs its own inline scripts.
  app.use((req: Request, res: Response, nextFn: NextFunction) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
    nextFn()
  })
  // Human verification, when configured, loads Google's reCAPTCHA script, which opens its own frame.
  const recaptcha = humanVerification()
  // Analytics configured in site settings: its script's origin is allowed to load and to receive reports, per request
  // (an edit applies at once); none configured, the policy allows no other origin.
  const { analyticsSettings } = await import('../app/domain/content/analytics.server')
  const { analyticsSources } = await import('../app/domain/content/analytics')
  app.use((req: Request, res: Response, nextFn: NextFunction) => {
    if (isAdmin(req)) return nextFn()
    analyticsSettings(payload)
      .then((analytics) => void (res.locals.analytics = analyticsSources(analytics)), () => undefined)
      .finally(() => nextFn())
  })
  // The script by its exact address (not its whole origin, where anything else might be hosted); its reports to its origin.
  const withAnalytics = (res: unknown, kind: 'script' | 'connect', ...sources: string[]) =>
    [...sources, ((res as Response).locals.analytics as { script: string; connect: string } | null | undefined)?.[kind]].filter(Boolean).join(' ')
  const productHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => withAnalytics(res, 'script', `'nonce-${(res as Response).locals.cspNonce}'`), ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])],
        connectSrc: [(_req, res) => withAnalytics(res, 'connect', "'self'")],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        formAction: ["'self'", ...(env.OIDC_ISSUER ? [new URL(env.OIDC_ISSUER).origin] : [])],
        // The video modal's privacy-enhanced embed; reCAPTCHA's frame when human verification is on.
        frameSrc: [VIDEO_EMBED_ORIGIN, ...(recaptcha ? RECAPTCHA_FRAME_SOURCES : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.SERVER_URL.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: env.SERVER_URL.startsWith('https:'),
    // Not 'no-referrer': with it browsers send `Origin: null` on form posts, which Remix refuses as CSRF.
    referrerPolicy: { policy: 'same-origin' },
  })
  // The admin (Next) gets a policy of its own: Next puts the nonce it finds in the request's
  // Content-Security-Policy header on its inline scripts; Payload's screens set inline styles. Payload's REST API
  // answers JSON and files only, so it may load nothing at all.
  const adminPolicy = (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(env.SERVER_URL.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
    ].join('; ')
  const CMS_API_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox"
  const adminHeaders = helmet({ contentSecurityPolicy: false, strictTransportSecurity: env.SERVER_URL.startsWith('https:') })
  app.use((req, res, nextFn) => {
    if (!isAdmin(req)) return productHeaders(req, res, nextFn)
    const policy = req.path.startsWith('/cms-api') ? CMS_API_POLICY : adminPolicy(res.locals.cspNonce as string)
    req.headers['content-security-policy'] = policy
    res.setHeader('Content-Security-Policy', policy)
    adminHeaders(req, res, nextFn)
  })

  // The product's JSON API (not Payload's /cms-api) answers with one person's data (events, invitations, favourites,
  // their account), and the staff's pages and CSV downloads with the programme's (names, vetting states): no shared
  // cache may keep them, nor the browser on disk (school computers are shared). Every answer under /api and /staff,
  // whatever its method or status (refusals below and the sign-in redirect included), is `private, no-store`, and
  // nothing later can change it: Remix's adapter appends a route's own Cache-Control to this one (res.append), so a
  // different value is replaced rather than added.
  app.use((req: Request, res: Response, nextFn: NextFunction) => {
    if (!isProductApi(req.originalUrl) && !isStaffPage(req.originalUrl)) return nextFn()
    const setHeader = res.setHeader.bind(res)
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      setHeader(name, name.toLowerCase() === 'cache-control' ? PRIVATE_CACHE_CONTROL : value)) as Response['setHeader']
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
    nextFn()
  })

  // Refused before Remix or Next (which would answer some of these with a 500): paths with dot segments (which could
  // pass the gates below as one address and reach Next as another), unknown methods, changes sent from another site,
  // and product form posts without a length or over the limit (Payload limits its own uploads).
  app.use((req: Request, res: Response, nextFn: NextFunction) => {
    const refusal =
      refusePath(req.originalUrl.split('?')[0]) ?? refuseMethod(req.method) ?? refuseCrossOrigin(req.method, req.headers) ?? (isAdmin(req) ? null : refuseBody(req.method, req.headers))
    if (!refusal) return nextFn()
    // A too-large body within a bound is read and thrown away first: answering while the client still sends, then
    // closing, gives the client a broken pipe instead of the answer. Larger or endless bodies are not waited for.
    const drain = drainBeforeAnswer(refusal, req.headers)
    const bodyRead = drain ? new Promise<void>((resolve, reject) => req.on('data', () => {}).once('end', resolve).once('error', reject)) : Promise.resolve()
    Promise.all([refusalResponse(refusal, { path: req.path, headers: req.headers, wantsJson: req.accepts(['html', 'json']) === 'json' }), bodyRead])
      .then(([answer]) => {
        if (refusal.status === 405) res.setHeader('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
        if (!drain && (refusal.status === 411 || refusal.status === 413)) res.setHeader('Connection', 'close')
        res.setHeader('Cache-Control', 'no-store')
        res.status(answer.status).type(answer.type).send(answer.body)
      })
      // A client that went away while sending is not answered.
      .catch((error) => (req.destroyed ? res.destroy() : nextFn(error)))
  })

  const tooMany = (req: Request, res: Response, nextFn: NextFunction) => {
    const minutes = Math.ceil(env.RATE_LIMIT_WINDOW_MS / 60_000)
    // In the visitor's language, from the catalogue (app/utils/refusal.server.ts).
    tooManyResponse({ path: req.path, headers: req.headers, wantsJson: req.accepts(['html', 'json']) === 'json' }, minutes)
      .then((answer) => res.status(answer.status).type(answer.type).send(answer.body))
      .catch(nextFn)
  }
  // Counted in the database all processes share (decision 0034), each limit under its own name.
  const { SharedRateLimitStore } = await import('./rate-limit-store')
  const limitPosts = (name: string, limited: (rawPath: string) => boolean, limit: number) =>
    rateLimit({
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      limit,
      store: new SharedRateLimitStore(payload, name),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
      skip: (req) => !limited(req.path),
      handler: tooMany,
    })
  // Posts only: any other request goes on at once (each limiter's own skip takes a few promise turns a request).
  const posts = (limiter: RequestHandler): RequestHandler => (req, res, nextFn) => (req.method === 'POST' ? limiter(req, res, nextFn) : nextFn())
  app.use(posts(limitPosts('ip-auth', isAuthPost, env.RATE_LIMIT_AUTH_PER_IP)))
  app.use(posts(limitPosts('ip-forms', isPublicFormPost, env.RATE_LIMIT_FORMS_PER_IP)))
  // Payload's own login endpoint for staff is limited the same way.
  app.use(posts(limitPosts('ip-staff-auth', isStaffAuthPost, env.RATE_LIMIT_AUTH_PER_IP)))
  // Staff sign-in also limits failures per address (collections/Staff.ts), which Payload cannot see behind Next: it gets
  // the address read here (TRUST_PROXY, grouped as the limits above group it), never one the client sent.
  app.use((req: Request, _res: Response, nextFn: NextFunction) => {
    if (isAdmin(req)) req.headers[CLIENT_ADDRESS_HEADER] = ipKeyGenerator(req.ip ?? '')
    nextFn()
  })

  // Teacher sign-in: the local development identity provider, only with DEV_SSO=1 and no real issuer.
  const sso = oidcSettings(env)
  if (env.OIDC_ISSUER && !sso) fail('OIDC_ISSUER is set but OIDC_CLIENT_ID is not')
  if (sso?.dev) {
    const line = '!'.repeat(78)
    log().warn(`${line}\n!! DEV_SSO=1: the LOCAL DEVELOPMENT identity provider is running at ${sso.issuer}\n!! Anyone can sign in as a demo teacher. Never run this in a real deployment:\n!! set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for the Education Sector Logon.\n${line}`)
    const { mountDevIdentityProvider } = await import('./dev-identity-provider')
    await mountDevIdentityProvider(app, sso, env.SESSION_SECRET)
  }

  // Payload's REST API is for staff only (see app/utils/cms-api-gate.ts): role models, teachers and visitors act
  // through the product, whose rules (SecurityID, password policy, rate limits, lockout) REST would skip.
  app.use('/cms-api', async (req: Request, res: Response, nextFn: NextFunction) => {
    // A collection without REST endpoints (Payload's migrations): Payload's 501 would name Next's internal address.
    const slug = req.originalUrl.split('?')[0].split('/')[2] ?? ''
    if (Object.hasOwn(payload.collections, slug) && payload.collections[slug as keyof typeof payload.collections].config.endpoints === false) {
      return res.status(404).json({ errors: [{ message: 'Not Found' }] })
    }
    if (isOpenCmsApiRequest(req.method, req.originalUrl.split('?')[0])) return nextFn()
    try {
      const { user } = await payload.auth({ headers: new Headers(req.headers as Record<string, string>) })
      if (user?.collection === 'staff') return nextFn()
    } catch {
      // An unreadable token is no staff member.
    }
    res.status(404).json({ errors: [{ message: 'Not Found' }] })
  })

  // The admin's sign-in comes back only to a staff page or the admin itself (app/utils/staff-return.ts): any other
  // `redirect` (another site, a forged or encoded address, a page of role models or teachers, several of them) is
  // dropped before Next reads it, and a normalised one is asked for as such, so Payload only ever sees a path we allow.
  app.get(/^\/admin\/login\/?$/, (req: Request, res: Response, nextFn: NextFunction) => {
    const asked = new URL(req.originalUrl, 'http://same.site').searchParams.getAll('redirect')
    if (!asked.length || (asked.length === 1 && staffReturnPath(asked[0]) === asked[0])) return nextFn()
    res.redirect(302, adminLoginPath(asked.length === 1 ? asked[0] : null))
  })

  const nextApp = next({ dir: path.resolve('cms'), dev: false })
  await nextApp.prepare()
  putBackGlobals()
  const nextHandler = nextApp.getRequestHandler()
  // Next's async storages are disabled, and the globals it replaced put back, whenever the admin is idle: every page
  // paid for them (decision 0102).
  app.all(/^\/(admin|cms-api|_next|__nextjs)(\/|$)/, restingStorages({ onRest: putBackGlobals }).wrap((req: Request, res: Response) => nextHandler(req, res)))

  const build = (await import(path.resolve('build/index.js'))) as ServerBuild
  const routeOf = routePatterns(build.routes)
  running.routeOf = routeOf
  // Pages are rendered in a second thread, beside this one's reads (decision 0021); RENDER_THREAD=off renders them in
  // the request's thread (to measure the difference: decision 0044).
  const { startRenderThread } = await import('./render/thread.server')
  const thread = env.RENDER_THREAD === 'off' ? undefined : startRenderThread(path.resolve('build/server/render-worker.js'))
  running.renderThread = thread
  app.all(
    '*',
    createRequestHandler({
      build,
      mode: 'production',
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, renderThread: thread, route: () => routeOf(req.path) }),
    }),
  )
  // An error a layer above passed on: logged under its route's pattern, never its address (server/request-log.ts).
  app.use(errorLog({ log: log(), routeOf: (req) => running.routeOf?.(req.path) ?? '/*' }))

  const listening = () => {
    const address = server.address()
    return typeof address === 'object' && address ? `${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}` : String(address)
  }
  const onListening = async () => {
    log().info({ url: env.SERVER_URL, listening: listening() }, `Server ready at ${env.SERVER_URL}`)
    void buildFiles.prepareAll()
    if (env.SEED_DEMO) {
      const { DEMO_SIGN_INS } = await import('../cms/seed/demo')
      // For the person running the demo, as text (log lines never hold an email address).
      console.log(`\nServer ready at ${env.SERVER_URL}\nDemo sign-ins:`)
      for (const demo of DEMO_SIGN_INS) console.log(`  ${demo.who}: ${demo.email} / ${demo.password}`)
    }
  }
  // HOST unset: every interface, as Node listens by default.
  const server = env.HOST ? app.listen(env.PORT, env.HOST, onListening) : app.listen(env.PORT, onListening)
  // Idle keep-alive connections stay open longer than a proxy's or client's idle timeout (commonly 60 s): with Node's
  // 5 s default, a request sent as the server closes the idle socket fails with ECONNRESET.
  running.server = server
  shutdown.watch(server)
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000

  const onSignal = (signal: NodeJS.Signals) => {
    if (shutdown.draining) return void log().warn(`${signal} again: still draining (at most ${env.SHUTDOWN_GRACE_MS} ms in all)`)
    log().info({ signal }, `${signal}: draining (no new connections, /readyz 503; requests in flight get up to ${env.SHUTDOWN_GRACE_MS} ms)`)
    shutdown
      .drain(signal)
      .then((report) => {
        const failed = report.steps.filter((step) => step.error)
        for (const step of failed) log().error({ step: step.name, error: step.error }, `Stopping the ${step.name} failed`)
        log().info(
          report,
          `Stopped in ${report.ms} ms: ${report.answeredWhileDraining} requests answered while draining, ${report.cutConnections} cut at the grace period (${report.steps.map((step) => `${step.name} ${step.ms} ms`).join(', ')})`,
        )
        log().flush(() => process.exit(0))
      })
      .catch((error: Error) => {
        log().error({ err: error }, 'Draining failed')
        log().flush(() => process.exit(1))
      })
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

main()
