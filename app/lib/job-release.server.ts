import type { Payload, Where } from 'payload'

/**
 * How long a job may stay marked as running before any process takes it for abandoned (its process died without a
 * shutdown, decision 0079): far longer than any of our tasks runs (a backup of the bench's database takes seconds).
 */
export const JOB_LEASE_MS = 30 * 60_000

/** The jobs whose handler runs in this process now. On globalThis: the server entry and the Remix build each bundle this module. */
const runningHere: Set<number | string> = ((globalThis as { __jobsRunningHere?: Set<number | string> }).__jobsRunningHere ??= new Set())

/** Runs a job's handler, known meanwhile as running in this process (what its shutdown releases). */
export async function whileRunning<T>(id: number | string, work: () => Promise<T>): Promise<T> {
  runningHere.add(id)
  try {
    return await work()
  } finally {
    runningHere.delete(id)
  }
}

/** The ids of the jobs running in this process now. */
export const jobsRunningHere = (): (number | string)[] => [...runningHere]

/**
 * Releases jobs left marked as running (a shutdown's deadline came first, or their process died): each becomes
 * runnable again as a new try (`totalTried` counts the interrupted one), so the run that takes it claims a try no
 * earlier run claimed (app/domain/notifications/email.server.ts, deliverEmailJob) and delivers.
 */
export async function releaseJobs(payload: Payload, where?: Where): Promise<number> {
  const running: Where = { processing: { equals: true } }
  const held = await payload.find({ collection: 'payload-jobs', where: where ? { and: [running, where] } : running, limit: 0, pagination: false, depth: 0, overrideAccess: true })
  for (const job of held.docs) {
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: false, totalTried: (job.totalTried ?? 0) + 1 }, depth: 0, overrideAccess: true })
  }
  return held.docs.length
}

/**
 * The lease: jobs marked as running for longer than JOB_LEASE_MS, and not running here, are released. Payload marks a
 * job when a run takes it and leaves it marked if its process dies; a scheduled task with such a job is never
 * scheduled again (Payload counts it as active), so the backups, reminders and the rest would stop for good.
 */
export async function releaseAbandonedJobs(payload: Payload, now: number): Promise<number> {
  const ids = jobsRunningHere()
  const stale: Where = { updatedAt: { less_than: new Date(now - JOB_LEASE_MS).toISOString() } }
  return releaseJobs(payload, ids.length ? { and: [stale, { id: { not_in: ids } }] } : stale)
}
