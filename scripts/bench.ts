/**
 * Load benchmark: seeds a temporary SQLite database with 10,000 visible role models (plus hidden ones),
 * 2,000 schools, 20,000 events and 100,000 event role models, starts the BUILT server on it (run `npm run build`
 * first), then measures every address twice: sequentially (p50/p95 of single requests) and under load (autocannon,
 * 20 connections: requests per second and p97.5). Each figure is compared with /healthz in the same run, the
 * budgets below are checked, and the table goes to the terminal and to bench/results.json. Exits 1 when a budget
 * is missed. Measure on a quiet machine: other work on the cores shows up as missed budgets.
 *
 *   npm run bench     (BENCH_ROLE_MODELS=10000 BENCH_RUNS=40 BENCH_SECONDS=10 BENCH_CONNECTIONS=20 by default)
 *   BENCH_ONLY='home|api: no' BENCH_PROFILE=bench/profiles npm run bench    (some addresses, with a CPU profile)
 *   BENCH_KEEP=1 keeps the temporary database (to try queries on it)
 *   BENCH_ROUNDS=3 measures every address three times, round after round, and judges each address's medians
 *   BENCH_DB=dir seeds into dir and keeps it; a later run with the same dir measures that database without seeding
 *   again (its ids are in dir/seed.json): quicker repeated runs of one build (the measured pages' writes stay in it)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import type { InStatement } from '@libsql/client'
import autocannon from 'autocannon'
import type { TaxonomySlug } from '../app/domain/reference/taxonomies'
import { median } from '../app/domain/programme/figures'
import { sqliteAdapterOf } from '../app/lib/sqlite.server'

const ROLE_MODELS = Number(process.env.BENCH_ROLE_MODELS ?? 10_000)
const HIDDEN = Math.round(ROLE_MODELS / 10)
const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 2_000)
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000)
const EVENT_ROLE_MODELS = Number(process.env.BENCH_EVENT_ROLE_MODELS ?? 100_000)
/** Programme sessions (issue 53) and the classes registered for them. */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 500)
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 2_000)
/** Recordings of past sessions (issue 53 item 4, decision 0089). */
const RECORDINGS = Number(process.env.BENCH_RECORDINGS ?? 200)
const RUNS = Number(process.env.BENCH_RUNS ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
/** Load-generator threads (autocannon workers); 0 runs it in the bench's own thread. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 0)
/**
 * Rounds of the whole list of addresses. This machine's speed moves by a fifth within minutes, and a budget that is a
 * share of /healthz compares addresses measured minutes apart: a page near its line passes one run and
 * misses the next. With several rounds each address's figures are the medians of its rounds (a share or a p97.5 line
 * taken against the same round's /healthz), and the budgets judge those.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1))
/**
 * Requests sent to each address before its sequential samples. A page's code is compiled while it is first used: on a
 * fresh server the browse page took 15-40 ms for its first ~40 answers and 9-11 ms afterwards, so with 8 the p95 of
 * the first page of a kind measured the compiler, not the page (decision 0021).
 */
const WARMUP = 40
/**
 * Requests the server answers before the first address is measured: every measured address in turn, at least WARMUP
 * times each. The code the pages share (Remix, React, the database adapter) keeps being compiled long after one page's
 * 40: My events took 13.0-14.4 ms of CPU an answer after 40 warm-up requests and 9.8-11.2 ms after 600 (twenty-ninth
 * session), so a run of a few addresses measured a server colder than the full run's, and a running server's.
 */
const WARM_SERVER = Number(process.env.BENCH_WARM_SERVER ?? 2000)
const DEEP_PAGE = Math.min(200, Math.floor((ROLE_MODELS * 0.5) / 9))
const PORT = Number(process.env.BENCH_PORT ?? 3390)
/** Only the addresses whose label matches (a regular expression; /healthz always runs, it is the measure). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null
/** A directory: the server runs under `node --cpu-prof` and writes its profile there when the bench ends. */
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null
export const BASE = `http://localhost:${PORT}`

/**
 * Budgets as shares of /healthz measured in the same run; the event pages are held to browse's, and to the server CPU an
 * answer issue 35 gave for browse on this machine, under 6 ms (decision 0114; browse's median in the same run is printed
 * beside it). Home's 24% is its measured floor without a page shared between visitors (issue 35, decision 0050); memory
 * is the server's resident set after the bench.
 */
const BUDGET = { assetShare: 1, homeShare: 0.24, browseShare: 0.08, browseP975Factor: 10, eventCpuMs: 6, pageP95Ms: 25, staffP95Ms: 300, rssMb: 400 }
const STAFF = { email: 'bench-staff@example.nz', password: 'Bench-Staff-Password-2026' }
/** The programme's staff are a handful of people: their pages are loaded by 2 connections, not 20. */
const STAFF_CONNECTIONS = 2

if (!fs.existsSync('build/server/server.js') || !fs.existsSync('build/index.js')) {
  console.error('Run `npm run build` first: the benchmark measures the built server.')
  process.exit(1)
}

const REUSED_DIR = process.env.BENCH_DB ? path.resolve(process.env.BENCH_DB) : null
if (REUSED_DIR) fs.mkdirSync(REUSED_DIR, { recursive: true })
const dir = REUSED_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rm-bench-'))
const SEED_FILE = path.join(dir, 'seed.json')
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
  RATE_LIMIT_FORMS_PER_IP: '100000',
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
  const { bootstrap } = await import('../server/boot')
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
  await payload.create({ collection: 'staff', data: { ...STAFF, name: 'Bench staff' }, overrideAccess: true })

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
  // The teacher has 25 favourites (fewer on a bench smaller than that), spread over the visible role models.
  for (let index = 0; index < Math.min(25, ROLE_MODELS); index++) {
    await payload.create({ collection: 'favourites', data: { teacher: teacher.id, roleModel: 100_000 + ((index * 37) % ROLE_MODELS) }, overrideAccess: true })
  }
  const events = await seedEvents(client, { regions, schoolId: school.id as number, teacherId: teacher.id as number })
  // Open requests: every 30th live or draft event still to come is open to offers (about 440 at the default size), a
  // third of them hoping for one industry; the bench role model comes in person and online (the opportunities page).
  await client.batch([
    {
      sql: `UPDATE events SET offers_open = 1, offers_hope = 'Someone who loves their work and can show students how they got there.', offers_opened_at = ?
            WHERE status IN ('active', 'draft') AND date >= ? AND id % 30 = 0`,
      args: [new Date(now.getTime() - 3 * 86400000).toISOString(), storedDate(1)],
    },
    { sql: `INSERT INTO events_rels (parent_id, path, "order", industries_id) SELECT id, 'offersIndustries', 1, ? FROM events WHERE offers_open = 1 AND id % 90 = 0`, args: [industries[0]] },
    { sql: 'UPDATE role_models SET can_do_in_person_event = 1, can_do_online_event = 1 WHERE id = 100000', args: [] },
  ], 'write')
  const photo = await seedPhoto(payload, 100_000)
  await seedSessions(client, { schoolId: school.id as number, teacherId: teacher.id as number })
  await seedRecordings(client, { schoolId: school.id as number })
  await seedThreads(client, { eventId: events.teacherEventId, teacherId: teacher.id as number })
  // Twelve role models interested in the bench teacher's event (issue 51): the choose page lists them first.
  await client.batch(Array.from({ length: 12 }, (_, index) => ({
    sql: "INSERT INTO offers (event_id, role_model_id, note, status) VALUES (?, ?, 'I would love to tell your students how I got here.', 'open')",
    args: [events.teacherEventId, 100_020 + index * 7],
  })), 'write')
  // The reminder's link for the event the bench role model attends in five days (a real signed token and nonce).
  const { stillComingLink } = await import('../app/domain/invitations/still-coming-links.server')
  const comingEvent = await payload.findByID({ collection: 'events', id: events.comingEventId, depth: 0, overrideAccess: true })
  const stillComing = await stillComingLink({ payload, event: comingEvent, roleModelId: 100_000, lang: 'en' })
  if (!stillComing) throw new Error('The bench could not make a still-coming link.')
  // The seed's ~100 MB of writes sit in the WAL: checkpoint them now, or the server's first write copies them into
  // the database in one synchronous step while the measurement runs (seconds with the event loop stalled).
  await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  console.log(`Seeded ${ROLE_MODELS} visible and ${HIDDEN} hidden role models, ${SCHOOLS} schools, ${EVENTS} events, ${EVENT_ROLE_MODELS} event role models, ${SESSIONS} sessions, ${REGISTRATIONS} registrations and ${RECORDINGS} recordings in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return {
    payload, client, teacherId: teacher.id as number, roleModelId: 100_000, photo, eventId: events.teacherEventId, endedEventId: events.endedEventId,
    stillComingPath: new URL(stillComing).pathname, lists: { languages, regions, sectors, industries, levels, ethnicities } }
}

/**
 * Message threads on the bench teacher's event (issue 52): eight role models, the first (the bench role model) with a
 * thread of 200 messages, the other seven with five each, written by both sides over the last weeks.
 */
async function seedThreads(client: NonNullable<ReturnType<typeof sqliteAdapterOf>>['client'], { eventId, teacherId }: { eventId: number; teacherId: number }) {
  const statements: InStatement[] = []
  let messageId = 1
  const started = Date.now() - 30 * 86400000
  for (let thread = 0; thread < 8; thread++) {
    const threadId = thread + 1
    const roleModelId = 100_000 + thread
    const count = thread === 0 ? 200 : 5
    const at = (index: number) => new Date(started + index * 3 * 3600_000 + thread * 60_000).toISOString()
    statements.push({ sql: 'INSERT INTO message_threads (id, event_id, role_model_id, school_id, last_message_at, posted_count) VALUES (?, ?, ?, (SELECT school_id FROM events WHERE id = ?), ?, ?)', args: [threadId, eventId, roleModelId, eventId, at(count - 1), count] })
    // Each side read the thread when they last wrote to it (as writing does): the other side's later messages are unread.
    // The school writes the odd messages, the role model the even ones (below).
    const lastBy = (odd: boolean) => ((count - 1) % 2 === 1) === odd ? count - 1 : count - 2
    for (const [reader, last] of [[`teachers:${teacherId}`, lastBy(true)], [`role-models:${roleModelId}`, lastBy(false)]] as const) {
      statements.push({ sql: 'INSERT INTO thread_reads (thread_id, reader, read_at, seen_count, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?)', args: [threadId, reader, at(last), last + 1, at(last), at(last)] })
    }
    for (let index = 0; index < count; index++) {
      const fromSchool = index % 2 === 1
      const id = messageId++
      const body = `${pick(WORDS)} ${pick(WORDS)}: shall we meet at reception at 9? Parking is behind the gym, see https://example.nz/map ${index}`
      statements.push({
        sql: 'INSERT INTO messages (id, thread_id, event_id, role_model_id, author_key, body, nonce, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        args: [id, threadId, eventId, roleModelId, fromSchool ? `teachers:${teacherId}` : `role-models:${roleModelId}`, body, `bench-${id}`, at(index), at(index)],
      })
      statements.push({ sql: `INSERT INTO messages_rels (parent_id, path, "order", ${fromSchool ? 'teachers_id' : 'role_models_id'}) VALUES (?, 'author', 1, ?)`, args: [id, fromSchool ? teacherId : roleModelId] })
    }
  }
  await client.batch(statements, 'write')
}

/**
 * Programme sessions (issue 53, decision 0088): 500 online sessions of the programme's own school, three in five still to
 * come, each for Years 9 and 10 (and one more year in three), two presenters attending, and 2,000 classes registered
 * (four a session) by 400 teachers of the seeded schools, the bench teacher's class on every tenth session.
 */
async function seedSessions(client: NonNullable<ReturnType<typeof sqliteAdapterOf>>['client'], { schoolId, teacherId }: { schoolId: number; teacherId: number }) {
  const programme = 199_999
  const teachers = 400
  const perSession = Math.max(1, Math.round(REGISTRATIONS / Math.max(1, SESSIONS)))
  const statements: InStatement[] = [
    { sql: "INSERT INTO schools (id, name, ministry_number, active, programme) VALUES (?, 'Bench Programme', 'programme', 0, 1)", args: [programme] },
    ...Array.from({ length: teachers }, (_, index) => ({
      sql: 'INSERT INTO teachers (id, email, subject, name, school_id) VALUES (?, ?, ?, ?, ?)',
      args: [400_000 + index, `bench.teacher.${index}@school.example.nz`, `bench-teacher-${index}`, `Teacher ${index}`, 200_000 + (index % Math.max(1, SCHOOLS - 1))],
    })),
  ]
  let registration = 0
  for (let index = 0; index < SESSIONS; index++) {
    const id = 500_000 + index
    // Two in five past: the 200 recordings' sessions (seedRecordings).
    const past = index % 5 >= 3
    const days = past ? -Math.ceil(random() * 200) : Math.ceil(random() * 300)
    const classes = Math.min(perSession, REGISTRATIONS - registration)
    statements.push({
      sql: `INSERT INTO events (id, kind, title, description, type, status, school_id, date, start_time, end_time, min_role_models, max_role_models, meeting_platform,
            meeting_invite_link, max_classrooms, classrooms_taken) VALUES (?, 'programme', ?, ?, 'online', ?, ?, ?, '10:00', '11:00', 1, 8, 'zoom', 'https://zoom.us/j/987654', 20, ?)`,
      args: [id, `Careers live ${index}`, `Three ${pick(WORDS)}s on their work and how they got there.`, past ? 'done' : 'active', programme, storedDate(days), classes],
    })
    const levels = ['9', '10', ...(index % 3 === 0 ? [String(7 + (index % 7))] : [])]
    levels.forEach((value, order) => statements.push({ sql: 'INSERT INTO events_year_levels ("order", parent_id, value, id) VALUES (?, ?, ?, ?)', args: [order + 1, id, value, id * 10 + order] }))
    for (let place = 1; place <= 2; place++) {
      statements.push({ sql: 'INSERT INTO event_role_models (event_id, role_model_id, status, invited_at, expires_at, place) VALUES (?, ?, 2, ?, ?, ?)', args: [id, 100_001 + ((index * 2 + place) * 13) % ROLE_MODELS, storedDate(-30), storedDate(-16), String(place)] })
    }
    for (let slot = 0; slot < classes; slot++, registration++) {
      const own = slot === 0 && index % 10 === 0
      const teacher = own ? teacherId : 400_000 + ((index * perSession + slot) % teachers)
      const school = own ? schoolId : 200_000 + (((index * perSession + slot) % teachers) % Math.max(1, SCHOOLS - 1))
      statements.push({
        sql: `INSERT INTO session_registrations (session_id, teacher_id, school_id, students, year_level, status, active_key, watched, students_watched)
              VALUES (?, ?, ?, ?, 9, 'registered', ?, ?, ?)`,
        args: [id, teacher, school, 20 + (slot % 10), `${id}:${teacher}`, past ? 1 : null, past ? 18 + (slot % 10) : null],
      })
    }
  }
  await client.batch(statements, 'write')
}

/**
 * Recordings (issue 53 item 4, decision 0089) of the first 200 past sessions, every presenter consenting: the library's
 * copy of the session's title, date and year levels, the presenters and their industries; each played a few times by
 * the bench school.
 */
async function seedRecordings(client: NonNullable<ReturnType<typeof sqliteAdapterOf>>['client'], { schoolId }: { schoolId: number }) {
  const { rows } = await client.execute({ sql: "SELECT id, title, date FROM events WHERE kind = 'programme' AND status = 'done' ORDER BY id LIMIT ?", args: [RECORDINGS] })
  const at = new Date().toISOString()
  const statements: InStatement[] = []
  rows.forEach((row, index) => {
    const recording = 1 + index
    const session = Number(row.id)
    statements.push(
      { sql: 'UPDATE event_role_models SET recording_consent = 1, recording_consent_at = ? WHERE event_id = ? AND status = 2', args: [at, session] },
      {
        sql: "INSERT INTO recordings (id, session_id, video_id, transcript_url, title, session_date, consented) VALUES (?, ?, 'dQw4w9WgXcQ', 'https://example.nz/transcript', ?, ?, 1)",
        args: [recording, session, String(row.title), String(row.date)],
      },
      { sql: 'INSERT INTO recordings_year_levels ("order", parent_id, value) SELECT "order", ?, value FROM events_year_levels WHERE parent_id = ?', args: [recording, session] },
      { sql: `INSERT INTO recordings_rels ("order", parent_id, path, role_models_id) SELECT place, ?, 'presenters', role_model_id FROM event_role_models WHERE event_id = ? AND status = 2`, args: [recording, session] },
      {
        sql: `INSERT INTO recordings_rels ("order", parent_id, path, industries_id) SELECT DISTINCT 1, ?, 'industries', r.industry_id FROM event_role_models e JOIN role_models r ON r.id = e.role_model_id
              WHERE e.event_id = ? AND e.status = 2 AND r.industry_id IS NOT NULL`,
        args: [recording, session],
      },
      { sql: 'INSERT INTO recording_plays (recording_id, school_id, key, count) VALUES (?, ?, ?, ?)', args: [recording, schoolId, `${recording}:${schoolId}`, 1 + (index % 5)] },
    )
  })
  await client.batch(statements, 'write')
}

const storedDate = (days: number) => `${new Date(Date.now() + days * 86400000).toISOString().slice(0, 10)}T00:00:00.000Z`

/**
 * Schools and events spread over them (the bench teacher's school gets its share), and role models on the events:
 * the first role model is invited to or attending a few dozen of them, like an active volunteer.
 */
async function seedEvents(client: NonNullable<ReturnType<typeof sqliteAdapterOf>>['client'], { regions, schoolId, teacherId }: { regions: number[]; schoolId: number; teacherId: number }) {
  const schoolIds = [schoolId]
  for (let start = 0; start < SCHOOLS - 1; start += 1000) {
    const statements: InStatement[] = []
    for (let index = start; index < Math.min(SCHOOLS - 1, start + 1000); index++) {
      const id = 200_000 + index
      schoolIds.push(id)
      statements.push({ sql: 'INSERT INTO schools (id, name, ministry_number, region_id, active) VALUES (?, ?, ?, ?, 1)', args: [id, `${pick(LAST)} College ${index}`, String(10_000 + index), pick(regions)] })
    }
    await client.batch(statements, 'write')
  }
  const statuses = ['active', 'active', 'active', 'done', 'draft', 'cancelled']
  for (let start = 0; start < EVENTS; start += 1000) {
    const statements: InStatement[] = []
    for (let index = start; index < Math.min(EVENTS, start + 1000); index++) {
      const id = 300_000 + index
      const status = pick(statuses)
      const days = status === 'done' ? -Math.ceil(random() * 300) : Math.ceil(random() * 300)
      const online = random() < 0.4
      statements.push({
        sql: `INSERT INTO events (id, title, type, status, school_id, created_by_id, date, arrival_time, start_time, end_time, address, region_id,
              number_of_students, students_age, min_role_models, max_role_models, meeting_platform, meeting_invite_link)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 8, ?, ?)`,
        args: [
          id, `Careers day ${index}`, online ? 'online' : 'in-person', status, schoolIds[index % schoolIds.length], index % schoolIds.length === 0 ? teacherId : null,
          storedDate(days), online ? null : '09:00', '09:30', '11:30', online ? null : `${index} School Road`, pick(regions),
          25, 'Year 10', online ? 'zoom' : null, online ? 'https://zoom.us/j/123456' : null,
        ],
      })
    }
    await client.batch(statements, 'write')
  }
  const perEvent = Math.max(1, Math.round(EVENT_ROLE_MODELS / EVENTS))
  let rows = 0
  for (let event = 0; event < EVENTS && rows < EVENT_ROLE_MODELS; event += 200) {
    const statements: InStatement[] = []
    for (let index = event; index < Math.min(EVENTS, event + 200); index++) {
      const chosen = new Set<number>()
      // Every 400th event has the bench role model on it.
      if (index % 400 === 0) chosen.add(100_000)
      while (chosen.size < perEvent) chosen.add(100_000 + Math.floor(random() * ROLE_MODELS))
      let places = 0
      for (const roleModel of chosen) {
        const status = roleModel === 100_000 ? (index % 800 === 0 ? 2 : 1) : Math.floor(random() * 6)
        // Counted rows hold a numbered place, the others their released one (decision 0034).
        const place = status <= 2 ? String(++places) : `r:${roleModel}`
        statements.push({
          sql: 'INSERT INTO event_role_models (event_id, role_model_id, status, invited_at, expires_at, place) VALUES (?, ?, ?, ?, ?, ?)',
          args: [300_000 + index, roleModel, status, storedDate(-5), storedDate(9), place],
        })
        rows++
      }
    }
    await client.batch(statements, 'write')
  }
  // Feedback on every finished event: the school's rating of it, of each role model who came (with a thank-you note)
  // and each role model's rating of the school (the records read them).
  const at = new Date().toISOString()
  await client.batch([
    { sql: `INSERT INTO feedback (event_id, school_id, kind, teacher_id, rating, comment, answer_key, updated_at, created_at)
            SELECT id, school_id, 'event', CASE WHEN school_id = ? THEN ? ELSE NULL END, 4, 'It went well', id || ':event:bench:', ?, ? FROM events WHERE status = 'done'`, args: [schoolId, teacherId, at, at] },
    { sql: `INSERT INTO feedback (event_id, school_id, kind, teacher_id, role_model_id, rating, thank_you, answer_key, updated_at, created_at)
            SELECT r.event_id, e.school_id, 'role-model', CASE WHEN e.school_id = ? THEN ? ELSE NULL END, r.role_model_id, 5, 'Thank you for inspiring our students', r.event_id || ':role-model:bench:' || r.role_model_id, ?, ?
            FROM event_role_models r JOIN events e ON e.id = r.event_id WHERE e.status = 'done' AND r.status = 2`, args: [schoolId, teacherId, at, at] },
    { sql: `INSERT INTO feedback (event_id, school_id, kind, role_model_id, rating, comment, answer_key, updated_at, created_at)
            SELECT r.event_id, e.school_id, 'school', r.role_model_id, 4, 'Well organised', r.event_id || ':school:' || r.role_model_id || ':', ?, ?
            FROM event_role_models r JOIN events e ON e.id = r.event_id WHERE e.status = 'done' AND r.status = 2`, args: [at, at] },
  ], 'write')
  const { rows: own } = await client.execute({ sql: 'SELECT id FROM events WHERE school_id = ? AND status = ? ORDER BY id LIMIT 1', args: [schoolId, 'active'] })
  // Two events of the bench school that the random ones may lack: one that ended three days ago, with six role models
  // who came (its attendance form, its feedback pages open), and one in five days the bench role model attends (the
  // reminder's "Still coming?" page).
  const ended = 300_000 + EVENTS
  const coming = ended + 1
  const came = [100_000, ...Array.from({ length: 5 }, (_, index) => 100_001 + index * 7)]
  await client.batch([
    ...[[ended, 'done', -3], [coming, 'active', 5]].map(([id, status, days]) => ({
      sql: `INSERT INTO events (id, title, type, status, school_id, created_by_id, date, arrival_time, start_time, end_time, address, region_id, number_of_students, students_age, min_role_models, max_role_models)
            VALUES (?, ?, 'in-person', ?, ?, ?, ?, '09:00', '09:30', '11:30', '1 School Road', ?, 25, 'Year 10', 1, 8)`,
      args: [id, `Careers day ${id}`, status, schoolId, teacherId, storedDate(Number(days)), regions[0]],
    })),
    ...came.map((roleModel, index) => ({
      sql: 'INSERT INTO event_role_models (event_id, role_model_id, status, invited_at, expires_at, place) VALUES (?, ?, 2, ?, ?, ?)',
      args: [ended, roleModel, storedDate(-20), storedDate(-10), String(index + 1)],
    })),
    { sql: 'INSERT INTO event_role_models (event_id, role_model_id, status, invited_at, expires_at, place) VALUES (?, 100000, 2, ?, ?, 1)', args: [coming, storedDate(-5), storedDate(2)] },
  ], 'write')
  return { teacherEventId: Number(own[0]?.id ?? 300_000), endedEventId: ended, comingEventId: coming }
}

/** One real profile photo (resized by the upload's sharp pipeline) on the bench role model. */
async function seedPhoto(payload: Awaited<ReturnType<typeof import('../server/boot')['bootstrap']>>, roleModelId: number) {
  const sharp = (await import('sharp')).default
  const data = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 40, g: 110, b: 160 } } }).jpeg().toBuffer()
  const media = await payload.create({
    collection: 'media', data: { alt: '', ownerRoleModel: roleModelId }, file: { data, mimetype: 'image/jpeg', name: 'bench.jpg', size: data.length }, overrideAccess: true,
  })
  // Straight into the row: the seeded role models' random districts would not pass the collection's validation.
  await sqliteAdapterOf(payload)!.client.execute({ sql: 'UPDATE role_models SET profile_picture_id = ? WHERE id = ?', args: [media.id, roleModelId] })
  return media.id as number
}

/**
 * A signed-in session's cookie as a browser sends it after its first page: with the session's SecurityID (a cookie
 * without one is given a new one, and sent back, on every page) and seen just now (a session last seen over a minute
 * ago is written again and sent back: a browser keeps the new cookie, so the bench makes its cookies again before each
 * address, see main).
 */
export async function sessionCookie(user: { id: number; collection: 'teachers' | 'role-models' }) {
  const { commitSession, getSession, startUserSession } = await import('../app/utils/session.server')
  const { ensureSecurityId } = await import('../app/utils/csrf.server')
  const session = await getSession(new Request(BASE))
  await startUserSession(new Request(BASE), user, { session })
  ensureSecurityId(session)
  return (await commitSession(session)).split(';')[0]
}

export async function startServer() {
  // Under --cpu-prof the profile is written at a normal exit, so the bench's SIGTERM becomes one.
  const profiling = PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, '--import', "data:text/javascript,process.on('SIGTERM',()=>process.exit(0))"]
    : []
  // The heap limit `npm start` and the Dockerfile give the server (decision 0021), and their two malloc arenas (0096).
  // BENCH_NODE_FLAGS: more flags for the server's node (say, `--trace-gc`, with BENCH_SERVER_LOG).
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...profiling, ...flags, '--max-old-space-size=384', 'build/server/server.js'], { env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env } as NodeJS.ProcessEnv, stdio: 'pipe' })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  // BENCH_SERVER_LOG=file keeps the server's own output (say, under NODE_OPTIONS=--trace-gc).
  if (process.env.BENCH_SERVER_LOG) {
    const log = fs.createWriteStream(process.env.BENCH_SERVER_LOG)
    child.stdout.pipe(log)
    child.stderr.pipe(log)
  }
  for (let attempt = 0; attempt < 240; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    if (child.exitCode != null) throw new Error(`server exited:\n${output}`)
    const ok = await fetch(`${BASE}/healthz`).then((r) => r.ok).catch(() => false)
    if (ok) return child
  }
  child.kill()
  throw new Error(`server did not start:\n${output}`)
}

async function time(url: string, cookie: string, extra: Record<string, string> = {}): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip, br', ...extra }, redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status >= 400 || (extra['Sec-Fetch-Site'] && response.status !== 200)) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** `event`: the event pages, held to browse's budgets and to under 6 ms of server CPU an answer (issue 35's figure, decision 0114). */
type Kind = 'health' | 'asset' | 'home' | 'browse' | 'event' | 'page' | 'staff'
/** `headers`: what a browser also sends (the admin's cookie counts only on a same-origin request: Sec-Fetch-Site). */
type Address = { label: string; kind: Kind; url: string; cookie: string; headers?: Record<string, string> }
/** `browseCpu`: for an event page, browse's median CPU an answer in the same run or round (printed, not judged). */
type Result = Address & { p50: number; p95: number; rps: number; p975: number; share: number; cpuPerRequest: number | null; browseCpu?: number | null; misses: string[] }

async function sequential(address: Address) {
  for (let i = 0; i < WARMUP; i++) await time(address.url, address.cookie, address.headers)
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) samples.push(await time(address.url, address.cookie, address.headers))
  // BENCH_DEBUG=1: the slowest samples too, to see whether a p95 is a page's spread or a few stalls.
  if (process.env.BENCH_DEBUG) console.log(address.label, 'slowest', [...samples].sort((a, b) => b - a).slice(0, 10).map((ms) => ms.toFixed(1)).join(' '))
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

/** CPU milliseconds (user + system) the process has used so far, from /proc; null where there is none. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/**
 * Each load connection drops the answers' bodies, which nothing here reads (see the file). A path: what autocannon's
 * worker threads need, and what it requires itself without them; its types know only the function.
 */
const DROP_BODIES = path.resolve('scripts/bench-client.cjs') as unknown as (client: autocannon.Client) => void

async function underLoad(address: Address, pid?: number) {
  const cpuBefore = cpuMs(pid)
  const result = await autocannon({
    url: address.url, connections: address.kind === 'staff' ? STAFF_CONNECTIONS : CONNECTIONS, duration: SECONDS, ...(WORKERS ? { workers: WORKERS } : {}), headers: { Cookie: address.cookie, 'Accept-Encoding': 'gzip, br', ...address.headers },
    setupClient: DROP_BODIES,
  })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${address.label}: ${result.non2xx} answers not 2xx and ${result.errors} errors under load`)
  const cpuAfter = cpuMs(pid)
  // The server's own CPU time per answer: unlike throughput, it hardly moves when other work shares the machine.
  const cpuPerRequest = cpuBefore != null && cpuAfter != null && result.requests.total ? (cpuAfter - cpuBefore) / result.requests.total : null
  // BENCH_VERBOSE=1: every latency percentile under load, to see the tail's shape.
  if (process.env.BENCH_VERBOSE) console.log(address.label, JSON.stringify(result.latency))
  return { rps: result.requests.average, p975: result.latency.p97_5, cpuPerRequest }
}

/**
 * Browse's server CPU per answer in this run, printed beside the event pages' (decision 0114): the median of the browse
 * pages measured before them, null when none ran.
 */
function browseCpu(results: Result[]): number | null {
  const cpu = results.filter((result) => result.kind === 'browse' && result.label.startsWith('browse:') && result.cpuPerRequest != null).map((result) => result.cpuPerRequest!)
  return cpu.length ? percentile(cpu, 50) : null
}

function budgetMisses(result: Omit<Result, 'misses'>, health: { rps: number; p975: number }): string[] {
  const misses: string[] = []
  if (result.kind === 'asset' && result.share < BUDGET.assetShare) misses.push(`throughput ${(result.share * 100).toFixed(0)}% < ${BUDGET.assetShare * 100}%`)
  if (result.kind === 'home' && result.share < BUDGET.homeShare) misses.push(`throughput ${(result.share * 100).toFixed(0)}% < ${BUDGET.homeShare * 100}%`)
  if (result.kind === 'event' && result.cpuPerRequest != null && result.cpuPerRequest >= BUDGET.eventCpuMs) {
    misses.push(`cpu ${result.cpuPerRequest.toFixed(2)} ms/req >= ${BUDGET.eventCpuMs}`)
  }
  if (result.kind === 'browse' || result.kind === 'event') {
    if (result.share < BUDGET.browseShare) misses.push(`throughput ${(result.share * 100).toFixed(1)}% < ${BUDGET.browseShare * 100}%`)
    if (result.p975 > BUDGET.browseP975Factor * health.p975) misses.push(`p97.5 ${result.p975} ms > ${BUDGET.browseP975Factor}x /healthz`)
  }
  if ((result.kind === 'home' || result.kind === 'browse' || result.kind === 'event' || result.kind === 'page') && result.p95 >= BUDGET.pageP95Ms) misses.push(`sequential p95 ${result.p95.toFixed(1)} ms >= ${BUDGET.pageP95Ms} ms`)
  if (result.kind === 'staff' && result.p95 >= BUDGET.staffP95Ms) misses.push(`sequential p95 ${result.p95.toFixed(1)} ms >= ${BUDGET.staffP95Ms} ms`)
  return misses
}

function printResult(result: Result) {
  console.log(`${result.label.padEnd(34)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ${result.p95.toFixed(1).padStart(6)} ms  ${result.rps.toFixed(0).padStart(6)} req/s  p97.5 ${String(result.p975).padStart(5)} ms  ${(result.share * 100).toFixed(1).padStart(6)}%  cpu ${result.cpuPerRequest == null ? '   ?' : result.cpuPerRequest.toFixed(2).padStart(5)} ms/req${result.browseCpu == null ? '' : ` (browse ${result.browseCpu.toFixed(2)})`}${result.misses.length ? `  MISSED: ${result.misses.join('; ')}` : ''}`)
}

/**
 * Each address's medians over the rounds (BENCH_ROUNDS), judged again: its share is the median of its shares (each of
 * its own round's /healthz), its p97.5 line ten times /healthz's median p97.5; an event page's browse figure is the
 * median of the browse pages' medians.
 */
function medianResults(rounds: Result[][]): Result[] {
  const merged: Result[] = []
  for (const [index, first] of rounds[0].entries()) {
    const runs = rounds.map((round) => round[index])
    const of = (figure: (run: Result) => number) => median(runs.map(figure))!
    const partial = {
      ...first, p50: of((run) => run.p50), p95: of((run) => run.p95), rps: of((run) => run.rps), p975: of((run) => run.p975), share: of((run) => run.share),
      cpuPerRequest: median(runs.map((run) => run.cpuPerRequest).filter((value): value is number => value != null)),
    }
    const health = merged.find((result) => result.kind === 'health') ?? partial
    merged.push({ ...partial, ...(partial.kind === 'event' ? { browseCpu: browseCpu(merged) } : {}), misses: budgetMisses(partial, health) })
  }
  return merged
}

export function residentMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : null
  } catch {
    return null
  }
}

type Seeded = Pick<Awaited<ReturnType<typeof seedDatabase>>, 'teacherId' | 'roleModelId' | 'photo' | 'eventId' | 'endedEventId' | 'stillComingPath' | 'lists'>

/** The seeded database's ids: from BENCH_DB's seed.json when it was seeded before, else from seeding now. */
async function seededOnce(): Promise<Seeded> {
  if (REUSED_DIR && fs.existsSync(SEED_FILE)) return JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as Seeded
  const { teacherId, roleModelId, photo, eventId, endedEventId, stillComingPath, lists } = await seedDatabase()
  const seeded = { teacherId, roleModelId, photo, eventId, endedEventId, stillComingPath, lists }
  if (REUSED_DIR) fs.writeFileSync(SEED_FILE, JSON.stringify(seeded))
  return seeded
}

async function main() {
  const { teacherId, roleModelId, photo, eventId, endedEventId, stillComingPath, lists } = await seededOnce()
  const users = { teacher: { id: teacherId, collection: 'teachers' }, roleModel: { id: roleModelId, collection: 'role-models' } } as const
  const teacher = await sessionCookie(users.teacher)
  const roleModel = await sessionCookie(users.roleModel)
  /** The user whose session each of these cookies is, to make it again before an address is measured. */
  const sessionOf = new Map<string, { id: number; collection: 'teachers' | 'role-models' }>([[teacher, users.teacher], [roleModel, users.roleModel]])
  const server = await startServer()
  // The staff pages take the admin's own sign-in: its cookie, from Payload's login.
  const login = await fetch(`${BASE}/cms-api/staff/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
  const staff = (login.headers.get('set-cookie') ?? '').split(';')[0]
  const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }
  if (!login.ok || !staff.startsWith('payload-token=')) throw new Error(`staff sign-in failed: ${login.status}`)
  // The reminder's link moves its token into a session and sends the browser on to the page's clean address (decision
  // 0081): the page is measured as the browser then asks for it, with that session (the link's own answer is a redirect).
  const link = await fetch(`${BASE}${stillComingPath}`, { redirect: 'manual' })
  const stillComing = link.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
  if (link.status < 300 || link.status >= 400 || !stillComing) throw new Error(`the still-coming link answered ${link.status} without a session`)
  const stillComingPage = new URL(link.headers.get('location')!, BASE).href
  const manifest = fs.readFileSync(path.join('public/build', fs.readdirSync('public/build').find((name) => name.startsWith('manifest-'))!), 'utf8')
  const entry = /"entry":\{"module":"([^"]+)"/.exec(manifest)![1]
  const scenarios: [string, string][] = [
    ['no filters', ''],
    // Deep in the list (page 200 of the full 10,000; smaller runs stay within their pages).
    [`page ${DEEP_PAGE}`, `page=${DEEP_PAGE}`],
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
  const apiSearch = (search: string) => search.replace('eventType', 'event-type').replace('onlyMyFavourites', 'only-my-favourites').replace(/page=(\d+)/, (_m, p) => `start=${(Number(p) - 1) * 9}`)
  const addresses: Address[] = [
    { label: '/healthz', kind: 'health', url: `${BASE}/healthz`, cookie: '' },
    { label: 'built JavaScript (entry)', kind: 'asset', url: `${BASE}${entry}`, cookie: '' },
    { label: 'favicon', kind: 'asset', url: `${BASE}/favicon.svg`, cookie: '' },
    { label: 'home, signed out', kind: 'home', url: `${BASE}/`, cookie: '' },
    ...scenarios.flatMap(([label, search]): Address[] => [
      { label: `browse: ${label}`, kind: 'browse', url: `${BASE}/role-models${search ? `?${search}` : ''}`, cookie: teacher },
      { label: `api: ${label}`, kind: 'browse', url: `${BASE}/api/role-models?${apiSearch(search)}`, cookie: teacher },
    ]),
    { label: 'profile photo (md)', kind: 'page', url: `${BASE}/profile-photo/${photo}/md`, cookie: teacher },
    { label: 'My events (teacher)', kind: 'event', url: `${BASE}/events`, cookie: teacher },
    { label: 'event page (teacher)', kind: 'event', url: `${BASE}/events/${eventId}`, cookie: teacher },
    // A thread of 200 messages, both sides (issue 52); the event page above lists 8 threads.
    { label: 'message thread, 200 (teacher)', kind: 'event', url: `${BASE}/events/${eventId}/messages/${roleModelId}`, cookie: teacher },
    { label: 'message thread, 200 (role model)', kind: 'event', url: `${BASE}/role-model/events/${eventId}/messages`, cookie: roleModel },
    { label: 'events list (role model)', kind: 'event', url: `${BASE}/role-model/events`, cookie: roleModel },
    // Every 400th seeded event has the bench role model on it, the first (300000) among them.
    { label: 'event page (role model)', kind: 'event', url: `${BASE}/role-model/events/300000`, cookie: roleModel },
    { label: 'landing with record (role model)', kind: 'page', url: `${BASE}/role-model`, cookie: roleModel },
    // The open requests the bench role model could do (their region, its neighbours and online), their industry first.
    { label: 'opportunities (role model)', kind: 'page', url: `${BASE}/role-model/opportunities`, cookie: roleModel },
    // Issue 51 item 6: held with opportunities to the role-model pages' budgets (decision 0113).
    { label: 'choose role models, 12 interested (teacher)', kind: 'page', url: `${BASE}/events/${eventId}/role-models`, cookie: teacher },
    { label: 'move the event (teacher)', kind: 'page', url: `${BASE}/events/${eventId}/move`, cookie: teacher },
    { label: 'record page (role model)', kind: 'page', url: `${BASE}/role-model/record`, cookie: roleModel },
    { label: 'school record (teacher)', kind: 'page', url: `${BASE}/school-record`, cookie: teacher },
    { label: 'school record CSV (teacher)', kind: 'page', url: `${BASE}/school-record.csv`, cookie: teacher },
    { label: 'region role model count (API)', kind: 'browse', url: `${BASE}/api/regions/${lists.regions[2]}/role-model-count`, cookie: teacher },
    { label: 'attendance form (teacher)', kind: 'page', url: `${BASE}/events/${endedEventId}`, cookie: teacher },
    { label: 'feedback page (teacher)', kind: 'page', url: `${BASE}/events/${endedEventId}/feedback`, cookie: teacher },
    { label: 'feedback page (role model)', kind: 'page', url: `${BASE}/role-model/events/${endedEventId}/feedback`, cookie: roleModel },
    // The reminder's link, opened signed out (how most people open an email's link).
    { label: 'still coming? (from the link)', kind: 'page', url: stillComingPage, cookie: stillComing },
    { label: 'dashboard: this year (staff)', kind: 'staff', url: `${BASE}/staff`, cookie: staff, headers: sameOrigin },
    { label: 'dashboard: one region (staff)', kind: 'staff', url: `${BASE}/staff?region=${lists.regions[2]}`, cookie: staff, headers: sameOrigin },
    { label: 'dashboard CSV: months (staff)', kind: 'staff', url: `${BASE}/staff/csv/months`, cookie: staff, headers: sameOrigin },
    { label: 'vetting queue (staff)', kind: 'staff', url: `${BASE}/staff/vetting`, cookie: staff, headers: sameOrigin },
    { label: 'outreach (staff)', kind: 'staff', url: `${BASE}/staff/outreach`, cookie: staff, headers: sameOrigin },
    // The recordings library (issue 53 item 4): 200 recordings of 500 sessions, the first page and one industry's Year 9.
    { label: 'recordings library (teacher)', kind: 'page', url: `${BASE}/recordings`, cookie: teacher },
    { label: 'recordings library: industry + year (teacher)', kind: 'page', url: `${BASE}/recordings?industry=${lists.industries[1]}&year=9`, cookie: teacher },
    // Programme sessions (issue 53): 500 sessions, 2,000 classes registered.
    { label: 'sessions list (teacher)', kind: 'page', url: `${BASE}/sessions`, cookie: teacher },
    { label: 'sessions list, Year 9 (teacher)', kind: 'page', url: `${BASE}/sessions?year=9&page=3`, cookie: teacher },
    { label: 'sessions list (staff)', kind: 'staff', url: `${BASE}/staff/sessions`, cookie: staff, headers: sameOrigin },
    { label: 'sessions list, page 10 (staff)', kind: 'staff', url: `${BASE}/staff/sessions?page=10`, cookie: staff, headers: sameOrigin },
  ]
  const results: Result[] = []
  /** Each round's results, in the order measured. */
  const roundResults: Result[][] = []
  const measured = addresses.filter((address) => address.kind === 'health' || !ONLY || ONLY.test(address.label))
  let rssMb: number | null = null
  let peakRssMb = 0
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, (server.pid && residentMb(server.pid)) || 0)), 250)
  try {
    let health: { rps: number; p975: number; cpuPerRequest: number | null } = { rps: 0, p975: 0, cpuPerRequest: null }
    const rounds = Math.max(WARMUP, Math.ceil(WARM_SERVER / measured.length))
    for (let round = 0; round < rounds; round++) for (const address of measured) await time(address.url, address.cookie, address.headers)
    for (let round = 1; round <= ROUNDS; round++) {
      if (ROUNDS > 1) console.log(`Round ${round} of ${ROUNDS}`)
      results.length = 0
      for (const address of measured) {
        // Seen within the minute, as a browser's cookie is: the warm-up took longer than that.
        const user = sessionOf.get(address.cookie)
        if (user) {
          address.cookie = await sessionCookie(user)
          sessionOf.set(address.cookie, user)
        }
        const seq = await sequential(address)
        if (process.env.BENCH_DEBUG) console.log(address.label, seq)
        const load = await underLoad(address, server.pid)
        // The server is still answering the requests in flight when the load stops (up to 20 answers' CPU, ~0.4 s for the
        // slowest page): the next address's single requests would queue behind them and measure that backlog.
        await new Promise((resolve) => setTimeout(resolve, 1000))
        if (address.kind === 'health') health = load
        const share = health.rps ? load.rps / health.rps : 1
        const partial = { ...address, ...seq, ...load, share }
        const result = { ...partial, ...(address.kind === 'event' ? { browseCpu: browseCpu(results) } : {}), misses: budgetMisses(partial, health) }
        results.push(result)
        printResult(result)
      }
      roundResults.push([...results])
    }
    if (ROUNDS > 1) {
      results.splice(0, results.length, ...medianResults(roundResults))
      console.log(`\nMedians of ${ROUNDS} rounds, judged:`)
      for (const result of results) printResult(result)
    }
    rssMb = server.pid ? residentMb(server.pid) : null
  } finally {
    clearInterval(sampler)
    server.kill()
    if (PROFILE_DIR) await new Promise((resolve) => server.once('exit', resolve))
  }
  if (PROFILE_DIR) console.log(`CPU profile in ${PROFILE_DIR}: node scripts/profile-summary.mjs ${PROFILE_DIR}/<file>.cpuprofile`)
  const memoryMiss = rssMb != null && rssMb > BUDGET.rssMb
  console.log(`\n${ROLE_MODELS} visible role models; ${RUNS} sequential runs and ${SECONDS} s at ${CONNECTIONS} connections per address${ROUNDS > 1 ? `, in each of ${ROUNDS} rounds (medians judged)` : ''}.`)
  console.log(`Server resident memory after the bench: ${rssMb == null ? 'unknown' : `${rssMb.toFixed(0)} MB`} (budget ${BUDGET.rssMb} MB; highest during the bench ${peakRssMb.toFixed(0)} MB)${memoryMiss ? '  MISSED' : ''}`)
  fs.mkdirSync('bench', { recursive: true })
  const misses = results.filter((result) => result.misses.length)
  fs.writeFileSync('bench/results.json', `${JSON.stringify({
    at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version },
    settings: { ROLE_MODELS, SCHOOLS, EVENTS, EVENT_ROLE_MODELS, RUNS, SECONDS, CONNECTIONS, ROUNDS }, budget: BUDGET, rssMb, peakRssMb,
    results: results.map(({ cookie: _cookie, url, ...rest }) => ({ ...rest, url: url.replace(BASE, '') })),
  }, null, 2)}\n`)
  console.log(`Results in bench/results.json. ${misses.length + (memoryMiss ? 1 : 0)} budget(s) missed.`)
  if (process.env.BENCH_KEEP || REUSED_DIR) console.log(`The seeded database stays in ${dir}.`)
  else fs.rmSync(dir, { recursive: true, force: true })
  process.exit(misses.length || memoryMiss ? 1 : 0)
}

// Run as `npm run bench`; imported by scripts/load.ts for its seeding and server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
