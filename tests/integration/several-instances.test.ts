import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLimiter } from '../../app/lib/rate-limit.server'
import { createJobTurns } from '../../app/lib/job-turns.server'
import { tasks } from '../../cms/jobs'
import { startTestPayload } from './support/payload'

// What several processes on one database share (decision 0034), shown with two of each here (one per process);
// tests/ops/several-instances.test.ts runs two built servers on one database file.

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
})

describe('rate limits in the shared database', () => {
  it('counts the attempts of every process together, in the database', async () => {
    const options = { name: `shared-${Date.now()}`, limit: 3, windowMs: 60_000 }
    const [first, second] = [createLimiter(payload, options), createLimiter(payload, options)]
    expect(await first.hit('a@example.nz')).toBe(0)
    expect(await second.hit('a@example.nz')).toBe(0)
    expect(await first.hit('a@example.nz')).toBe(0)
    expect(await second.waitFor('a@example.nz')).toBeGreaterThan(59_000)
    expect(await second.hit('a@example.nz')).toBeGreaterThan(59_000)
    // One taken back in one process shows in the other.
    await first.takeBack('a@example.nz')
    await first.takeBack('a@example.nz')
    expect(await second.waitFor('a@example.nz')).toBe(0)
    const store = (payload.db as unknown as { drizzle: { all: (query: string) => Promise<unknown[]> } }).drizzle
    const rows = (await store.all(`SELECT key, points FROM rate_limits WHERE key = '${options.name}:a@example.nz'`)) as Array<{ points: number } | unknown[]>
    expect(rows).toHaveLength(1)
  })

  it('counts 20 parallel attempts from two processes exactly: the limit is never passed', async () => {
    const options = { name: `parallel-${Date.now()}`, limit: 5, windowMs: 60_000 }
    const limiters = [createLimiter(payload, options), createLimiter(payload, options)]
    const waits = await Promise.all(Array.from({ length: 20 }, (_, index) => limiters[index % 2].hit('b@example.nz')))
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5)
  })
})

describe('the job queue’s turns', () => {
  const scheduledJobs = async () => {
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, limit: 0, pagination: false, depth: 0, overrideAccess: true })
    const counts = new Map<string, number>()
    for (const job of docs) counts.set(String(job.taskSlug), (counts.get(String(job.taskSlug)) ?? 0) + 1)
    return counts
  }

  it('gives each minute to one process only, which schedules the due tasks once', async () => {
    let now = Date.UTC(2026, 10, 26, 1, 0, 5)
    const clock = () => now
    const processes = [createJobTurns(payload, clock), createJobTurns(payload, clock)]
    for (let minute = 0; minute < 3; minute++) {
      // Both cron entries of both processes ask at the same second.
      const answers = await Promise.all([...processes, ...processes].map((myTurn) => myTurn()))
      expect(answers.filter(Boolean)).toHaveLength(2)
      expect(answers[0]).toBe(answers[2])
      expect(answers[1]).toBe(answers[3])
      now += 60_000
    }
    // Every scheduled task is waiting once, whichever process scheduled it.
    const counts = await scheduledJobs()
    for (const task of tasks) expect(counts.get(task.slug), task.slug).toBe(1)
  })
})
