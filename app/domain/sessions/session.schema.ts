import { z } from 'zod'
import { checkDate, checkLink, checkOption, checkTime, issues, optionalText, requiredText, text } from '../events/event-form-checks'
import { CANCEL_REASON_MAX, LINK_MAX, MEETING_PLATFORMS, SHORT_TEXT_MAX } from '../events/event-limits'
import type { MeetingPlatform } from '../events/event-limits'
import { parseDateInput, parseTimeInput } from '../shared/dates'
import { CLASS_STUDENTS_MAX, parseClassStudents, parseYearLevel, SESSION_DESCRIPTION_MAX, SESSION_MAX_CLASSROOMS, SESSION_TITLE_MAX, YEAR_LEVELS } from './session-rules'

/**
 * The programme sessions' forms (issue 53): staff's session form and the teachers' registration and watching forms,
 * one schema each, shared by the browser (conform) and the server. The date, times, platform and link follow the online
 * event's rules and messages (events:validation.*); the rest are the sessions namespace's.
 */
const own = (name: string, params?: Record<string, unknown>) => `sessions:validation.${name}${params ? `|${JSON.stringify(params)}` : ''}`

const yearLevels = z.preprocess((value) => (value == null || value === '' ? [] : Array.isArray(value) ? value : [value]), z.array(z.string()))

const SESSION_FIELDS = {
  Title: optionalText(SESSION_TITLE_MAX).refine((value) => Boolean(value), own('titleRequired')),
  Description: optionalText(SESSION_DESCRIPTION_MAX),
  Date: requiredText('eventDateRequired'),
  StartTime: requiredText('startTimeRequired'),
  EndTime: requiredText('endTimeRequired'),
  MainEventMeetingPlatform: requiredText('platformRequired'),
  MainEventMeetingPlatformInviteLink: requiredText('inviteLinkRequired', LINK_MAX),
  MeetingPassword: optionalText(SHORT_TEXT_MAX),
  YearLevels: yearLevels,
  MaxClassrooms: optionalText(SHORT_TEXT_MAX).refine((value) => Boolean(value), own('maxClassroomsRequired')),
}

export type SessionPlan = {
  Title: string
  Description: string | undefined
  Date: string
  StartTime: string
  EndTime: string
  Platform: MeetingPlatform
  InviteLink: string
  Password: string | undefined
  YearLevels: number[]
  MaxClassrooms: number
}

const wholeNumber = (value: string | undefined) => (value && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : null)

/** Staff's session form: the online event's date, times (New Zealand), platform and link, with the year levels and room. */
export function sessionSchema({ now = new Date() }: { now?: Date } = {}) {
  return z
    .object(SESSION_FIELDS)
    .superRefine((values, ctx) => {
      const found = issues(ctx)
      const date = checkDate(found, values, 'Date', { now, future: 'dateInFuture', twelveMonths: true })
      const start = checkTime(found, values, 'StartTime', date, now)
      const end = checkTime(found, values, 'EndTime', date, now)
      if (start && end && end <= start) found.add('EndTime', 'endAfterStart')
      checkOption(found, values, 'MainEventMeetingPlatform', MEETING_PLATFORMS)
      checkLink(found, values, 'MainEventMeetingPlatformInviteLink')
      const levels = values.YearLevels
      if (!levels.length) ctx.addIssue({ code: 'custom', path: ['YearLevels'], message: own('yearLevelsRequired') })
      else if (levels.some((level) => parseYearLevel(level) == null)) ctx.addIssue({ code: 'custom', path: ['YearLevels'], message: own('yearLevelsRequired') })
      const most = text(values, 'MaxClassrooms')
      const count = wholeNumber(most)
      if (most !== undefined && (count == null || count < 1 || count > SESSION_MAX_CLASSROOMS)) ctx.addIssue({ code: 'custom', path: ['MaxClassrooms'], message: own('maxClassroomsRange', { max: SESSION_MAX_CLASSROOMS }) })
    })
    .transform((values): SessionPlan => ({
      Title: values.Title!,
      Description: values.Description || undefined,
      Date: parseDateInput(values.Date)!,
      StartTime: parseTimeInput(values.StartTime)!,
      EndTime: parseTimeInput(values.EndTime)!,
      Platform: values.MainEventMeetingPlatform as MeetingPlatform,
      InviteLink: values.MainEventMeetingPlatformInviteLink!,
      Password: values.MeetingPassword || undefined,
      YearLevels: [...new Set(values.YearLevels.map((level) => parseYearLevel(level)!))].sort((a, b) => a - b),
      MaxClassrooms: wholeNumber(values.MaxClassrooms)!,
    }))
}

const REGISTER_FIELDS = {
  Students: optionalText(SHORT_TEXT_MAX).refine((value) => Boolean(value), own('studentsRequired')),
  YearLevel: optionalText(SHORT_TEXT_MAX).refine((value) => Boolean(value), own('yearLevelRequired')),
}
export type RegisterPlan = { Students: number; YearLevel: number }

/** A teacher's class: 1 to 200 students (a classroom's room, decision 0088) and its year level. */
export function registerSchema() {
  return z
    .object(REGISTER_FIELDS)
    .superRefine((values, ctx) => {
      if (values.Students && parseClassStudents(values.Students) == null) ctx.addIssue({ code: 'custom', path: ['Students'], message: own('studentsRange', { max: CLASS_STUDENTS_MAX }) })
      if (values.YearLevel && parseYearLevel(values.YearLevel) == null) ctx.addIssue({ code: 'custom', path: ['YearLevel'], message: own('yearLevelRequired') })
    })
    .transform((values): RegisterPlan => ({ Students: parseClassStudents(values.Students)!, YearLevel: parseYearLevel(values.YearLevel)! }))
}

const WATCHED_FIELDS = {
  Watched: optionalText(SHORT_TEXT_MAX).refine((value) => value === 'yes' || value === 'no', own('watchedRequired')),
  StudentsWatched: optionalText(SHORT_TEXT_MAX),
}
export type WatchedPlan = { Watched: boolean; StudentsWatched: number }

/** After the session: whether the class watched and, if it did, how many students (1 to 200). */
export function watchedSchema() {
  return z
    .object(WATCHED_FIELDS)
    .superRefine((values, ctx) => {
      if (values.Watched !== 'yes') return
      if (!values.StudentsWatched) ctx.addIssue({ code: 'custom', path: ['StudentsWatched'], message: own('studentsRequired') })
      else if (parseClassStudents(values.StudentsWatched) == null) ctx.addIssue({ code: 'custom', path: ['StudentsWatched'], message: own('studentsRange', { max: CLASS_STUDENTS_MAX }) })
    })
    .transform((values): WatchedPlan => ({ Watched: values.Watched === 'yes', StudentsWatched: values.Watched === 'yes' ? parseClassStudents(values.StudentsWatched)! : 0 }))
}

/** Staff's cancellation of a session: the reason (staff's own record; presenters and teachers never read it). */
export function cancelSessionSchema() {
  return z.object({ CancelReason: optionalText(CANCEL_REASON_MAX).refine((value) => Boolean(value), own('cancelReasonRequired')) })
}

export { YEAR_LEVELS }
