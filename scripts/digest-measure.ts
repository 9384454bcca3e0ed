/**
 * Times the weekly opportunities digest job on the bench's database (10,000 visible role models, about 440 open
 * requests opened three days before the seed): seed it first with `BENCH_DB=dir npm run bench` (any BENCH_ONLY), then
 *
 *   BENCH_DB=dir npx tsx scripts/digest-measure.ts
 *
 * It runs the job a week after the requests were opened (they fall in every role model's first window), twice, in this one process:
 * the first run claims each role model's week and queues their email; the second finds every week claimed. Prints the
 * time of each run, how many were sent, and the time until the queued emails were written to the outbox. The database
 * is changed (weeks claimed, emails queued): seed again for another measurement.
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'

const dir = process.env.BENCH_DB ? path.resolve(process.env.BENCH_DB) : null
if (!dir) {
  console.error('Set BENCH_DB to a directory the bench seeded (BENCH_DB=dir npm run bench).')
  process.exit(1)
}
Object.assign(process.env, {
  DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  OUTBOX_DIR: path.join(dir, 'digest-outbox'),
  PAYLOAD_SECRET: 'bench-payload-secret-bench-payload-secret-01',
  SESSION_SECRET: 'bench-session-secret-bench-session-secret-01',
  SERVER_URL: 'http://localhost:3390',
  DISABLE_JOBS: '1',
  LOG_LEVEL: 'warn',
})

const { bootstrap } = await import('../server/boot')
const { sendOpportunityDigests } = await import('../app/domain/offers/digest.server')
const { emailsTried } = await import('../app/domain/notifications/email.server')
const payload = await bootstrap()
const roleModels = (await payload.db.count({ collection: 'role-models', where: {} })).totalDocs
const open = (await payload.db.count({ collection: 'events', where: { offersOpen: { equals: true } } })).totalDocs
// A week after the requests were opened: the week they were opened in is then every role model's first window,
// whatever day the database was seeded (as of "next week" from a Monday's seed, the requests of the Friday before fell
// in no window and nothing was sent).
const [latest] = (await payload.db.find<{ offersOpenedAt?: string | null }>({ collection: 'events', where: { offersOpen: { equals: true } }, select: { offersOpenedAt: true }, sort: '-offersOpenedAt', limit: 1, pagination: false })).docs
const nextWeek = new Date((latest?.offersOpenedAt ? Date.parse(latest.offersOpenedAt) : Date.now()) + 7 * 86_400_000)
const cpu = process.cpuUsage()
let started = performance.now()
const sent = await sendOpportunityDigests(payload, nextWeek)
const first = performance.now() - started
const firstCpu = process.cpuUsage(cpu)
started = performance.now()
const again = await sendOpportunityDigests(payload, nextWeek)
const second = performance.now() - started
started = performance.now()
await emailsTried()
const delivered = performance.now() - started
console.log(JSON.stringify({
  roleModels, openRequests: open, sent, firstRunMs: Math.round(first), firstRunCpuMs: Math.round((firstCpu.user + firstCpu.system) / 1000),
  secondRunSent: again, secondRunMs: Math.round(second), emailsWrittenAfterMs: Math.round(delivered),
}))
process.exit(0)
