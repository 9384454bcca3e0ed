/**
 * The event forms' limits and choices, apart from the schemas (./event.schema) so the pages can show them without
 * loading zod (decision 0050).
 */
export const SHORT_TEXT_MAX = 255
export const INFO_TEXT_MAX = 1000
export const LINK_MAX = 2048
export const CANCEL_REASON_MAX = 2048

export const MEETING_PLATFORMS = ['zoom', 'teams', 'google-meet', 'webex', 'other'] as const
export type MeetingPlatform = (typeof MEETING_PLATFORMS)[number]
export const STUDENT_ATTENDANCE = ['school', 'home'] as const
export type StudentAttendance = (typeof STUDENT_ATTENDANCE)[number]
