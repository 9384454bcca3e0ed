import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'

// Draining (decision 0033): the job runner stops starting runs; a run under way may finish until the deadline, and
// a job still running then is released for the next start.

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

  it('releases the job of a run still going at the deadline, so the next start runs it again', async () => {
    const run = runningScheduler()
    payload.crons.push(run.cron as unknown as (typeof payload.crons)[number])
    const job = await processingJob()
    await stopJobRunner(payload, Date.now() + 100)
    expect(run.stopped()).toBe(true)
    // Released as a new try: its interrupted one counted (an email's next try is claimed afresh, decision 0058).
    expect(await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })).toMatchObject({ processing: false, totalTried: 1 })
    run.finish()
  })

  it('does nothing in a process that runs no jobs', async () => {
    const job = await processingJob()
    await stopJobRunner(payload, Date.now())
    expect((await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })).processing).toBe(true)
  })
})
