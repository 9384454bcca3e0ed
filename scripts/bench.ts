/**
 * Browse benchmark: seeds 10,000 approved role models (plus hidden ones) into a temporary SQLite database,
 * starts the BUILT server on it (run `npm run build` first) and times the browse page and /api/role-models
 * for a set of filter combinations, each next to a trivial route timed in the same run (GET /language,
 * a Remix loader that only redirects). Times are measured at the client over loopback, so they include the
 * whole server (routing, session, loaders, rendering) and a little network.
 *
 *   npm run bench            (BENCH_ROLE_MODELS=10000 BENCH_RUNS=40 by default)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { InStatement } from '@libsql/client'
import type { TaxonomySlug } from '../collections/taxonomies'
import { sqliteAdapterOf } from '../app/utils/sqlite.server'

const ROLE_MODELS = Number(process.env.BENCH_ROLE_MODELS ?? 10_000)
const HIDDEN = Math.round(ROLE_MODELS / 10)
const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const WARMUP = 8
const PORT = Number(process.env.BENCH_PORT ?? 3390)
const BASE = `http://localhost:${PORT}`

if (!fs.existsSync('build/server/server.js') || !fs.existsSync('build/index.js')) {
  console.error('Run `npm run build` first: the benchmark measures the built server.')
  process.exit(1)
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-bench-'))
const env = {
  NODE_ENV: 'production',
  DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  OUTBOX_DIR: path.join(dir, 'outbox'),
  PAYLOAD_SECRET: 'bench-payload-secret-bench-payload-secret-01',
  SESSION_SECRET: 'bench-session-secret-bench-session-secret-01',
  SERVER_URL: BASE,
  PORT: String(PORT),
  DISABLE_JOBS: '1',
  RATE_LIMIT_AUTH_PER_IP: '100000',
}
Object.assign(process.env, env)

const WORDS = ['engineer', 'nurse', 'developer', 'electrician', 'biologist', 'chef', 'officer', 'designer', 'farmer', 'accountant', 'teacher', 'builder', 'pilot', 'lawyer', 'scientist']
const FIRST = ['Aroha', 'Mere', 'Tama', 'Wiremu', 'Hana', 'Sione', 'Mele', 'Priya', 'Wei', 'Liam', 'Olivia', 'Ngaio', 'Rangi', 'Ana', 'Tevita', 'Grace', 'Jack', 'Kiri']
const LAST = ['Ngata', 'Smith', 'Parata', 'Tupou', 'Wang', 'Patel', 'Williams', 'Te Whata', 'Fale', 'Brown', 'Kaur', 'Chen', 'Walker', 'Henare']
const EMPLOYERS = ['Fulton Hogan', 'Te Whatu Ora', 'Xero', 'NIWA', 'NZ Police', 'Fonterra', 'Air New Zealand', 'Self-employed']

/** A deterministic pseudo-random sequence, so runs are comparable. */
let seed = 42
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)]

export async function seedDatabase() {
  const started = performance.now()
  const { bootstrap } = await import('../app/utils/boot.server')
  const payload = await bootstrap()
  const ids = async (collection: TaxonomySlug) =>
    (await payload.find({ collection, limit: 0, pagination: false, depth: 0, overrideAccess: true })).docs.map((d) => d.id)
  const [regions, districts, languages, sectors, industries, levels, ethnicities] = await Promise.all(
    (['regions', 'districts', 'languages', 'sectors', 'industries', 'education-levels', 'ethnicities'] as const).map(ids),
  )
  const school = await payload.create({ collection: 'schools', data: { name: 'Bench College', ministryNumber: '9999', active: true }, overrideAccess: true })
  const teacher = await payload.create({
    collection: 'teachers', data: { email: 'bench@school.example.nz', subject: 'bench', name: 'Bench Teacher', school: school.id }, overrideAccess: true,
  })

  const client = sqliteAdapterOf(payload)?.client
  if (!client) throw new Error('The benchmark writes SQLite directly; it needs the SQLite database it configured.')
  const now = new Date()
  const approved = new Date(now.getTime() - 30 * 86400000).toISOString()
  const expires = new Date(now.getTime() + 2 * 365 * 86400000).toISOString()
  const total = ROLE_MODELS + HIDDEN
  for (let start = 0; start < total; start += 1000) {
    const statements: InStatement[] = []
    for (let index = start; index < Math.min(total, start + 1000); index++) {
      const id = 100_000 + index
      const visible = index < ROLE_MODELS
      const first = pick(FIRST)
      const last = pick(LAST)
      const job = pick(WORDS)
      statements.push({
        sql: `INSERT INTO role_models (id, first_name, surname, name, contact_phone_number, region_id, district_id, can_do_in_person_event, can_do_online_event,
              what_do_you_do, who_do_you_work_for, industry_id, tell_us_what_you_do_now, check_status, check_approved_at, check_expires_at, profile_complete, email, _verified)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
        args: [
          id, first, last, `${first} ${last}`, '021 000 0000', pick(regions), pick(districts), random() < 0.8 ? 1 : 0, random() < 0.5 ? 1 : 0,
          `${job[0].toUpperCase()}${job.slice(1)}`, pick(EMPLOYERS), pick(industries),
          `I work as a ${job} and love helping people understand what a ${pick(WORDS)} does every day.`,
          visible ? 'approved' : 'pending', visible ? approved : null, visible ? expires : null, visible || random() < 0.5 ? 1 : 0,
          `bench.${id}@example.nz`,
        ],
      })
      const rels: [string, string, number][] = [
        ['languagesSpoken', 'languages_id', pick(languages)],
        ...(random() < 0.3 ? [['languagesSpoken', 'languages_id', pick(languages)] as [string, string, number]] : []),
        ['sectors', 'sectors_id', pick(sectors)],
        ['sectors', 'sectors_id', pick(sectors)],
        ['educationBackgrounds', 'education_levels_id', pick(levels)],
        ['ethnicities', 'ethnicities_id', pick(ethnicities)],
      ]
      rels.forEach(([pathName, column, value], order) =>
        statements.push({ sql: `INSERT INTO role_models_rels (parent_id, path, "order", ${column}) VALUES (?, ?, ?, ?)`, args: [id, pathName, order + 1, value] }),
      )
    }
    await client.batch(statements, 'write')
  }
  // The teacher has 25 favourites.
  for (let index = 0; index < 25; index++) {
    await payload.create({ collection: 'favourites', data: { teacher: teacher.id, roleModel: 100_000 + index * 37 }, overrideAccess: true })
  }
  console.log(`Seeded ${ROLE_MODELS} visible and ${HIDDEN} hidden role models in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return { teacherId: teacher.id as number, lists: { languages, regions, sectors, industries, levels, ethnicities } }
}

async function sessionCookie(teacherId: number) {
  const { startUserSession } = await import('../app/utils/session.server')
  const cookie = await startUserSession(new Request(BASE), { id: teacherId, collection: 'teachers' })
  return cookie.split(';')[0]
}

async function startServer() {
  const child = spawn(process.execPath, ['build/server/server.js'], { env: { ...process.env, ...env } as NodeJS.ProcessEnv, stdio: 'pipe' })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  for (let attempt = 0; attempt < 240; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    if (child.exitCode != null) throw new Error(`server exited:\n${output}`)
    const ok = await fetch(`${BASE}/healthz`).then((r) => r.ok).catch(() => false)
    if (ok) return child
  }
  child.kill()
  throw new Error(`server did not start:\n${output}`)
}

async function time(url: string, cookie: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers: { Cookie: cookie }, redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status >= 400) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function main() {
  const { teacherId, lists } = await seedDatabase()
  const cookie = await sessionCookie(teacherId)
  const server = await startServer()
  const scenarios: [string, string][] = [
    ['no filters', ''],
    ['page 200', 'page=200'],
    ['online events', 'eventType=online'],
    ['one language', `languages[]=${lists.languages[1]}`],
    ['two regions', `regions[]=${lists.regions[2]}&regions[]=${lists.regions[5]}`],
    ['sector + industry', `sectors[]=${lists.sectors[0]}&industries[]=${lists.industries[1]}`],
    ['education + ethnicity', `educationLevels[]=${lists.levels[0]}&ethnicities[]=${lists.ethnicities[0]}`],
    ['search one word', 'q=engineer'],
    ['search two words', 'q=civil fulton'],
    ['only my favourites', 'onlyMyFavourites=true'],
    ['everything', `eventType=in-person&languages[]=${lists.languages[0]}&regions[]=${lists.regions[1]}&sectors[]=${lists.sectors[2]}&q=er`],
  ]
  const rows: string[] = []
  const worst = { page: 0, api: 0 }
  try {
    for (const [label, search] of scenarios) {
      const page = `${BASE}/role-models${search ? `?${search}` : ''}`
      const api = `${BASE}/api/role-models?${search.replace('eventType', 'event-type').replace('onlyMyFavourites', 'only-my-favourites').replace(/page=(\d+)/, (_m, p) => `start=${(Number(p) - 1) * 9}`)}`
      const trivial = `${BASE}/language`
      for (let i = 0; i < WARMUP; i++) await Promise.all([time(page, cookie), time(api, cookie), time(trivial, cookie)].map((p) => p.catch((e) => { throw e })))
      const samples = { page: [] as number[], api: [] as number[], trivial: [] as number[] }
      for (let i = 0; i < RUNS; i++) {
        samples.trivial.push(await time(trivial, cookie))
        samples.page.push(await time(page, cookie))
        samples.api.push(await time(api, cookie))
      }
      const fmt = (values: number[]) => `${percentile(values, 50).toFixed(1).padStart(6)} ${percentile(values, 95).toFixed(1).padStart(6)}`
      worst.page = Math.max(worst.page, percentile(samples.page, 95))
      worst.api = Math.max(worst.api, percentile(samples.api, 95))
      rows.push(`${label.padEnd(24)} | ${fmt(samples.page)} | ${fmt(samples.api)} | ${fmt(samples.trivial)}`)
      console.log(rows.at(-1))
    }
  } finally {
    server.kill()
  }
  console.log(`\n${ROLE_MODELS} visible role models, ${RUNS} sequential runs per route (ms, median and 95th percentile)`)
  console.log(`${'scenario'.padEnd(24)} | page p50    p95 | api  p50    p95 | trivial p50 p95`)
  for (const row of rows) console.log(row)
  console.log(`\nWorst 95th percentile: page ${worst.page.toFixed(1)} ms, API ${worst.api.toFixed(1)} ms (target < 50 ms)`)
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}

if (!process.env.BENCH_NO_MAIN) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
