/**
 * The crowd test (issue 35): seeds the bench's database (10,000 role models, 20,000 events, 100,000 event role models;
 * see scripts/bench.ts), starts the BUILT server on loopback, then runs LOAD_USERS simulated people at once for
 * LOAD_SECONDS, each in a loop without pause, over one kept-alive connection of their own (as a browser tab); a person
 * answered 503 waits as long as its Retry-After asks before going on (LOAD_RETRY_AFTER=ignore: at once). Each person is a visitor, a teacher of their own school and a role model
 * with invitations of their own; every turn they do one thing, drawn by the weights below: the signed-out home page,
 * browsing and searching, the API, the role model's landing and events list, the teacher's My events and event page,
 * and writes (a favourite added then removed, a role model added to then removed from a draft, an invitation accepted
 * or declined). Counts, statuses, throughput and latency percentiles per kind are printed and written to
 * bench/load.json; exits 1 when a request waited longer than LOAD_MAX_WAIT_MS, timed out, failed to connect, got an
 * unexpected answer, or the p95 missed its budget.
 *
 *   npm run load                         (200 people for 60 s; p95 budget 2,500 ms)
 *   LOAD_USERS=50 npm run load           (p95 budget 500 ms at 50 people or fewer)
 *   LOAD_SECONDS=30 BENCH_ROLE_MODELS=2000 npm run load
 *   LOAD_CROWDS=200,50 LOAD_VARIANTS="RENDER_THREAD=on;RENDER_THREAD=off" npm run load   (each crowd with each setting)
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import zlib from 'node:zlib'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import type { InStatement } from '@libsql/client'

const USERS = Number(process.env.LOAD_USERS ?? 200)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
/** A request not answered in this time is abandoned and counted as a timeout. */
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_MS ?? 30_000)
const MAX_WAIT_MS = Number(process.env.LOAD_MAX_WAIT_MS ?? 10_000)
const RETRY_AFTER = process.env.LOAD_RETRY_AFTER !== 'ignore'
const INVITATIONS_EACH = 12
process.env.BENCH_PORT ??= '3391'
// The crowd adds its own people (and answers invitations) in the database it seeds: a kept BENCH_DB would hold last run's.
if (process.env.BENCH_DB) throw new Error('npm run load seeds a database of its own each run: unset BENCH_DB.')

const bench = await import('./bench')
const { BASE, percentile, residentMb, sessionCookie, startServer } = bench

type Kind =
  | 'home (signed out)' | 'browse' | 'search' | 'api: role models' | 'landing (role model)' | 'events list (role model)'
  | 'My events (teacher)' | 'event page (teacher)' | 'write: favourite' | 'write: draft add/remove' | 'write: accept/decline'
const WEIGHTS: [Kind, number][] = [
  ['home (signed out)', 14], ['browse', 22], ['search', 10], ['api: role models', 14], ['landing (role model)', 7],
  ['events list (role model)', 7], ['My events (teacher)', 6], ['event page (teacher)', 6],
  ['write: favourite', 5], ['write: draft add/remove', 5], ['write: accept/decline', 4],
]
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0)

type Person = {
  /** The person's browser: one kept-alive connection, as a browser tab doing one thing at a time uses. */
  agent: http.Agent
  teacher: { cookie: string; token: string; eventIds: number[]; draftId: number; candidate: number; added: boolean; favourite: number; favourited: boolean }
  roleModel: { id: number; cookie: string; token: string; invitations: number[] }
}

/** A signed-in session with its SecurityID (as the page would give it), for a teacher or a role model. */
async function signedIn(user: { id: number; collection: 'teachers' | 'role-models' }) {
  const { getSession } = await import('../app/utils/session.server')
  const { ensureSecurityId } = await import('../app/utils/csrf.server')
  const cookie = await sessionCookie(user)
  const { token } = ensureSecurityId(await getSession(new Request(BASE, { headers: { Cookie: cookie } })))
  return { cookie, token }
}

/**
 * The crowd's own people, beside the bench's data: one teacher per person at their own school (whose events the bench
 * seeded) with a draft online event, and one role model per person (able to do online events) invited to a dozen
 * online events of their own.
 */
async function seedPeople(seeded: Awaited<ReturnType<typeof bench.seedDatabase>>): Promise<Person[]> {
  const { payload, client } = seeded
  const { rows: onlineRoleModels } = await client.execute({
    sql: "SELECT id FROM role_models WHERE can_do_online_event = 1 AND check_status = 'approved' AND profile_complete = 1 ORDER BY id LIMIT ?",
    args: [USERS * 2],
  })
  if (onlineRoleModels.length < USERS * 2) throw new Error('Too few role models for the crowd: raise BENCH_ROLE_MODELS.')
  const { rows: online } = await client.execute({
    sql: "SELECT id FROM events WHERE status = 'active' AND type = 'online' AND date > ? ORDER BY id LIMIT ?",
    args: [new Date().toISOString(), USERS * INVITATIONS_EACH],
  })
  const date = new Date(Date.now() + 40 * 86400000).toISOString().slice(0, 10)
  const people: Person[] = []
  const statements: InStatement[] = []
  for (let index = 0; index < USERS; index++) {
    const schoolId = 200_000 + index
    const teacher = await payload.create({
      collection: 'teachers', data: { email: `load.${index}@school.example.nz`, subject: `load-${index}`, name: `Load Teacher ${index}`, school: schoolId }, overrideAccess: true,
    })
    const draftId = 400_000 + index
    statements.push({
      sql: `INSERT INTO events (id, title, type, status, school_id, created_by_id, date, start_time, end_time, region_id, number_of_students, students_age,
            min_role_models, max_role_models, meeting_platform, meeting_invite_link)
            VALUES (?, ?, 'online', 'draft', ?, ?, ?, '09:30', '11:30', (SELECT region_id FROM schools WHERE id = ?), 25, 'Year 10', 1, 8, 'zoom', 'https://zoom.us/j/123456')`,
      args: [draftId, `Load draft ${index}`, schoolId, teacher.id as number, `${date}T00:00:00.000Z`, schoolId],
    })
    const roleModelId = Number(onlineRoleModels[index].id)
    const offered = online.slice(index * INVITATIONS_EACH, (index + 1) * INVITATIONS_EACH).map((row) => Number(row.id))
    // The bench may already have put this role model on one of these events (answered or not): only fresh invitations.
    const { rows: taken } = await client.execute({
      sql: `SELECT event_id FROM event_role_models WHERE role_model_id = ? AND event_id IN (${offered.map(() => '?').join(',')})`,
      args: [roleModelId, ...offered],
    })
    const invitations = offered.filter((eventId) => !taken.some((row) => Number(row.event_id) === eventId))
    for (const eventId of invitations) {
      statements.push({
        sql: `INSERT INTO event_role_models (event_id, role_model_id, status, invited_at, expires_at)
              SELECT ?, ?, 1, ?, ? WHERE NOT EXISTS (SELECT 1 FROM event_role_models WHERE event_id = ? AND role_model_id = ?)`,
        args: [eventId, roleModelId, new Date(Date.now() - 86400000).toISOString(), new Date(Date.now() + 9 * 86400000).toISOString(), eventId, roleModelId],
      })
    }
    const { rows: own } = await client.execute({ sql: 'SELECT id FROM events WHERE school_id = ? ORDER BY id LIMIT 10', args: [schoolId] })
    people.push({
      agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      teacher: {
        ...(await signedIn({ id: teacher.id as number, collection: 'teachers' })),
        eventIds: own.map((row) => Number(row.id)), draftId, candidate: Number(onlineRoleModels[USERS + index].id), added: false,
        favourite: Number(onlineRoleModels[USERS + ((index + 1) % USERS)].id), favourited: false,
      },
      roleModel: { id: roleModelId, ...(await signedIn({ id: roleModelId, collection: 'role-models' })), invitations },
    })
  }
  await client.batch(statements, 'write')
  return people
}

type Sample = { kind: Kind; status: number | 'timeout' | 'error'; ms: number; unexpected?: string; reqId?: string | null; url?: string; retryAfterMs?: number }

const random = () => Math.random()
const pickOne = <T,>(list: T[]) => list[Math.floor(random() * list.length)]
const WORDS = ['engineer', 'nurse', 'chef', 'pilot', 'civil fulton', 'farmer xero', 'design']

function drawKind(): Kind {
  let roll = random() * TOTAL_WEIGHT
  for (const [kind, weight] of WEIGHTS) if ((roll -= weight) < 0) return kind
  return WEIGHTS[0][0]
}

function browseQuery(lists: Record<string, number[]>) {
  const params = new URLSearchParams()
  if (random() < 0.4) params.append('regions[]', String(pickOne(lists.regions)))
  if (random() < 0.3) params.append('sectors[]', String(pickOne(lists.sectors)))
  if (random() < 0.2) params.append('languages[]', String(pickOne(lists.languages)))
  if (random() < 0.2) params.set('eventType', pickOne(['online', 'in-person']))
  // Deeper pages only without filters: a filtered list may have fewer pages, and a page past the end redirects.
  if (!params.size && random() < 0.5) params.set('page', String(1 + Math.floor(random() * 20)))
  return params.toString()
}

type Answer = { status: number; requestId: string | undefined; retryAfter: string | undefined; text: string }

/**
 * A request over the person's own connection (node:http, not fetch: fetch's pool opens a new connection whenever the
 * kept-alive one is not yet marked free, which no browser does, and the crowd grew to half again as many connections as
 * people). The answer is read whole and unzipped.
 */
function request(agent: http.Agent, url: string, method: string, headers: Record<string, string>, body: string | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${BASE}${url}`, { agent, method, headers, signal: AbortSignal.timeout(TIMEOUT_MS) }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('error', reject)
      incoming.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = incoming.headers['content-encoding']
        const text = (encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString()
        resolve({ status: incoming.statusCode ?? 0, requestId: [incoming.headers['x-request-id']].flat()[0], retryAfter: incoming.headers['retry-after'], text })
      })
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** One request as a browser or the site's own scripts send it; the answer is read whole. */
async function send(kind: Kind, url: string, init: { agent: http.Agent; cookie?: string; method?: string; token?: string; body?: unknown; expectOk?: boolean }): Promise<Sample> {
  const started = performance.now()
  try {
    const response = await request(init.agent, url, init.method ?? 'GET', {
      'Accept-Encoding': 'gzip, br',
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.token ? { 'X-SecurityID': init.token, 'Content-Type': 'application/json', Accept: 'application/json' } : {}),
      ...(init.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(JSON.stringify(init.body))) }),
    }, init.body === undefined ? undefined : JSON.stringify(init.body))
    const { text } = response
    const ms = performance.now() - started
    const sample: Sample = { kind, status: response.status, ms, reqId: response.requestId, url }
    if (response.status === 503) {
      if (!/^\d+$/.test(response.retryAfter ?? '')) sample.unexpected = `${url} answered 503 without Retry-After in seconds`
      else sample.retryAfterMs = Number(response.retryAfter) * 1000
      return sample
    }
    if (response.status !== 200) sample.unexpected = `${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 200)}`
    else if (init.expectOk) {
      const body: unknown = JSON.parse(text)
      const ok = body === true || (typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === true)
      if (!ok) sample.unexpected = `${init.method} ${url} answered ${text.slice(0, 200)}`
    }
    return sample
  } catch (error) {
    const ms = performance.now() - started
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return { kind, status: timedOut ? 'timeout' : 'error', ms, unexpected: `${url}: ${error instanceof Error ? `${error.name} ${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)}` }
  }
}

async function turn(person: Person, lists: Record<string, number[]>, kind: Kind = drawKind()): Promise<Sample> {
  const { agent, teacher, roleModel } = person
  switch (kind) {
    case 'home (signed out)':
      return send(kind, '/', { agent })
    case 'browse': {
      const query = browseQuery(lists)
      return send(kind, `/role-models${query ? `?${query}` : ''}`, { agent, cookie: teacher.cookie })
    }
    case 'search':
      return send(kind, `/role-models?q=${encodeURIComponent(pickOne(WORDS))}`, { agent, cookie: teacher.cookie })
    case 'api: role models':
      return send(kind, `/api/role-models?start=${9 * Math.floor(random() * 20)}${random() < 0.5 ? `&regions[]=${pickOne(lists.regions)}` : ''}`, { agent, cookie: teacher.cookie })
    case 'landing (role model)':
      return send(kind, '/role-model', { agent, cookie: roleModel.cookie })
    case 'events list (role model)':
      return send(kind, '/role-model/events', { agent, cookie: roleModel.cookie })
    case 'My events (teacher)':
      return send(kind, '/events', { agent, cookie: teacher.cookie })
    case 'event page (teacher)':
      return send(kind, `/events/${teacher.eventIds.length ? pickOne(teacher.eventIds) : teacher.draftId}`, { agent, cookie: teacher.cookie })
    case 'write: favourite': {
      const sample = await send(kind, '/api/role-model-favourites', { agent, cookie: teacher.cookie, token: teacher.token, method: teacher.favourited ? 'DELETE' : 'POST', body: { userId: teacher.favourite }, expectOk: true })
      if (sample.status === 200 && !sample.unexpected) teacher.favourited = !teacher.favourited
      return sample
    }
    case 'write: draft add/remove': {
      const sample = await send(kind, `/api/events/${teacher.draftId}/role-models/${teacher.candidate}`, { agent, cookie: teacher.cookie, token: teacher.token, method: teacher.added ? 'DELETE' : 'POST', body: {}, expectOk: true })
      if (sample.status === 200 && !sample.unexpected) teacher.added = !teacher.added
      return sample
    }
    case 'write: accept/decline': {
      const eventId = roleModel.invitations.pop()
      // Out of invitations: the role model looks at their events instead.
      if (eventId == null) return send('events list (role model)', '/role-model/events', { agent, cookie: roleModel.cookie })
      const accept = random() < 0.5
      return accept
        ? send(kind, `/api/events/${eventId}/role-model-accept/${roleModel.id}`, { agent, cookie: roleModel.cookie, token: roleModel.token, method: 'POST', body: {}, expectOk: true })
        : send(kind, `/api/events/${eventId}/role-model-decline/${roleModel.id}`, { agent, cookie: roleModel.cookie, token: roleModel.token, method: 'POST', body: { reason: 'Away that week' }, expectOk: true })
    }
  }
}

function summarise(samples: Sample[], seconds: number) {
  const timings = samples.map((sample) => sample.ms)
  const statuses: Record<string, number> = {}
  for (const sample of samples) statuses[String(sample.status)] = (statuses[String(sample.status)] ?? 0) + 1
  return {
    count: samples.length,
    perSecond: Number((samples.length / seconds).toFixed(1)),
    statuses,
    unexpected: samples.filter((sample) => sample.unexpected).length,
    p50: Math.round(percentile(timings, 50) ?? 0),
    p95: Math.round(percentile(timings, 95) ?? 0),
    p99: Math.round(percentile(timings, 99) ?? 0),
    max: Math.round(Math.max(0, ...timings)),
  }
}

/**
 * LOAD_VARIANTS runs the same crowd once per server setting, one after the other on the same seeded database, to
 * compare designs in one run (issue 35, item 4): for example `LOAD_VARIANTS="RENDER_THREAD=on;RENDER_THREAD=off"`.
 * LOAD_CROWDS runs several crowd sizes, the people being the first N of LOAD_USERS: `LOAD_CROWDS=200,50`.
 */
const VARIANTS = (process.env.LOAD_VARIANTS ?? '').split(';').map((variant) => variant.trim())
const CROWDS = (process.env.LOAD_CROWDS ?? String(USERS)).split(',').map(Number)
if (CROWDS.some((crowd) => !(crowd > 0 && crowd <= USERS))) throw new Error('LOAD_CROWDS: each crowd between 1 and LOAD_USERS.')

function applyVariant(variant: string) {
  const settings = Object.fromEntries(variant.split(/\s+/).filter(Boolean).map((pair) => pair.split('=') as [string, string]))
  Object.assign(process.env, settings)
  return settings
}

async function runCrowd(people: Person[], lists: Record<string, number[]>, variant: string) {
  const users = people.length
  const p95Budget = Number(process.env.LOAD_P95_MS ?? (users <= 50 ? 500 : 2_500))
  const settings = applyVariant(variant)
  const server = await startServer()
  // LOAD_TRACE=1: the server's request lines (LOG_LEVEL=info) beside the slowest answers, to tell time spent in the
  // server from time spent waiting to be taken in.
  const serverTimes = new Map<string, number>()
  const abandoned: string[] = []
  if (process.env.LOAD_TRACE) {
    let rest = ''
    server.stdout?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        const match = /"reqId":"([^"]+)".*"ms":([\d.]+)/.exec(line)
        if (match) serverTimes.set(match[1], Number(match[2]))
        if (line.includes('"aborted":true')) abandoned.push(line.replace(/.*"route":"([^"]+)".*"ms":([\d.]+).*/, '$1 $2 ms'))
      }
    })
  }
  const loopDelay = monitorEventLoopDelay({ resolution: 20 })
  const samples: Sample[] = []
  let peakRssMb = 0
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, (server.pid && residentMb(server.pid)) || 0)), 250)
  let elapsed = 0
  try {
    // Every page once, signed in as the first person, so the first turns do not measure cold code paths.
    for (const kind of WEIGHTS.map(([name]) => name).filter((name) => !name.startsWith('write'))) {
      const warm = await turn(people[0], lists, kind)
      if (warm.unexpected) throw new Error(`warm-up: ${warm.unexpected}`)
    }
    console.log(`\n${users} people for ${SECONDS} s against ${BASE}${variant ? ` with ${variant}` : ''} ...`)
    loopDelay.enable()
    const started = performance.now()
    const deadline = started + SECONDS * 1000
    await Promise.all(people.map(async (person) => {
      while (performance.now() < deadline) {
        const sample = await turn(person, lists)
        samples.push(sample)
        // Told the site is busy, a person waits as long as it asked before the next thing they do, as a browser
        // showing the busy page would (LOAD_RETRY_AFTER=ignore: straight on, a client that ignores it).
        if (sample.retryAfterMs && RETRY_AFTER) await new Promise((resolve) => setTimeout(resolve, Math.min(sample.retryAfterMs!, Math.max(0, deadline - performance.now()))))
      }
    }))
    elapsed = (performance.now() - started) / 1000
    loopDelay.disable()
  } finally {
    clearInterval(sampler)
  }
  const rssMb = server.pid ? residentMb(server.pid) : null
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill()
  // The next crowd's server takes the same port; under BENCH_PROFILE this one writes its CPU profile as it exits.
  await exited

  const kinds = [...new Set(samples.map((sample) => sample.kind))]
  const byKind = Object.fromEntries(kinds.map((kind) => [kind, summarise(samples.filter((sample) => sample.kind === kind), elapsed)]))
  const all = summarise(samples, elapsed)
  const shed = samples.filter((sample) => sample.status === 503).length
  for (const [kind, figures] of Object.entries(byKind)) {
    console.log(`${kind.padEnd(26)} ${String(figures.count).padStart(6)}  ${String(figures.perSecond).padStart(6)}/s  p50 ${String(figures.p50).padStart(5)}  p95 ${String(figures.p95).padStart(5)}  p99 ${String(figures.p99).padStart(5)}  max ${String(figures.max).padStart(6)} ms  ${JSON.stringify(figures.statuses)}`)
  }
  console.log(`${'all'.padEnd(26)} ${String(all.count).padStart(6)}  ${String(all.perSecond).padStart(6)}/s  p50 ${String(all.p50).padStart(5)}  p95 ${String(all.p95).padStart(5)}  p99 ${String(all.p99).padStart(5)}  max ${String(all.max).padStart(6)} ms  ${JSON.stringify(all.statuses)}`)
  if (process.env.LOAD_TRACE) {
    console.log('Slowest answers (client ms / server ms from its request line):')
    for (const sample of [...samples].sort((a, b) => b.ms - a.ms).slice(0, 15)) {
      console.log(`  ${Math.round(sample.ms)} / ${sample.reqId ? serverTimes.get(sample.reqId) ?? '?' : '-'}  ${sample.kind} ${sample.url ?? ''}`)
    }
    console.log(`The server logged ${abandoned.length} requests the client gave up on: ${abandoned.slice(0, 10).join(', ')}`)
  }
  const misses: string[] = []
  if (all.max > MAX_WAIT_MS) misses.push(`a request waited ${all.max} ms (> ${MAX_WAIT_MS} ms)`)
  if (all.p95 > p95Budget) misses.push(`p95 ${all.p95} ms > ${p95Budget} ms`)
  const failures = samples.filter((sample) => sample.unexpected)
  if (failures.length) misses.push(`${failures.length} unexpected answers, timeouts or connection errors; first: ${failures.slice(0, 3).map((sample) => sample.unexpected).join(' | ')}`)
  console.log(`503 (shed load): ${shed} of ${samples.length} (${((shed / Math.max(1, samples.length)) * 100).toFixed(2)}%)`)
  console.log(`Server resident memory after the crowd: ${rssMb?.toFixed(0) ?? '?'} MB (highest ${peakRssMb.toFixed(0)} MB); load generator's event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms`)
  console.log(misses.length ? `MISSED: ${misses.join('; ')}` : 'Every request answered within the budgets.')
  return {
    users, settings, p95Budget, elapsedSeconds: Number(elapsed.toFixed(1)), all, byKind, shed503: shed,
    shed503Share: Number((shed / Math.max(1, samples.length)).toFixed(4)), rssMb, peakRssMb, misses,
  }
}

async function main() {
  const seeded = await bench.seedDatabase()
  const people = await seedPeople(seeded)
  const lists: Record<string, number[]> = seeded.lists
  const runs = []
  for (const crowd of CROWDS) {
    for (const variant of VARIANTS) runs.push(await runCrowd(people.slice(0, crowd), lists, variant))
  }
  fs.mkdirSync('bench', { recursive: true })
  fs.writeFileSync('bench/load.json', `${JSON.stringify({
    at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
    settings: { USERS, SECONDS, TIMEOUT_MS, MAX_WAIT_MS, weights: Object.fromEntries(WEIGHTS) },
    runs,
  }, null, 2)}\n`)
  console.log('\nResults in bench/load.json.')
  process.exit(runs.some((run) => run.misses.length) ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
