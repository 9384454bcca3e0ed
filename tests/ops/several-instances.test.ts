import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltServer } from './support/built-server'
import type { BuiltServer } from './support/built-server'
import { startTestPayload } from '../integration/support/payload'
import { completeProfile, createApprovedRoleModel, createSchool, createTeacher } from '../integration/support/fixtures'
import { mailsTo } from '../integration/support/outbox'
import { tasks } from '../../cms/jobs'
import { WITHDRAWAL_NOTICE_TASK } from '../../app/domain/invitations/withdraw'
import { NOTICE_QUEUE } from '../../app/domain/notifications/queue'
import { getSession, startUserSession, commitSession } from '../../app/utils/session.server'
import { ensureSecurityId } from '../../app/utils/csrf.server'
import { createSession } from '../../app/domain/sessions/sessions.server'
import type { StaffUser } from '../../app/domain/sessions/sessions.server'
import { nzDate } from '../../app/domain/shared/dates'

// Several instances on one database (decision 0034): two built servers on the same SQLite file (WAL) behind a
// round-robin proxy, one of them with jobs disabled, keep the promises one process keeps. A third server with jobs
// on joins for the job queue's part. This file's own Payload (startTestPayload) made the database and its data.
// Needs `npm run build`. Ports 3711-3714, or four from OPS_FIRST_PORT (an engineer's own range).

const FIRST_PORT = Number(process.env.OPS_FIRST_PORT || 3711)
const PORTS = { a: FIRST_PORT, b: FIRST_PORT + 1, proxy: FIRST_PORT + 2, c: FIRST_PORT + 3 }
const MAX = 8
const LIMITS = { RATE_LIMIT_FORMS_PER_IP: '6', RATE_LIMIT_AUTH_PER_ACCOUNT: '4' }
const STAFF = { email: 'several.staff@example.nz', password: 'Kia-ora-Several-2026' }

let payload: Payload
let dataDir: string
let databaseUri: string
let a: BuiltServer
let b: BuiltServer
let c: BuiltServer | undefined
let proxy: http.Server
const served = { a: 0, b: 0 }
const proxyBase = `http://127.0.0.1:${PORTS.proxy}`

/** Round robin: request n goes to A when n is even, to B otherwise. */
function startProxy() {
  let next = 0
  const server = http.createServer((req, res) => {
    const to = next++ % 2 === 0 ? 'a' : 'b'
    served[to]++
    const forward = http.request({ host: '127.0.0.1', port: PORTS[to], method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers)
      answer.pipe(res)
    })
    forward.once('error', () => res.destroy())
    req.pipe(forward)
  })
  return new Promise<http.Server>((resolve) => server.listen(PORTS.proxy, '127.0.0.1', () => resolve(server)))
}

const serverEnv = (extra: Record<string, string> = {}) => ({
  DATABASE_URI: databaseUri,
  SERVER_URL: proxyBase,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!,
  SESSION_SECRET: process.env.SESSION_SECRET!,
  // No scheduled backup lands anywhere but in this test's folder.
  BACKUP_DIR: path.join(dataDir, 'backups'),
  BACKUP_EVERY_HOURS: '0',
  ...LIMITS,
  ...extra,
})

let teacherCookie: string
let teacherSecurityId: string
let eventId: number
let regionId: number
let roleModelIds: number[]

beforeAll(async () => {
  const started = await startTestPayload()
  payload = started.payload
  dataDir = started.dir
  databaseUri = `file:${started.file}`

  // A school, its teacher and a draft event for 8 role models; 20 role models offered for it.
  regionId = (await completeProfile(payload)).region as number
  const school = await createSchool(payload)
  const teacher = await createTeacher(payload, school.id)
  const date = new Date(Date.now() + 30 * 86_400_000)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  const event = await payload.create({
    collection: 'events', overrideAccess: true,
    data: {
      type: 'in-person', status: 'draft', school: school.id, createdBy: teacher.id, date: `${date.toISOString().slice(0, 10)}T00:00:00.000Z`, arrivalTime: '09:00',
      startTime: '09:15', endTime: '11:00', address: '1 School Road', region: regionId, numberOfStudents: 30, studentsAge: 'Year 10', minRoleModels: 1, maxRoleModels: MAX,
    } as never,
  })
  eventId = event.id
  roleModelIds = (await Promise.all(Array.from({ length: 20 }, (_, index) => createApprovedRoleModel(payload, { firstName: `Several${index}` })))).map((doc) => doc.id)
  await payload.create({ collection: 'staff', data: { ...STAFF, name: 'Several staff' }, overrideAccess: true })

  // The teacher's session cookie, signed with the servers' SESSION_SECRET, with its SecurityID.
  const session = await getSession(new Request(proxyBase))
  await startUserSession(new Request(proxyBase), { id: teacher.id, collection: 'teachers', sessionVersion: teacher.sessionVersion }, { session })
  teacherSecurityId = ensureSecurityId(session).token
  teacherCookie = (await commitSession(session)).split(';')[0]

  ;[a, b] = await Promise.all([
    startBuiltServer(dataDir, serverEnv({ PORT: String(PORTS.a) })),
    startBuiltServer(dataDir, serverEnv({ PORT: String(PORTS.b), DISABLE_JOBS: '1' })),
  ])
  proxy = await startProxy()
}, 240_000)

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve))
  const servers = [a, b, c].filter((server): server is BuiltServer => Boolean(server))
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM')
  const codes = await Promise.all(servers.map((server) => server.exited))
  expect(codes.every((code) => code === 0), servers.map((server) => server.output()).join('\n')).toBe(true)
  fs.rmSync(dataDir, { recursive: true, force: true })
}, 120_000)

/** Waits until the notices' queue is empty: what the requests and jobs queued there has run (completed jobs are deleted). */
async function noticesDone(payload: Payload, until: number, output: () => string) {
  const left = async () => (await payload.find({ collection: 'payload-jobs', where: { queue: { equals: NOTICE_QUEUE } }, limit: 0, depth: 0, overrideAccess: true })).totalDocs
  while ((await left()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200))
  expect(await left(), output()).toBe(0)
}

async function staffToken(base: string) {
  const answer = await fetch(`${base}/cms-api/staff/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
  const body = (await answer.json()) as { token?: string }
  expect(answer.status, JSON.stringify(body)).toBe(200)
  return body.token!
}

/** Asks both servers (directly, not through the proxy) until `seen` holds for each; resolves with the time it took. */
async function untilBothShow(address: string, seen: (html: string) => boolean, headers: Record<string, string> = {}) {
  const started = Date.now()
  const pending = new Set([a, b])
  while (pending.size && Date.now() - started < 15_000) {
    for (const server of [...pending]) {
      const html = await (await fetch(`${server.base}${address}`, { headers })).text()
      if (seen(html)) pending.delete(server)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(pending.size, `still not shown by ${[...pending].map((server) => server.base).join(', ')}`).toBe(0)
  return Date.now() - started
}

describe('two processes on one database', () => {
  it('20 parallel additions at an event’s maximum, spread over both processes, never pass it', async () => {
    const before = { ...served }
    const answers = await Promise.all(roleModelIds.map(async (roleModelId) => {
      const answer = await fetch(`${proxyBase}/api/events/${eventId}/role-models/${roleModelId}`, {
        method: 'POST',
        headers: { Cookie: teacherCookie, 'X-SecurityID': teacherSecurityId, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{}',
      })
      return { status: answer.status, body: await answer.text() }
    }))
    expect(served.a - before.a).toBe(10)
    expect(served.b - before.b).toBe(10)
    const added = answers.filter((answer) => answer.status === 200)
    expect(added, JSON.stringify(answers.filter((answer) => answer.status !== 200 && answer.status !== 409))).toHaveLength(MAX)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(20 - MAX)
    const { docs } = await payload.find({ collection: 'event-role-models', where: { event: { equals: eventId } }, limit: 0, depth: 0, overrideAccess: true })
    expect(docs).toHaveLength(MAX)
    expect(docs.map((doc) => doc.place).sort((x, y) => Number(x) - Number(y))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
  })

  it('gives two answers to one invitation, racing in the two processes, one outcome and one email (decision 0051)', async () => {
    const template = await payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true })
    const declineReason = 'Away that day'
    for (let n = 0; n < 3; n++) {
      // Each invitation its own organiser and role model, so each email is counted alone.
      const organiser = await createTeacher(payload, template.school as number)
      const event = await payload.create({
        collection: 'events', overrideAccess: true, context: { skipEmail: true },
        data: { ...template, id: undefined, status: 'active', createdBy: organiser.id, notificationSubscribers: [] } as never,
      })
      const roleModel = await createApprovedRoleModel(payload, { firstName: `Answering${n}` })
      const row = await payload.create({
        collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true },
        data: { event: event.id, roleModel: roleModel.id, status: 1, invitedAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString() } as never,
      })
      const session = await getSession(new Request(proxyBase))
      await startUserSession(new Request(proxyBase), { id: roleModel.id, collection: 'role-models', sessionVersion: roleModel.sessionVersion }, { session })
      const securityId = ensureSecurityId(session).token
      const headers = { Cookie: (await commitSession(session)).split(';')[0], 'X-SecurityID': securityId, 'Content-Type': 'application/json', Accept: 'application/json' }
      const post = async (server: BuiltServer, call: string, body: unknown) => {
        const answer = await fetch(`${server.base}/api/events/${event.id}/${call}/${roleModel.id}`, { method: 'POST', headers, body: JSON.stringify(body) })
        return { status: answer.status, body: await answer.text() }
      }
      // Accept in A and decline in B, at once.
      const [accept, decline] = await Promise.all([post(a, 'role-model-accept', {}), post(b, 'role-model-decline', { reason: declineReason })])
      const answers = [accept, decline]
      expect(answers.filter((answer) => answer.status === 200), JSON.stringify(answers)).toHaveLength(1)
      expect(answers.filter((answer) => answer.status === 409), JSON.stringify(answers)).toHaveLength(1)
      const accepted = accept.status === 200
      const stored = await payload.findByID({ collection: 'event-role-models', id: row.id, depth: 0, overrideAccess: true })
      expect(stored.status).toBe(accepted ? 2 : 3)
      expect(stored.declineReason ?? null).toBe(accepted ? null : declineReason)
      // One email to the organiser (the answer), and the calendar invitation to the role model only if accepted: each
      // delivered after the answer, through the notices' queue.
      await noticesDone(payload, Date.now() + 15_000, () => `A:\n${a.output()}\nB:\n${b.output()}`)
      const outbox = path.join(dataDir, 'outbox')
      expect(await mailsTo(outbox, organiser.email)).toHaveLength(1)
      expect(await mailsTo(outbox, roleModel.email)).toHaveLength(accepted ? 1 : 0)
    }
  }, 60_000)

  it('gives the last place of a programme session to one of two teachers registering at once in the two processes', async () => {
    const staff = (await payload.find({ collection: 'staff', where: { email: { equals: STAFF.email } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
    /** A teacher of an active school, signed in: their cookie and SecurityID for a form post. */
    const signedIn = async () => {
      const teacher = await createTeacher(payload, (await createSchool(payload)).id)
      const session = await getSession(new Request(proxyBase))
      await startUserSession(new Request(proxyBase), { id: teacher.id, collection: 'teachers', sessionVersion: teacher.sessionVersion }, { session })
      return { securityId: ensureSecurityId(session).token, cookie: (await commitSession(session)).split(';')[0] }
    }
    for (let round = 0; round < 3; round++) {
      const made = await createSession(payload, { ...staff, collection: 'staff' } as StaffUser, {
        Title: `The last place ${round}`, Description: undefined, Date: nzDate(new Date(Date.now() + 20 * 86_400_000)), StartTime: '10:00', EndTime: '11:00',
        Platform: 'zoom', InviteLink: 'https://zoom.us/j/123123123', Password: undefined, YearLevels: [9], MaxClassrooms: 1,
      })
      if (!made.ok) throw new Error('not created')
      const teachers = await Promise.all([signedIn(), signedIn()])
      // The registration form's post (JavaScript off), one teacher through A and the other through B, at once.
      const register = async (server: BuiltServer, teacher: { securityId: string; cookie: string }) => {
        const answer = await fetch(`${server.base}/sessions/${made.id}`, {
          method: 'POST', redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: teacher.cookie },
          body: new URLSearchParams({ SecurityID: teacher.securityId, intent: 'register', Students: '25', YearLevel: '9' }),
        })
        return { status: answer.status, location: answer.headers.get('location'), body: await answer.text() }
      }
      const answers = await Promise.all([register(a, teachers[0]), register(b, teachers[1])])
      const summary = JSON.stringify(answers.map((answer) => ({ status: answer.status, location: answer.location })))
      expect(answers.filter((answer) => answer.status === 303 && answer.location?.includes('done=registered')), summary).toHaveLength(1)
      const refused = answers.filter((answer) => answer.status === 409)
      expect(refused, summary).toHaveLength(1)
      // The page read again after the refusal: the session is full (its place taken in the other process).
      expect(refused[0].body).toContain('This session is full')
      const stored = await payload.find({ collection: 'session-registrations', where: { and: [{ session: { equals: made.id } }, { status: { equals: 'registered' } }] }, limit: 0, depth: 0, overrideAccess: true })
      expect(stored.totalDocs).toBe(1)
      expect((await payload.findByID({ collection: 'events', id: made.id, depth: 0, overrideAccess: true })).classroomsTaken).toBe(1)
    }
  }, 60_000)

  it('counts the rate limits across both processes: forms per address, staff sign-in per address and account', async () => {
    const page = await fetch(`${proxyBase}/contact`)
    const cookie = page.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ')
    const securityId = /name="SecurityID" value="([^"]+)"/.exec(await page.text())![1]
    const statuses: number[] = []
    for (let n = 0; n < 10; n++) {
      const answer = await fetch(`${proxyBase}/contact`, {
        method: 'POST', redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
        body: new URLSearchParams({ SecurityID: securityId, Name: `Limited ${n}`, Email: 'limited@example.nz', Interest: 'school' }),
      })
      await answer.arrayBuffer()
      statuses.push(answer.status)
    }
    // RATE_LIMIT_FORMS_PER_IP=6 in all: one process alone would have let 5 + 5 through.
    expect(statuses).toEqual([302, 302, 302, 302, 302, 302, 429, 429, 429, 429])

    const logins: number[] = []
    for (let n = 0; n < 6; n++) {
      const answer = await fetch(`${proxyBase}/cms-api/staff/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'nobody.here@example.nz', password: 'wrong-password-123' }) })
      await answer.arrayBuffer()
      logins.push(answer.status)
    }
    // RATE_LIMIT_AUTH_PER_ACCOUNT=4 failures per address and account, counted across both.
    expect(logins).toEqual([401, 401, 401, 401, 429, 429])
  })

  it('shows a staff edit of site settings, a translation or a taxonomy in both processes within 5 s', async () => {
    const teacherPage = `/events/${eventId}/role-models`
    // Both processes have read (and cached) what is about to change.
    for (const server of [a, b]) {
      expect(await (await fetch(`${server.base}/contact`)).text()).toContain('Contact us')
      expect((await fetch(`${server.base}${teacherPage}`, { headers: { Cookie: teacherCookie } })).status).toBe(200)
    }
    const token = await staffToken(b.base)
    const asStaff = { 'Content-Type': 'application/json', Authorization: `JWT ${token}` }
    const stamp = Date.now()

    const name = `Several Instances Programme ${stamp}`
    const settings = await fetch(`${b.base}/cms-api/globals/site-settings`, { method: 'POST', headers: asStaff, body: JSON.stringify({ programmeName: name }) })
    expect(settings.status, await settings.text()).toBe(200)
    expect(await untilBothShow('/contact', (html) => html.includes(name))).toBeLessThan(5_000)

    const title = `Talk with us ${stamp}`
    const translation = await fetch(`${b.base}/cms-api/translations`, { method: 'POST', headers: asStaff, body: JSON.stringify({ key: 'common:contact.title', en: title }) })
    expect(translation.status, await translation.text()).toBe(201)
    expect(await untilBothShow('/contact', (html) => html.includes(title))).toBeLessThan(5_000)

    const region = `Renamed region ${stamp}`
    const renamed = await fetch(`${a.base}/cms-api/regions/${regionId}`, { method: 'PATCH', headers: { ...asStaff, Authorization: `JWT ${await staffToken(a.base)}` }, body: JSON.stringify({ title: region }) })
    expect(renamed.status, await renamed.text()).toBe(200)
    expect(await untilBothShow(teacherPage, (html) => html.includes(region), { Cookie: teacherCookie })).toBeLessThan(5_000)
  })

  it('refuses in one process a session ended in the other', async () => {
    const token = await staffToken(a.base)
    const me = async (server: BuiltServer) => ((await (await fetch(`${server.base}/cms-api/staff/me`, { headers: { Authorization: `JWT ${token}` } })).json()) as { user: { email: string } | null }).user
    expect((await me(a))?.email).toBe(STAFF.email)
    expect((await me(b))?.email).toBe(STAFF.email)
    const out = await fetch(`${b.base}/cms-api/staff/logout`, { method: 'POST', headers: { Authorization: `JWT ${token}` } })
    expect(out.status, await out.text()).toBe(200)
    expect(await me(a)).toBeNull()
    expect(await me(b)).toBeNull()
  })

  it('runs the job queue in one process a minute: every scheduled task queued once, no email sent twice', async () => {
    // A second process with jobs on, beside A (B has them off).
    c = await startBuiltServer(dataDir, serverEnv({ PORT: String(PORTS.c) }))
    // Six role models withdrew from a live event; each withdrawal's notice is a job on the notices queue, which emails
    // the role model and the organiser.
    const event = await payload.create({
      collection: 'events', overrideAccess: true,
      data: { ...(await payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true })), id: undefined, status: 'active', maxRoleModels: 8 } as never,
    })
    const withdrawn = roleModelIds.slice(12, 18)
    const rows = []
    for (const roleModel of withdrawn) {
      const row = await payload.create({ collection: 'event-role-models', overrideAccess: true, context: { skipEmail: true }, data: { event: event.id, roleModel, status: 2 } as never })
      rows.push(await payload.update({ collection: 'event-role-models', id: row.id, overrideAccess: true, context: { skipEmail: true }, data: { status: 3, withdrawnAt: new Date().toISOString(), withdrawReason: 'Unwell' } as never }))
    }
    const queue = payload.jobs.queue as unknown as (args: { task: string; input: { row: string }; queue: string }) => Promise<{ id: number | string }>
    const queued = await Promise.all(rows.map((row) => queue({ task: WITHDRAWAL_NOTICE_TASK, input: { row: String(row.id) }, queue: NOTICE_QUEUE })))
    // The next minute's tick of both A and C, and the jobs' run (a job is deleted once complete); then the emails the
    // notices queued, delivered at once by the process that ran each notice.
    const minute = Math.floor(Date.now() / 60_000) + 1
    const remaining = async () => (await payload.find({ collection: 'payload-jobs', where: { id: { in: queued.map((job) => job.id) } }, limit: 0, depth: 0, overrideAccess: true })).totalDocs
    while (Date.now() < (minute + 1) * 60_000 + 10_000) {
      if (Date.now() > minute * 60_000 + 2_000 && (await remaining()) === 0) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(await remaining(), `A:\n${a.output()}\nC:\n${c.output()}`).toBe(0)
    await noticesDone(payload, Date.now() + 15_000, () => `A:\n${a.output()}\nC:\n${c?.output()}`)
    // Every notice went once: one email to each role model who withdrew.
    const outbox = path.join(dataDir, 'outbox')
    const emailsOf = async (id: number) => mailsTo(outbox, (await payload.findByID({ collection: 'role-models', id, depth: 0, overrideAccess: true })).email)
    for (const roleModel of withdrawn) expect(await emailsOf(roleModel)).toHaveLength(1)
    // Every scheduled task is queued, never twice for the same time. A task due in the very minute the notices ran (say
    // purge-deleted-accounts at :15) has just run and been deleted; its next time is queued at the next minute's tick.
    const queuedJobs = async () => (await payload.find({ collection: 'payload-jobs', limit: 0, pagination: false, depth: 0, overrideAccess: true })).docs
    let jobs = await queuedJobs()
    const unqueued = () => tasks.filter((task) => !jobs.some((job) => job.taskSlug === task.slug))
    const nextTick = (Math.floor(Date.now() / 60_000) + 1) * 60_000 + 10_000
    while (unqueued().length > 0 && Date.now() < nextTick) {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      jobs = await queuedJobs()
    }
    for (const task of tasks) {
      const times = jobs.filter((job) => job.taskSlug === task.slug).map((job) => String(job.waitUntil))
      expect(times.length, task.slug).toBeGreaterThan(0)
      expect(new Set(times).size, `${task.slug}: ${times.join(', ')}`).toBe(times.length)
    }
    // Both processes asked for the minute's turn; one had it.
    const store = (payload.db as unknown as { drizzle: { all: (query: string) => Promise<Array<Record<string, unknown>>> } }).drizzle
    const turns = await store.all(`SELECT key, points FROM rate_limits WHERE key = 'job-turn:minute:${minute}'`)
    expect(turns.map((turn) => Number(Object.values(turn)[1])), `A:\n${a.output()}\nC:\n${c.output()}`).toEqual([2])
  }, 270_000)
})
