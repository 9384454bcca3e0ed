import type { Payload } from 'payload'
import { sharedCounter } from './rate-limit.server'
import { releaseAbandonedJobs } from './job-release.server'

const MINUTE_MS = 60_000

/**
 * Whose turn it is to run the job queue this minute, when several processes on one database run jobs (decision
 * 0034). Payload claims jobs by reading then marking them (`processing`), and schedules a task by counting its
 * waiting jobs then queueing one: two processes doing either at the same second could both run one job (an email
 * twice) or queue a schedule twice. So each minute's cron ticks ask the shared store for the minute's one turn (an
 * atomic upsert in the database, rate-limiter-flexible's as for the rate limits): the process that gets it schedules
 * the tasks that are due and runs the queues; the others skip the minute. Any process may get any minute: a process
 * that stops, or never runs jobs (DISABLE_JOBS=1), leaves the turns to the rest.
 */
export function createJobTurns(payload: Payload, now = () => Date.now()) {
  const turns = sharedCounter(payload, { name: 'job-turn', limit: 1, windowMs: 2 * MINUTE_MS })
  let current: { minute: number; mine: Promise<boolean> } | null = null

  const claim = async (minute: number) => {
    const res = await turns.penalty(`minute:${minute}`, 1)
    if (res.consumedPoints !== 1) return false
    // Jobs abandoned by a process that died are released first, so their tasks are scheduled and run again (the lease).
    await releaseAbandonedJobs(payload, now()).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Could not release abandoned jobs' }))
    // Scheduling once per minute, by the process whose turn it is (the cron entries set disableScheduling).
    await payload.jobs.handleSchedules({ allQueues: true })
    return true
  }

  /** Whether this process runs the queues this minute (asked by every cron entry; the first asks the database). */
  return function myTurn(): Promise<boolean> {
    const minute = Math.floor(now() / MINUTE_MS)
    if (current?.minute !== minute) {
      const mine = claim(minute).catch((error: unknown) => {
        payload.logger.error({ err: error, msg: 'Could not claim the job queue’s turn; this process skips the minute' })
        return false
      })
      current = { minute, mine }
    }
    return current.mine
  }
}

const perPayload = new WeakMap<Payload, () => Promise<boolean>>()

/** The job queue's `shouldAutoRun`: this process's turns. */
export function isMyJobTurn(payload: Payload): Promise<boolean> {
  let myTurn = perPayload.get(payload)
  if (!myTurn) perPayload.set(payload, (myTurn = createJobTurns(payload)))
  return myTurn()
}
