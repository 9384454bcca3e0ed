import type { Payload } from 'payload'

/**
 * The job queue of what requests hand over (emails, the withdrawal notice): each started at once by the process that
 * queued it, and what is left (a mail outage, a restart) run by any process within the minute (cms/jobs).
 */
export const NOTICE_QUEUE = 'notifications'

/** The job that delivers one email (app/domain/notifications/email.server.ts). */
export const EMAIL_TASK = 'send-email'

/**
 * Runs one queued notice now, unless another run has marked it already: `run` with the job's id skips a job marked
 * running (runByID would not). Two runs at the very same moment can still both take it: a notice's handler is
 * idempotent (the withdrawal notice is claimed on its row; an email's try in the shared store, deliverEmailJob).
 */
export async function runNoticeNow(payload: Payload, id: number | string): Promise<void> {
  await payload.jobs.run({ queue: NOTICE_QUEUE, where: { id: { equals: id } }, limit: 1, silent: true })
}
