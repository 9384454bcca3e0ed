import type { TaskConfig } from 'payload'
import { purgeDeletedAccounts } from '../../app/domain/accounts/purge.server'
import { completePastEvents, expireInvitations } from '../../app/domain/events/lifecycle.server'
import { sendVettingReminders } from '../../app/domain/vetting/reminders.server'
import { sendEventReminders } from '../../app/domain/calendar/calendar.server'
import { releaseLapsedPlaces } from '../../app/domain/vetting/participation.server'
import { runScheduledBackup } from '../../app/lib/backup.server'

type Job = (payload: Parameters<typeof purgeDeletedAccounts>[0], now: Date) => Promise<number>

/** A scheduled, idempotent piece of housekeeping run by Payload's job queue in the server process. */
function scheduled(slug: string, cron: string, run: Job): TaskConfig {
  return {
    slug,
    schedule: [{ cron, queue: 'housekeeping' }],
    outputSchema: [{ name: 'processed', type: 'number' }],
    handler: async ({ req }) => ({ output: { processed: await run(req.payload, new Date()) } }),
  } as TaskConfig
}

export const tasks: TaskConfig[] = [
  scheduled('purge-deleted-accounts', '15 * * * *', purgeDeletedAccounts),
  scheduled('send-vetting-reminders', '0 9 * * *', sendVettingReminders),
  scheduled('expire-invitations', '*/30 * * * *', expireInvitations),
  scheduled('complete-past-events', '5 0 * * *', completePastEvents),
  // Hourly, before the reminders: places of role models whose check expired (or who otherwise may no longer take part).
  scheduled('release-lapsed-places', '10 * * * *', releaseLapsedPlaces),
  // Hourly: the rule (app/domain/calendar/reminders.ts) sends each reminder once, from 09:00 New Zealand time.
  scheduled('send-event-reminders', '20 * * * *', sendEventReminders),
  // Hourly check; a backup is made when the newest is BACKUP_EVERY_HOURS old (decision 0029).
  scheduled('backup', '40 * * * *', (_payload, now) => runScheduledBackup(now)),
]
