import { getPayload } from 'payload'
import type { Payload } from 'payload'
import config from '../../cms/payload.config'

/**
 * The one Payload instance of this process (Payload caches it globally, so Next's admin shares it). `cron: true` starts
 * the job queue's cron entries (`jobs.autoRun`, none with DISABLE_JOBS=1) with the instance: without it they started
 * only when the admin or /cms-api was first asked for something (Payload's Next handlers ask with it), so a process no
 * staff member had visited never ran its jobs (found by tests/ops/several-instances.test.ts, decision 0034).
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
