import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltServer, tempDataDir } from './support/built-server'
import type { BuiltServer } from './support/built-server'

// The built server drains on SIGTERM (decision 0033): every request it has received is answered in full, then it
// exits 0. Needs `npm run build` (npm test builds first).

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

const STAFF = { email: 'ops.staff@example.nz', password: 'Kia-ora-Ops-Test-2026' }

/**
 * A request whose body is sent slowly. `started` resolves once the server has read its headers (it answers
 * `Expect: 100-continue`), so the request is in flight there; `finish` then sends the body in pieces.
 */
function trickled(base: string, address: string, body: string, headers: Record<string, string>, method = 'POST') {
  const bytes = Buffer.from(body)
  const req = http.request(new URL(address, base), {
    method,
    agent: false,
    headers: { ...headers, 'Content-Length': String(bytes.length), Expect: '100-continue' },
  })
  const started = new Promise<void>((resolve, reject) => req.once('continue', resolve).once('error', reject))
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once('error', reject)
    req.once('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.once('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }))
      res.once('error', reject)
    })
  })
  const finish = async (pieces = 10, everyMs = 60) => {
    const size = Math.ceil(bytes.length / pieces)
    for (let i = 0; i < pieces; i++) {
      req.write(bytes.subarray(i * size, (i + 1) * size))
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
    req.end()
  }
  return { started, answer, finish }
}

/**
 * A request whose headers are not finished yet: the server has begun reading it, so it is in flight there (not an
 * idle connection); `finish` ends its headers.
 */
function halfSent(port: number, address: string) {
  const socket = net.connect(port, '127.0.0.1')
  socket.write(`GET ${address} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)
  let raw = ''
  socket.on('data', (chunk) => (raw += chunk))
  const answer = new Promise<Answer>((resolve, reject) => {
    socket.once('error', reject)
    socket.once('end', () => {
      const [head, body] = raw.split('\r\n\r\n')
      const headers = Object.fromEntries(head.split('\r\n').slice(1).map((line) => [line.split(':')[0].toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
      resolve({ status: Number(head.split(' ')[1]), headers, body: headers['transfer-encoding'] === 'chunked' ? body.split('\r\n')[1] : body })
    })
  })
  return { answer, finish: () => void socket.write('\r\n') }
}

/** Resolves once a new connection to the port is refused (the listening socket is closed). */
async function untilRefused(port: number) {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(false)))
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
    })
    if (refused) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer(tempDataDir('drain'), { LOG_LEVEL: 'info' })
  const created = await fetch(`${server.base}/cms-api/staff/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...STAFF, name: 'Ops staff' }),
  })
  expect(created.status, await created.text()).toBe(200)
})

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL')
  await server?.exited
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

/** The server's JSON log lines so far. */
const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the request log', () => {
  it('writes one JSON line per request with its id, route pattern, status, duration and kind of user; never an email address', async () => {
    const email = 'log.check@example.nz'
    const page = await fetch(`${server.base}/account/sign-up/role-model/${encodeURIComponent(email)}`, { redirect: 'manual' })
    const id = page.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await page.arrayBuffer()
    // The line is written when the response closes: wait for it.
    let line: Record<string, unknown> | undefined
    while (!(line = logLines().find((entry) => entry.reqId === id))) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/account/sign-up/role-model/:email', status: page.status, user: 'anonymous' })
    expect(line.ms).toEqual(expect.any(Number))
    expect(server.output()).not.toContain(email)
    expect(server.output()).not.toContain('log.check%40example.nz')
  })

  it('shows the request id on the error page, in the visitor’s language where there is a translation', async () => {
    const page = await fetch(`${server.base}/no-such-page`)
    expect(page.status).toBe(404)
    const html = await page.text()
    expect(html).toContain('If you contact us about this, please quote this reference:')
    expect(html).toContain(`<code>${page.headers.get('x-request-id')}</code>`)
  })
})

describe('draining on SIGTERM', () => {
  it('answers every request in flight, slow bodies included, refuses new connections, and exits 0', async () => {
    // A contact form post (the visitor's session and SecurityID from the page), its body padded to 200 kB.
    const page = await fetch(`${server.base}/contact`)
    const cookie = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const securityId = /name="SecurityID" value="([^"]+)"/.exec(await page.text())![1]
    const contact = (n: number) =>
      trickled(
        server.base,
        '/contact',
        new URLSearchParams({ SecurityID: securityId, Name: `Drained ${n}`, Email: `drained${n}@example.nz`, Interest: 'school', Message: 'Sent while the server stops', Padding: 'x'.repeat(200_000) }).toString(),
        { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      )
    // Staff sign-ins (a password hash each: a slow answer) through the admin's API, JSON padded to 100 kB.
    const login = () => trickled(server.base, '/cms-api/staff/login', JSON.stringify(STAFF) + ' '.repeat(100_000), { 'Content-Type': 'application/json' })
    // The readiness check, its headers finished while draining.
    const readiness = halfSent(server.port, '/readyz')
    const slow = [contact(1), contact(2), contact(3), login(), login(), login()]
    // Pages, each on a connection of its own, received (100 Continue) and rendering when the signal arrives.
    const pages = ['/', '/contact', '/account/sign-up', '/terms', '/account/log-in'].map((address) => trickled(server.base, address, '', {}, 'GET'))
    await Promise.all([...slow, ...pages].map((request) => request.started))

    expect(server.child.kill('SIGTERM')).toBe(true)
    await untilRefused(server.port)
    readiness.finish()
    const [answers, ready, pageAnswers] = await Promise.all([
      Promise.all(slow.map(async (request) => (await request.finish(), request.answer))),
      readiness.answer,
      Promise.all(pages.map(async (request) => (await request.finish(1, 0), (await request.answer).status))),
    ])

    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' })
    // The form posts are answered with their redirect to the confirmation; the sign-ins with 200 and a token.
    for (const answer of answers.slice(0, 3)) expect([answer.status, answer.headers.location]).toEqual([302, '/contact?sent=1'])
    for (const answer of answers.slice(3)) {
      expect(answer.status, answer.body).toBe(200)
      expect(JSON.parse(answer.body).token).toEqual(expect.any(String))
      expect(answer.headers.connection).toBe('close')
    }
    expect(pageAnswers).toEqual([200, 200, 200, 200, 200])
    expect(await server.exited).toBe(0)
    expect(server.output()).toMatch(/Stopped in \d+ ms/)

    // The enquiries sent while draining are in the database.
    const db = createClient({ url: `file:${path.join(server.dataDir, 'app.db')}` })
    const rows = (await db.execute("select name from contact_enquiries where name like 'Drained %' order by name")).rows.map((row) => row.name)
    // Their emails, queued by the requests, went out before the process exited (the shutdown's emails step): none is
    // left in the queue, each is in the outbox once.
    const queued = (await db.execute("select count(*) as n from payload_jobs where queue = 'notifications'")).rows[0].n
    db.close()
    expect(rows).toEqual(['Drained 1', 'Drained 2', 'Drained 3'])
    expect(Number(queued)).toBe(0)
    const outbox = path.join(server.dataDir, 'outbox')
    const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    for (const n of [1, 2, 3]) expect(mails.filter((mail) => mail.includes(`drained${n}@example.nz`))).toHaveLength(1)
  })
})
