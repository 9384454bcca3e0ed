import type { Payload, Where } from 'payload'

/**
 * Releases jobs left marked as running (a shutdown's deadline came first): each becomes runnable again as a new try
 * (`totalTried` counts the interrupted one), so the run that takes it claims a try no earlier run claimed
 * (app/domain/notifications/email.server.ts, deliverEmailJob) and delivers.
 */
export async function releaseJobs(payload: Payload, where?: Where): Promise<void> {
  const running: Where = { processing: { equals: true } }
  const held = await payload.find({ collection: 'payload-jobs', where: where ? { and: [running, where] } : running, limit: 0, pagination: false, depth: 0, overrideAccess: true })
  for (const job of held.docs) {
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: false, totalTried: (job.totalTried ?? 0) + 1 }, depth: 0, overrideAccess: true })
  }
}
