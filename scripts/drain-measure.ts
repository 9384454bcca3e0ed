/**
 * Measures draining (decision 0033): 20 connections ask for the home page back to back; after `WARM_MS` the server
 * gets SIGTERM. Prints the time from the signal to the process's exit, the answers, the connections refused once
 * the server stopped listening (a load balancer sends those elsewhere) and the requests lost (sent on an open
 * connection and never answered). Run after `npm run build`: `npx tsx scripts/drain-measure.ts`.
 */
import http from 'node:http'
import { startBuiltServer, tempDataDir } from '../tests/ops/support/built-server'

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20)
const WARM_MS = Number(process.env.WARM_MS ?? 3000)
const ADDRESS = process.env.ADDRESS ?? '/'

// At the production default's log level: a JSON line per request is part of the work.
const server = await startBuiltServer(tempDataDir('drain-measure'), { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' })
let signalledAt = 0
const counts = { answered: 0, answeredAfterSignal: 0, non200: 0, refused: 0, lost: 0 }
const lostErrors: string[] = []

const get = (agent: http.Agent) =>
  new Promise<'answered' | 'refused' | 'lost'>((resolve) => {
    const req = http.get(`${server.base}${ADDRESS}`, { agent }, (res) => {
      res.resume()
      res.once('end', () => {
        counts.answered++
        if (signalledAt) counts.answeredAfterSignal++
        if (res.statusCode !== 200) counts.non200++
        resolve('answered')
      })
      res.once('error', (error) => (lostErrors.push(error.message), resolve('lost')))
    })
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return resolve('refused')
      lostErrors.push(`${error.code ?? ''} ${error.message}`)
      resolve('lost')
    })
  })

const loop = async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  for (;;) {
    const outcome = await get(agent)
    if (outcome === 'refused') return void counts.refused++
    if (outcome === 'lost') counts.lost++
  }
}

const loops = Array.from({ length: CONNECTIONS }, loop)
await new Promise((resolve) => setTimeout(resolve, WARM_MS))
const before = counts.answered
signalledAt = performance.now()
server.child.kill('SIGTERM')
const code = await server.exited
const exitMs = Math.round(performance.now() - signalledAt)
await Promise.all(loops)
console.log(
  JSON.stringify({ connections: CONNECTIONS, address: ADDRESS, answeredBeforeSignal: before, ...counts, exitCode: code, signalToExitMs: exitMs, lostErrors: [...new Set(lostErrors)] }),
)
console.log(server.output().split('\n').filter((line) => /SIGTERM|Stopped/.test(line)).join('\n'))
