/* Times each Payload call a loader makes, on the bench database (BENCH_DB=/work/benchdb). Not committed. */
import { performance } from 'node:perf_hooks'
const dir = '/work/benchdb'
Object.assign(process.env, {
  NODE_ENV: 'production', DATABASE_URI: `file:${dir}/bench.db`, MEDIA_DIR: `${dir}/media`, OUTBOX_DIR: `${dir}/outbox`,
  PAYLOAD_SECRET: 'bench-payload-secret-bench-payload-secret-01', SESSION_SECRET: 'bench-session-secret-bench-session-secret-01',
  SERVER_URL: 'http://localhost:3390', DISABLE_JOBS: '1',
})
const { getPayloadClient } = await import('../../app/lib/payload.server')
const { startUserSession } = await import('../../app/utils/session.server')
const payload = await getPayloadClient()
const seed = JSON.parse((await import('node:fs')).readFileSync(`${dir}/seed.json`, 'utf8'))
const calls: string[] = []
let tracing = false
for (const name of ['find', 'findByID', 'count', 'findGlobal', 'update', 'create']) {
  const original = (payload as any)[name].bind(payload)
  ;(payload as any)[name] = async (args: any) => {
    const started = performance.now()
    try { return await original(args) } finally {
      if (tracing) calls.push(`${(performance.now() - started).toFixed(2).padStart(7)} ms ${name} ${args.collection ?? args.slug} depth=${args.depth} ${JSON.stringify(args.where ?? args.id ?? '').slice(0, 140)}`)
    }
  }
}
const which = process.argv[2] ?? 'rm-event'
const routes: Record<string, [string, string, string, Record<string, string>]> = {
  'rm-event': ['../../app/routes/role-model.events.$eventId', `/role-model/events/300000`, 'role-models', { eventId: '300000' }],
  'rm-events': ['../../app/routes/role-model.events._index', `/role-model/events`, 'role-models', {}],
  'landing': ['../../app/routes/role-model._index', `/role-model`, 'role-models', {}],
  'my-events': ['../../app/routes/events._index', `/events`, 'teachers', {}],
  'event': ['../../app/routes/events.$id._index', `/events/${seed.eventId}`, 'teachers', { id: String(seed.eventId) }],
  'browse': ['../../app/routes/role-models', `/role-models`, 'teachers', {}],
}
const [modulePath, url, collection, params] = routes[which]
const route = await import(modulePath)
const root = await import('../../app/root')
const user = collection === 'teachers' ? { id: seed.teacherId, collection } : { id: seed.roleModelId, collection }
const cookie = (await startUserSession(new Request('http://localhost:3390'), user as any)).split(';')[0]
const { tagRequest, REQUEST_ID_HEADER } = await import('../../app/utils/request-memo.server')
const run = async () => {
  const req = { method: 'GET', headers: {} as Record<string, string> }
  tagRequest(req as any, { once() {} } as any, () => {})
  const request = new Request(`http://localhost:3390${url}`, { headers: { Cookie: cookie, [REQUEST_ID_HEADER]: req.headers[REQUEST_ID_HEADER] } })
  await Promise.all([root.loader({ request, params, context: {} }), route.loader({ request, params, context: {} })])
}
for (let i = 0; i < 60; i++) await run()
const N = 100
const { Session } = await import('node:inspector/promises')
const session = new Session()
if (process.env.TRACE_PROFILE) { session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 100 }); await session.post('Profiler.start') }
let started = performance.now()
const cpu0 = process.cpuUsage()
for (let i = 0; i < N; i++) await run()
const cpu = process.cpuUsage(cpu0)
if (process.env.TRACE_PROFILE) {
  const { profile } = await session.post('Profiler.stop')
  ;(await import('node:fs')).writeFileSync(process.env.TRACE_PROFILE, JSON.stringify(profile))
}
console.log(`${which}: ${((performance.now() - started) / N).toFixed(2)} ms wall, ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms cpu per loader run (root + route)`)
tracing = true
{
  const req = { method: 'GET', headers: {} as Record<string, string> }
  tagRequest(req as any, { once() {} } as any, () => {})
  const request = new Request(`http://localhost:3390${url}`, { headers: { Cookie: cookie, [REQUEST_ID_HEADER]: req.headers[REQUEST_ID_HEADER] } })
  const [r1, r2] = await Promise.all([root.loader({ request, params, context: {} }), route.loader({ request, params, context: {} })])
  console.log('root data bytes', (await (r1 as Response).clone().text()).length, 'route data bytes', (await (r2 as Response).clone().text()).length)
}
await run()
console.log(calls.join('\n'))
process.exit(0)
