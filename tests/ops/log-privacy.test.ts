import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltServer, tempDataDir } from './support/built-server'
import type { BuiltServer } from './support/built-server'

// Log lines hold a request's route pattern, never its address (decision 0033): addresses carry tokens ("Still
// coming?", email verification, password reset) and email addresses (sign-up, email change). Crafted requests go to
// the built server as an attacker would send them, and its whole output is read. Needs `npm run build`.

const TOKEN = 'k2V9xQe7LmN4pR8sT1uWz'
const QUERY_TOKEN = 'Qy7Wm3Zt9Lp2Rx8Vb5Nc'
const EMAIL = 'aroha.secret-reader@example.nz'
const ENCODED_EMAIL = encodeURIComponent(EMAIL)

let server: BuiltServer
let folder: string

beforeAll(async () => {
  folder = tempDataDir('log-privacy')
  // Info: the request lines too, not just warnings and errors.
  server = await startBuiltServer(folder, { DISABLE_JOBS: '1', LOG_LEVEL: 'info' })
})

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
  await server?.exited
  fs.rmSync(folder, { recursive: true, force: true })
})

type Line = { level?: string; msg?: string; route?: string; status?: number; reqId?: string }

/** The server's JSON lines from `from` on, with every other line it printed (anything not JSON is kept as text). */
function output(from: number) {
  const text = server.output().slice(from)
  const lines = text.split('\n').filter(Boolean)
  return { text, json: lines.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as Line] : [])), other: lines.filter((line) => !line.startsWith('{')) }
}

/** Sends each request and waits for its request line (written once the answer closes); returns each one's id and status. */
async function send(requests: { path: string; method?: string; body?: string }[]) {
  const answers: { path: string; status: number; reqId: string }[] = []
  for (const { path, method = 'GET', body } of requests) {
    const response = await fetch(`${server.base}${path}`, {
      method,
      redirect: 'manual',
      headers: body ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.base } : {},
      body,
    })
    await response.arrayBuffer()
    answers.push({ path, status: response.status, reqId: response.headers.get('x-request-id') ?? '' })
  }
  const logged = () => new Set(output(0).json.filter((line) => line.msg === 'request').map((line) => line.reqId))
  for (let waited = 0; answers.some((answer) => !logged().has(answer.reqId)); waited += 50) {
    if (waited > 10_000) throw new Error('The request lines were not written')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return answers
}

const SECRETS = [TOKEN, QUERY_TOKEN, EMAIL, ENCODED_EMAIL, 'aroha.secret-reader', 'token=']

describe('the log of crafted addresses', () => {
  it('names each request by its route pattern (an unknown address by its first segment at most), never its path, query, token or email', async () => {
    const from = server.output().length
    const answers = await send([
      // Addresses of routes that carry a secret or an email, with a bad one.
      { path: `/still-coming/${TOKEN}` },
      { path: `/account/sign-up/role-model/${ENCODED_EMAIL}` },
      { path: `/account/update-email/${EMAIL}` },
      { path: `/account/log-in/reset-password?token=${QUERY_TOKEN}` },
      { path: `/account/verify?token=${QUERY_TOKEN}&email=${ENCODED_EMAIL}` },
      // Unknown addresses under a route of ours, and of their own.
      { path: `/still-coming/${TOKEN}/${ENCODED_EMAIL}` },
      { path: `/account/sign-up/role-model/${EMAIL}/${TOKEN}?token=${QUERY_TOKEN}` },
      { path: `/${TOKEN}?token=${QUERY_TOKEN}` },
      { path: `/${ENCODED_EMAIL}` },
      // The router's own refusals, which quote the path: data for a route the address is not, no loader, no action.
      { path: `/still-coming/${TOKEN}?_data=routes/nothing-here` },
      { path: `/contact?_data=routes/contact&token=${QUERY_TOKEN}&email=${ENCODED_EMAIL}` },
      { path: `/no-such-page/${TOKEN}`, method: 'POST', body: `token=${QUERY_TOKEN}` },
      // An address Express cannot decode (it printed its stack with the address).
      { path: `/still-coming/%ZZ${TOKEN}` },
    ])
    const { text, json, other } = output(from)

    for (const secret of SECRETS) expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase())
    // Nothing printed beside the JSON lines (a router warning or a stack would quote the address).
    expect(other).toEqual([])

    const routeOf = (reqId: string) => json.find((line) => line.msg === 'request' && line.reqId === reqId)?.route
    // (A link's own route may answer with its page or a redirect to a clean address: its status is not the point here.)
    expect(answers.map((answer) => [answer.status, routeOf(answer.reqId)])).toEqual([
      [expect.any(Number), '/still-coming/:token'],
      [200, '/account/sign-up/role-model/:email'],
      [expect.any(Number), '/account/update-email/:email'],
      [expect.any(Number), '/account/log-in/reset-password'],
      [expect.any(Number), '/account/verify'],
      [404, '/still-coming/…'],
      [404, '/account/…'],
      [404, '/*'],
      [404, '/*'],
      [403, '/still-coming/:token'],
      [400, '/contact'],
      [405, '/*'],
      [400, '/still-coming/…'],
    ])
    // The router's refusals are logged once each, as warnings under the route (the address taken out of their text).
    const refusals = json.filter((line) => line.msg === 'Request refused')
    expect(refusals.map((line) => [line.level, line.route, line.status])).toEqual([
      ['warn', '/still-coming/:token', 403],
      ['warn', '/contact', 400],
      ['warn', '/*', 405],
    ])
    expect(JSON.stringify(refusals)).toContain('does not match URL \\"/still-coming/:token\\"')
    expect(json.filter((line) => line.level === 'error')).toEqual([])
  })
})
