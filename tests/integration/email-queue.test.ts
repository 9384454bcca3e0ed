import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { deliverEmailJob, emailsTried, sendEmail } from '../../app/domain/notifications/email.server'
import { releaseJobs } from '../../app/lib/job-release.server'
import { EMAIL_TASK, NOTICE_QUEUE } from '../../app/domain/notifications/queue'
import { mailsTo } from './support/outbox'
import { startTestPayload } from './support/payload'

// Emails go through the job queue (decision 0058): the caller does not wait on the mail server, a failed delivery stays
// queued for the next run, and each email is delivered once.

let payload: Payload
let outbox: string

beforeAll(async () => {
  ;({ payload, outbox } = await startTestPayload())
})

let sent = 0
const message = (subject: string) => ({ to: `queue.${Date.now()}.${++sent}@example.nz`, lang: 'en' as const, subject, text: `The text of ${subject}.` })

/** Messages to `to` already written to the outbox (not waiting for deliveries under way). */
const onDisk = (to: string) => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => fs.readFileSync(path.join(outbox, file), 'utf8').includes(`To: ${to}`)).length : 0)

const queuedEmails = async () =>
  (await payload.find({ collection: 'payload-jobs', where: { and: [{ queue: { equals: NOTICE_QUEUE } }, { taskSlug: { equals: EMAIL_TASK } }] }, limit: 0, depth: 0, overrideAccess: true })).docs

describe('emails through the job queue', () => {
  it('returns before the mail server answers; the email is then delivered once and its job removed', async () => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const original = payload.sendEmail.bind(payload)
    const spy = vi.spyOn(payload, 'sendEmail').mockImplementation(async (options) => {
      await answered
      return original(options)
    })
    try {
      const email = message('A slow mail server')
      await sendEmail(payload, email)
      // Queued, not delivered: the caller went on while the mail server had not answered.
      expect(await queuedEmails()).toHaveLength(1)
      expect(onDisk(email.to)).toBe(0)
      release()
      const mails = await mailsTo(outbox, email.to)
      expect(mails).toHaveLength(1)
      expect(mails[0]).toContain('Subject: A slow mail server')
      expect(await queuedEmails()).toHaveLength(0)
    } finally {
      release()
      spy.mockRestore()
    }
  })

  it('keeps an email the mail server refused queued, and the next run of the queue delivers it', async () => {
    const spy = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('421 Service not available'))
    try {
      const email = message('Refused once')
      await sendEmail(payload, email)
      await emailsTried()
      expect(await mailsTo(outbox, email.to)).toHaveLength(0)
      const [job] = await queuedEmails()
      expect(job).toMatchObject({ totalTried: 1, processing: false })
      expect(job.completedAt ?? null).toBeNull()
      // The queue's next run (every minute in the server, in any process) tries it again.
      await payload.jobs.run({ queue: NOTICE_QUEUE })
      expect(await mailsTo(outbox, email.to)).toHaveLength(1)
      expect(await queuedEmails()).toHaveLength(0)
    } finally {
      spy.mockRestore()
    }
  })

  it('delivers each email once, even when the queue’s run races this process’s deliveries', async () => {
    const emails = [message('First'), message('Second'), message('Third')]
    for (const email of emails) await sendEmail(payload, email)
    // The minute's runs (of this and other processes) racing this process's deliveries: Payload finds jobs, then marks
    // them, so two runs can take one job; the email's claim in the database lets one of them deliver it. (The run that
    // finishes second fails to record its outcome on a job the first has deleted, and Payload's run then rejects while
    // its other jobs are still under way: so the outbox is awaited.)
    await Promise.allSettled([payload.jobs.run({ queue: NOTICE_QUEUE }), payload.jobs.run({ queue: NOTICE_QUEUE })])
    await emailsTried()
    await vi.waitFor(async () => {
      for (const email of emails) expect(await mailsTo(outbox, email.to)).toHaveLength(1)
    })
    expect(await queuedEmails()).toHaveLength(0)
  })

  it('delivers a try a shutdown interrupted: released as a new try, which no run has claimed', async () => {
    const email = message('Interrupted')
    // Try 0 taken and claimed by a process that then stopped at its deadline before marking the job (it delivered to
    // another address here, so that the tries can be told apart).
    const input = { message: email, claim: `interrupted-${sent}` }
    const job = await payload.jobs.queue({ task: EMAIL_TASK, input, queue: NOTICE_QUEUE })
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true })
    expect(await deliverEmailJob(payload, { ...input, message: { ...email, to: 'nobody@example.nz' } }, { totalTried: 0 })).toBe(true)
    // The same try claimed again (another run at the same moment): not delivered twice.
    expect(await deliverEmailJob(payload, input, { totalTried: 0 })).toBe(false)
    await releaseJobs(payload, { id: { equals: job.id } })
    const released = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true })
    expect(released).toMatchObject({ processing: false, totalTried: 1 })
    await payload.jobs.run({ queue: NOTICE_QUEUE })
    expect(await mailsTo(outbox, email.to)).toHaveLength(1)
    expect(await queuedEmails()).toHaveLength(0)
  })
})
