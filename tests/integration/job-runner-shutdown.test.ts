import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'
import { JOB_LEASE_MS, releaseAbandonedJobs, whileRunning } from '../../app/lib/job-release.server'
import { createJobTurns } from '../../app/lib/job-turns.server'

// Draining (decision 0033): the job runner stops starting runs; a run under way may finish until the deadline, and
// a job still running here then is released for the next run. The lease (decision 0079): a job left marked as running
// by a process that died is released after JOB_LEASE_MS by the process whose turn it is.

let payload: Payload
let stopJobRunner: (payload: Payload, deadline: number) => Promise<void>

/** A run of the scheduler (as Payload's autoRun makes with croner), busy until `finish` is called. */
function runningScheduler() {
  let busy = true
  let stopped = false
  const cron = { stop: () => void (stopped = true), isBusy: () => busy }
  return { cron, finish: () => void (busy = false), stopped: () => stopped }
}

const processingJob = () =>
  payload.create({ collection: 'payload-jobs', data: { taskSlug: 'expire-invitations', queue: 'housekeeping', processing: true }, overrideAccess: true })

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  ;({ stopJobRunner } = await import('../../server/boot'))
})

describe('stopping the job runner', () => {
  it('waits for the run under way to finish, and leaves its job to it', async () => {
    const run = runningScheduler()
    payload.crons.push(run.cron as unknown as (typeof payload.crons)[number])
    const job = await processingJob()
    const stopping = stopJobRunner(payload, Date.now() + 10_000)
    let stoppedYet = false
    void stopping.then(() => (stoppedYet = true))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect([run.stopped(), stoppedYet]).toEqual([true, false])
    run.finish()
    await stopping
    expect(payload.crons).toHaveLength(0)
    expect((await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })).processing).toBe(true)
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('releases the job of a run still going here at the deadline, so the next run takes it again; another process’s job stays theirs', async () => {
    const run = runningScheduler()
    payload.crons.push(run.cron as unknown as (typeof payload.crons)[number])
    const [job, theirs] = [await processingJob(), await processingJob()]
    let finishHandler = () => {}
    const handler = whileRunning(job.id, () => new Promise<void>((resolve) => (finishHandler = resolve)))
    await stopJobRunner(payload, Date.now() + 100)
    expect(run.stopped()).toBe(true)
    // Released as a new try: its interrupted one counted (an email's next try is claimed afresh, decision 0058).
    expect(await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })).toMatchObject({ processing: false, totalTried: 1 })
    expect(await payload.findByID({ collection: 'payload-jobs', id: theirs.id, overrideAccess: true })).toMatchObject({ processing: true, totalTried: 0 })
    finishHandler()
    await handler
    run.finish()
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: [job.id, theirs.id] } }, overrideAccess: true })
  })

  it('does nothing in a process that runs no jobs', async () => {
    const job = await processingJob()
    await stopJobRunner(payload, Date.now())
    expect((await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })).processing).toBe(true)
  })
})

describe('the lease of a running job', () => {
  const state = async (id: number | string) => {
    const job = await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true })
    return { processing: job.processing, totalTried: job.totalTried }
  }

  it('releases a job marked as running for longer than the lease, not a younger one, nor one running here', async () => {
    const [abandoned, runningHere] = [await processingJob(), await processingJob()]
    expect(await releaseAbandonedJobs(payload, Date.now())).toBe(0)
    expect(await state(abandoned.id)).toEqual({ processing: true, totalTried: 0 })
    let finishHandler = () => {}
    const handler = whileRunning(runningHere.id, () => new Promise<void>((resolve) => (finishHandler = resolve)))
    const later = Date.now() + JOB_LEASE_MS + 60_000
    expect(await releaseAbandonedJobs(payload, later)).toBeGreaterThanOrEqual(1)
    expect(await state(abandoned.id)).toEqual({ processing: false, totalTried: 1 })
    expect(await state(runningHere.id)).toEqual({ processing: true, totalTried: 0 })
    finishHandler()
    await handler
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: [abandoned.id, runningHere.id] } }, overrideAccess: true })
  })

  it('is kept by the process whose turn it is, before it schedules: an abandoned scheduled task runs again', async () => {
    const abandoned = await payload.create({
      collection: 'payload-jobs', overrideAccess: true,
      data: { taskSlug: 'expire-invitations', queue: 'housekeeping', processing: true, meta: { scheduled: true } },
    })
    const myTurn = createJobTurns(payload, () => Date.now() + JOB_LEASE_MS + 60_000)
    expect(await myTurn()).toBe(true)
    expect(await state(abandoned.id)).toEqual({ processing: false, totalTried: 1 })
    await payload.jobs.run({ queue: 'housekeeping', where: { id: { equals: abandoned.id } } })
    // Completed jobs are deleted (deleteJobOnComplete): it ran.
    expect(await payload.findByID({ collection: 'payload-jobs', id: abandoned.id, overrideAccess: true, disableErrors: true })).toBeNull()
  })
})
