import type { TaskConfig } from 'payload'
import { purgeDeletedAccounts } from '../../app/domain/accounts/purge.server'
import { completePastEvents, expireInvitations } from '../../app/domain/events/lifecycle.server'
import { sendVettingReminders } from '../../app/domain/vetting/reminders.server'
import { sendVoiceThanks } from '../../app/domain/voice/thanks.server'
import { sendEventReminders } from '../../app/domain/calendar/calendar.server'
import { releaseLapsedPlaces } from '../../app/domain/vetting/participation.server'
import { sendNudges } from '../../app/domain/programme/nudges.server'
import { sendWithdrawalNotice } from '../../app/domain/invitations/withdraw.server'
import { sendAttendanceReminders } from '../../app/domain/attendance/attendance.server'
import { sendFeedbackRequests } from '../../app/domain/feedback/feedback.server'
import { WITHDRAWAL_NOTICE_TASK } from '../../app/domain/invitations/withdraw'
import { EMAIL_TASK } from '../../app/domain/notifications/queue'
import { deliverEmailJob } from '../../app/domain/notifications/email.server'
import type { EmailJobInput } from '../../app/domain/notifications/email.server'
import { sendOpportunityDigests } from '../../app/domain/offers/digest.server'
import { runScheduledBackup } from '../../app/lib/backup.server'
import { whileRunning } from '../../app/lib/job-release.server'
import { parseDocId } from '../../app/domain/shared/ids'
import { closeStartedOpenRequests } from '../../app/domain/offers/open-request-closing.server'
import { MESSAGE_EMAILS_TASK } from '../../app/domain/messages/messages.server'
import { sendMessageEmails } from '../../app/domain/messages/emails.server'
import { eraseOldMessages } from '../../app/domain/messages/erase.server'

type Job = (payload: Parameters<typeof purgeDeletedAccounts>[0], now: Date) => Promise<number>

/** A scheduled, idempotent piece of housekeeping run by Payload's job queue in the server process. */
function scheduled(slug: string, cron: string, run: Job): TaskConfig {
  return {
    slug,
    schedule: [{ cron, queue: 'housekeeping' }],
    outputSchema: [{ name: 'processed', type: 'number' }],
    handler: async ({ req, job }) => ({ output: { processed: await whileRunning(job.id, () => run(req.payload, new Date())) } }),
  } as TaskConfig
}

export const tasks: TaskConfig[] = [
  scheduled('purge-deleted-accounts', '15 * * * *', purgeDeletedAccounts),
  scheduled('send-vetting-reminders', '0 9 * * *', sendVettingReminders),
  // Every 30 minutes: invitations of events that began expire, and so do the events' open requests (issue 51).
  scheduled('expire-invitations', '*/30 * * * *', async (payload, now) => (await expireInvitations(payload, now)) + (await closeStartedOpenRequests(payload, now))),
  scheduled('complete-past-events', '5 0 * * *', completePastEvents),
  // Hourly, before the reminders: places of role models whose check expired (or who otherwise may no longer take part).
  scheduled('release-lapsed-places', '10 * * * *', releaseLapsedPlaces),
  // Hourly: the rule (app/domain/calendar/reminders.ts) sends each reminder once, from 09:00 New Zealand time.
  scheduled('send-event-reminders', '20 * * * *', sendEventReminders),
  // Every five minutes: the nudges staff queued from the dashboard's outreach lists.
  scheduled('send-nudges', '*/5 * * * *', sendNudges),
  // Hourly: the day after an event, from 09:00 New Zealand time, its organiser is asked once to record attendance.
  scheduled('send-attendance-reminders', '40 * * * *', sendAttendanceReminders),
  // Hourly: from 09:00 New Zealand time the day after an event its organiser is asked once for feedback, and each role
  // model once the school recorded them as attending (or, if it never does, on the 7th day, unless absent): decision 0036.
  scheduled('send-feedback-requests', '45 * * * *', sendFeedbackRequests),
  // Daily at 19:00 UTC (07:00-08:00 on Monday in New Zealand, the first run of its week): the weekly opportunities
  // digest, once per role model per ISO week, claimed on the role model (app/domain/offers/digest.server.ts); the later
  // runs of the week send only what an earlier one could not.
  // The students' voice thank-you to role models once a survey closes (app/domain/voice/thanks.server.ts, decision 0087).
  scheduled('send-voice-thanks', '55 9 * * *', sendVoiceThanks),
  scheduled('send-opportunity-digests', '0 19 * * *', sendOpportunityDigests),
  // Hourly check; a backup is made when the newest is BACKUP_EVERY_HOURS old (decision 0033).
  scheduled('backup', '50 * * * *', (_payload, now) => runScheduledBackup(now)),
  // Daily: the messages of events that ended 12 months ago are erased, their threads keeping counts (issue 52).
  scheduled('erase-old-messages', '25 3 * * *', eraseOldMessages),
]

type NoticeJob = { id: number | string; totalTried?: number | null }

/**
 * A notice's handler that logs its own failure, without the job's input (an email's text, which Payload would log):
 * the notices' queue runs silent (cms/payload.config.ts, app/domain/notifications/email.server.ts).
 */
function loggingFailures<I>(what: string, run: (payload: Parameters<Job>[0], input: I, job: NoticeJob) => Promise<number>) {
  return async ({ input, req, job }: { input: I; req: { payload: Parameters<Job>[0] }; job: NoticeJob }) => {
    try {
      return { output: { processed: await whileRunning(job.id, () => run(req.payload, input, job)) } }
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not send ${what} (job ${job.id}, try ${(job.totalTried ?? 0) + 1}; the queue tries it again)` })
      throw error
    }
  }
}

/**
 * Notices queued by a request and started at once (the request does not wait for the mail server); what a process
 * could not finish, the `notifications` queue runs within the minute. The withdrawal notice is idempotent (claimed on
 * its row); an email's try is claimed in the database by the run that delivers it (deliverEmailJob).
 */
export const noticeTasks: TaskConfig[] = [
  {
    slug: EMAIL_TASK,
    retries: 3,
    inputSchema: [{ name: 'message', type: 'json', required: true }, { name: 'claim', type: 'text', required: true }],
    outputSchema: [{ name: 'processed', type: 'number' }],
    handler: loggingFailures('an email', async (payload, input: EmailJobInput, job) => ((await deliverEmailJob(payload, input, job)) ? 1 : 0)),
  } as TaskConfig,
  {
    slug: WITHDRAWAL_NOTICE_TASK,
    retries: 2,
    inputSchema: [{ name: 'row', type: 'text', required: true }],
    outputSchema: [{ name: 'processed', type: 'number' }],
    handler: loggingFailures('a withdrawal notice', (payload, input: { row: string }) => sendWithdrawalNotice({ payload, rowId: parseDocId(input.row) ?? input.row })),
  } as TaskConfig,
  {
    // A new message's emails to the other side of its thread (issue 52), queued a minute ahead: each reader at most once
    // per thread every 15 minutes, none once read (claimed on the reader's marker).
    slug: MESSAGE_EMAILS_TASK,
    retries: 2,
    inputSchema: [{ name: 'message', type: 'text', required: true }],
    outputSchema: [{ name: 'processed', type: 'number' }],
    handler: loggingFailures('the emails of a message', (payload, input: { message: string }) => sendMessageEmails(payload, parseDocId(input.message) ?? input.message)),
  } as TaskConfig,
]
