/**
 * Where a page's loaders spend their server CPU, measured in-process on the bench's database (issue 35, decision 0054):
 * the root's and the page's loaders run 1,000 times to warm up, then 5 x 100 times under `process.cpuUsage` (and, with
 * TRACE_PROFILE=file.cpuprofile, an inspector CPU profile of those runs for scripts/profile-summary.mjs); then one more
 * run lists every Payload Local API and database adapter call it made with its wall time (`db.` before the adapter's),
 * and the size of each loader's data; with TRACE_REPLAY=1, each of those calls again alone, with its CPU a call.
 *
 *   BENCH_DB=dir npm run bench            (once: seeds and keeps the bench's database in dir)
 *   BENCH_DB=dir npm run trace -- rm-event    (pages: browse, browse-search, my-events, event, rm-events, rm-event, landing,
 *                                              opportunities, choose, feedback, rm-feedback, thread, rm-thread, and browse-url: browse
 *                                              with TRACE_QUERY's filters, say TRACE_QUERY='languages[]=3')
 *
 * With TRACE_SQL=1 (SQLite), the traced load also lists each SQL statement it ran, with its wall time (TRACE_SQL=full:
 * whole statements and arguments, to run them again under EXPLAIN QUERY PLAN).
 */
import fs from 'node:fs'
import path from 'node:path'
import { Session } from 'node:inspector/promises'
import { performance } from 'node:perf_hooks'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

const dir = process.env.BENCH_DB ? path.resolve(process.env.BENCH_DB) : null
if (!dir || !fs.existsSync(path.join(dir, 'seed.json'))) {
  console.error('Set BENCH_DB to a directory a bench run seeded (BENCH_DB=dir npm run bench).')
  process.exit(1)
}
Object.assign(process.env, {
  NODE_ENV: 'production', DATABASE_URI: `file:${path.join(dir, 'bench.db')}`, MEDIA_DIR: path.join(dir, 'media'), OUTBOX_DIR: path.join(dir, 'outbox'),
  PAYLOAD_SECRET: 'bench-payload-secret-bench-payload-secret-01', SESSION_SECRET: 'bench-session-secret-bench-session-secret-01',
  SERVER_URL: 'http://localhost:3390', DISABLE_JOBS: '1',
})

type Loader = (args: { request: Request; params: Record<string, string>; context: Record<string, never> }) => Promise<unknown>
type Seed = { teacherId: number; roleModelId: number; eventId: number; endedEventId: number }

const seed = JSON.parse(fs.readFileSync(path.join(dir, 'seed.json'), 'utf8')) as Seed
const { getPayloadClient } = await import('../../app/lib/payload.server')
const { startUserSession } = await import('../../app/utils/session.server')
const { tagRequest, REQUEST_ID_HEADER } = await import('../../app/utils/request-memo.server')
const payload = await getPayloadClient()

// Every Local API and database adapter call, timed while `tracing`.
const calls: string[] = []
/** The traced load's calls again, for TRACE_REPLAY: each one alone, to price it in CPU. */
const replays: { label: string; run: () => Promise<unknown> }[] = []
let tracing = false
type Call = (args: Record<string, unknown>) => Promise<unknown>
function timeCalls(target: object, prefix: string, names: string[]) {
  for (const name of names) {
    const original: Call = Reflect.get(target, name).bind(target)
    Reflect.set(target, name, async (args: Record<string, unknown>) => {
      const started = performance.now()
      let rows = ''
      try {
        const result = await original(args)
        const docs = (result as { docs?: unknown[] } | null)?.docs
        rows = Array.isArray(docs) ? ` rows=${docs.length}` : ''
        return result
      } finally {
        const slug = args.collection ?? args.slug
        const label = `${prefix}${name} ${String(slug)} depth=${String(args.depth ?? '')}${rows} ${JSON.stringify(args.where ?? args.id ?? '').slice(0, 120)}`
        if (tracing) calls.push(`${(performance.now() - started).toFixed(2).padStart(7)} ms  ${label}`)
        if (tracing) replays.push({ label, run: () => original({ ...args, req: undefined }) })
      }
    })
  }
}
timeCalls(payload, '', ['find', 'findByID', 'count', 'findGlobal', 'update', 'create'])
// TRACE_SQL=1: the libsql client's statements (which the adapter's drizzle calls on this same object), timed while `tracing`.
const statements: string[] = []
const sqlClient = (payload.db as { client?: { execute?: (statement: unknown) => Promise<unknown> } }).client
if (process.env.TRACE_SQL && sqlClient?.execute) {
  const execute = sqlClient.execute.bind(sqlClient)
  sqlClient.execute = async (statement: unknown) => {
    const started = performance.now()
    try {
      return await execute(statement)
    } finally {
      const { sql, args } = typeof statement === 'string' ? { sql: statement, args: [] } : (statement as { sql: string; args?: unknown })
      if (tracing) statements.push(`${(performance.now() - started).toFixed(2).padStart(7)} ms  ${process.env.TRACE_SQL === 'full' ? sql : sql.slice(0, 400)} ${JSON.stringify(args ?? []).slice(0, process.env.TRACE_SQL === 'full' ? undefined : 120)}`)
    }
  }
}
timeCalls(payload.db, 'db.', ['find', 'findOne', 'count'])

const pages: Record<string, { module: string; url: string; as: 'teachers' | 'role-models'; params?: Record<string, string> }> = {
  browse: { module: '../../app/routes/role-models', url: '/role-models', as: 'teachers' },
  'browse-search': { module: '../../app/routes/role-models', url: '/role-models?q=engineer', as: 'teachers' },
  'browse-url': { module: '../../app/routes/role-models', url: `/role-models?${process.env.TRACE_QUERY ?? ''}`, as: 'teachers' },
  'my-events': { module: '../../app/routes/events._index', url: '/events', as: 'teachers' },
  event: { module: '../../app/routes/events.$id._index', url: `/events/${seed.eventId}`, as: 'teachers', params: { id: String(seed.eventId) } },
  'rm-events': { module: '../../app/routes/role-model.events._index', url: '/role-model/events', as: 'role-models' },
  'rm-event': { module: '../../app/routes/role-model.events.$eventId', url: '/role-model/events/300000', as: 'role-models', params: { eventId: '300000' } },
  landing: { module: '../../app/routes/role-model._index', url: '/role-model', as: 'role-models' },
  opportunities: { module: '../../app/routes/role-model.opportunities', url: '/role-model/opportunities', as: 'role-models' },
  choose: { module: '../../app/routes/events.$id.role-models', url: `/events/${seed.eventId}/role-models`, as: 'teachers', params: { id: String(seed.eventId) } },
  feedback: { module: '../../app/routes/events.$id.feedback', url: `/events/${seed.endedEventId}/feedback`, as: 'teachers', params: { id: String(seed.endedEventId) } },
  thread: { module: '../../app/routes/events.$id.messages.$roleModelId', url: `/events/${seed.eventId}/messages/${seed.roleModelId}`, as: 'teachers', params: { id: String(seed.eventId), roleModelId: String(seed.roleModelId) } },
  'rm-thread': { module: '../../app/routes/role-model.events.$eventId_.messages', url: `/role-model/events/${seed.eventId}/messages`, as: 'role-models', params: { eventId: String(seed.eventId) } },
  'rm-feedback': { module: '../../app/routes/role-model.events.$eventId_.feedback', url: `/role-model/events/${seed.endedEventId}/feedback`, as: 'role-models', params: { eventId: String(seed.endedEventId) } },
}
const which = process.argv[2] ?? 'rm-event'
const page = pages[which]
if (!page) {
  console.error(`Pages: ${Object.keys(pages).join(', ')}`)
  process.exit(1)
}
const route = (await import(page.module)) as { loader: Loader }
const root: { loader: Loader } = await import('../../app/root')
const user = { id: page.as === 'teachers' ? seed.teacherId : seed.roleModelId, collection: page.as }
const cookie = (await startUserSession(new Request('http://localhost:3390'), user)).split(';')[0]
const params = page.params ?? {}

/** Both loaders of one page load, side by side and sharing the request's memo, as the server runs them. */
async function load(): Promise<unknown[]> {
  const req = new IncomingMessage(new Socket())
  req.method = 'GET'
  tagRequest(req, new ServerResponse(req), () => {})
  const request = new Request(`http://localhost:3390${page.url}`, { headers: { Cookie: cookie, [REQUEST_ID_HEADER]: String(req.headers[REQUEST_ID_HEADER]) } })
  return Promise.all([root.loader({ request, params, context: {} }), route.loader({ request, params, context: {} })])
}

// Steady state, as a server that has been up a while runs it: the first thousand loads warm the JIT (its compiler
// threads' CPU counts in process.cpuUsage, which is why 60 warm-up loads gave more CPU than wall time); then five batches
// of RUNS loads, and the median batch is the figure (a busy neighbour on the cores inflates a batch, never shrinks one).
// TRACE_WARMUP=60 TRACE_BATCHES=1 gives the figures measured before session 26 (docs/performance/log.md).
const RUNS = Number(process.env.TRACE_RUNS ?? 100)
const WARMUP = Number(process.env.TRACE_WARMUP ?? 1000)
const BATCHES = Number(process.env.TRACE_BATCHES ?? 5)
for (let index = 0; index < WARMUP; index++) await load()
const session = new Session()
if (process.env.TRACE_PROFILE) {
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  await session.post('Profiler.start')
}
const batches: { cpu: number; wall: number }[] = []
for (let batch = 0; batch < BATCHES; batch++) {
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  for (let index = 0; index < RUNS; index++) await load()
  const cpu = process.cpuUsage(cpuBefore)
  batches.push({ cpu: (cpu.user + cpu.system) / 1000 / RUNS, wall: (performance.now() - started) / RUNS })
}
if (process.env.TRACE_PROFILE) {
  const { profile } = await session.post('Profiler.stop')
  fs.writeFileSync(process.env.TRACE_PROFILE, JSON.stringify(profile))
}
const byCpu = [...batches].sort((a, b) => a.cpu - b.cpu)
const median = byCpu[Math.floor(byCpu.length / 2)]
const range = batches.length > 1 ? ` (batches ${byCpu[0].cpu.toFixed(2)}-${byCpu[byCpu.length - 1].cpu.toFixed(2)})` : ''
console.log(`${which}: ${median.cpu.toFixed(2)} ms of CPU${range}, ${median.wall.toFixed(2)} ms of wall time a page load (root + page loaders; ${WARMUP} warm-up loads, median of ${BATCHES} x ${RUNS})`)
tracing = true
const [rootData, pageData] = (await load()) as Response[]
console.log(`data: root ${(await rootData.text()).length} bytes, page ${(await pageData.text()).length} bytes; Payload calls of one load:`)
console.log(calls.join('\n'))
if (statements.length) console.log(`SQL statements of that load:\n${statements.join('\n')}`)
// TRACE_REPLAY=1: each call of that load alone, one after the other (none side by side), its CPU a call (median of 3 x 100).
if (process.env.TRACE_REPLAY) {
  tracing = false
  console.log('each call alone, CPU a call:')
  let sum = 0
  for (const { label, run } of replays) {
    for (let index = 0; index < 100; index++) await run()
    const figures: number[] = []
    for (let batch = 0; batch < 3; batch++) {
      const before = process.cpuUsage()
      for (let index = 0; index < 100; index++) await run()
      const cpu = process.cpuUsage(before)
      figures.push((cpu.user + cpu.system) / 1000 / 100)
    }
    const cpu = figures.sort((a, b) => a - b)[1]!
    sum += cpu
    console.log(`${cpu.toFixed(3).padStart(7)} ms  ${label}`)
  }
  console.log(`${sum.toFixed(2).padStart(7)} ms  all calls; the rest of the load is the loaders' own work`)
}
process.exit(0)
