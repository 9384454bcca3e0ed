/**
 * The job queue of what requests hand over (emails, the withdrawal notice): each started at once by the process that
 * queued it, and what is left (a mail outage, a restart) run by any process within the minute (cms/jobs).
 */
export const NOTICE_QUEUE = 'notifications'

/** The job that delivers one email (app/domain/notifications/email.server.ts). */
export const EMAIL_TASK = 'send-email'
