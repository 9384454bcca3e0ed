import { z } from 'zod'
import { warningAccepted } from '../school-year/school-year'
import { EVENT_NAME_MAX } from './event-name'
import { CANCEL_REASON_MAX, INFO_TEXT_MAX, LINK_MAX, MEETING_PLATFORMS, SHORT_TEXT_MAX, STUDENT_ATTENDANCE } from './event-limits'
import type { MeetingPlatform, StudentAttendance } from './event-limits'
import { key, tooLong, optionalText, requiredText, optionalIds, flag, isOn, text, issues, checkDate, checkTime, checkOption, checkLink, checkStudentCount, normalise } from './event-form-checks'
import type { Issues, Values } from './event-form-checks'

/**
 * The event forms (spec sections 3 and 5), shared by the browser (conform's onValidate) and the server. Field names
 * are exactly what the forms post. Errors are i18n keys (`events:validation.*`, params as `key|{"max":255}`),
 * resolved in locales/en/events.json to the spec's exact messages. Nothing here may import Node or Payload.
 */

export type FormMode = 'create' | 'active'

// ---------------------------------------------------------------------------------------------------------------
// In person

const IN_PERSON_ACTIVE_FIELDS = {
  NumberOfStudentsAttending: requiredText('numberOfStudentsRequired'),
  StudentsAge: requiredText('studentsAgeRequired'),
}

/** The event's name and the holiday date the teacher accepted (the server warns about others: decision 0039). */
const NAME_AND_DATE_FIELDS = {
  Name: requiredText('nameRequired', EVENT_NAME_MAX),
  ConfirmedDate: optionalText(SHORT_TEXT_MAX),
}

const IN_PERSON_FIELDS = {
  ...NAME_AND_DATE_FIELDS,
  Address: requiredText('addressRequired'),
  RegionID: requiredText('regionRequired'),
  DistrictID: requiredText('districtRequired'),
  Date: requiredText('dateRequired'),
  ArrivalTime: requiredText('arrivalTimeRequired'),
  StartTime: optionalText(SHORT_TEXT_MAX),
  EndTime: requiredText('endTimeRequired'),
  ...IN_PERSON_ACTIVE_FIELDS,
  // Hidden fields for the region-change warning; the server decides from its own data, never from these.
  WarnOnRegionChange: optionalText(SHORT_TEXT_MAX),
  TotalChosenRoleModels: optionalText(SHORT_TEXT_MAX),
  ChosenRegionID: optionalText(SHORT_TEXT_MAX),
  ChosenDistrictID: optionalText(SHORT_TEXT_MAX),
}

type NameAndDate = {
  Name: string | undefined
  /** yyyy-MM-dd: the date whose holiday warning the teacher accepted by saving again */
  ConfirmedDate: string | undefined
}

export type InPersonPlan = NameAndDate & {
  Address: string | undefined
  RegionID: string | undefined
  DistrictID: string | undefined
  /** yyyy-MM-dd */
  Date: string | undefined
  /** HH:mm, like the other times */
  ArrivalTime: string | undefined
  StartTime: string | undefined
  EndTime: string | undefined
  NumberOfStudentsAttending: number | undefined
  StudentsAge: string | undefined
  WarnOnRegionChange: string | undefined
  TotalChosenRoleModels: string | undefined
  ChosenRegionID: string | undefined
  ChosenDistrictID: string | undefined
}
export type InPersonActivePlan = Pick<InPersonPlan, 'NumberOfStudentsAttending' | 'StudentsAge'>

export type InPersonPlanOptions = {
  now?: Date
  mode?: FormMode
  /** Server only: whether the region has at least the event minimum of visible in-person role models. */
  regionHasEnoughRoleModels?: (regionId: string) => boolean | Promise<boolean>
  /** The site settings' programme name, for the region message ('... to host an {programme} event'). */
  programmeName?: string
  /** Server only: the region of each district id, to refuse a district of another region. */
  districtRegion?: Record<string, string>
  /** Server only: the warning (an i18n key) a date on a public holiday or in the school holidays deserves, or null. */
  dateWarning?: DateWarningCheck
}

/** Server only: the warning (an i18n key with params) for a date (yyyy-MM-dd) in a region, or null. */
export type DateWarningCheck = (date: string, regionId: string | undefined) => Promise<{ name: string; params: Record<string, unknown> } | null>

/**
 * The holiday warning on the Date field unless the teacher accepted this very date (ConfirmedDate). Returns the
 * check's promise so that the parse waits for it; nothing when the date is already refused.
 */
function warnAboutDate(found: Issues, values: Values, date: string | null, regionId: string | undefined, check: DateWarningCheck | undefined) {
  if (!check || !date || found.has('Date') || warningAccepted(date, text(values, 'ConfirmedDate'))) return undefined
  return check(date, regionId).then((warning) => {
    if (warning) found.add('Date', warning.name, warning.params)
  })
}

const inPersonActiveSchema = () =>
  z.object(IN_PERSON_ACTIVE_FIELDS).superRefine((values, ctx) => checkStudentCount(issues(ctx), values, 'NumberOfStudentsAttending')).transform(normalise<InPersonActivePlan>(IN_PERSON_ACTIVE_FIELDS))

function inPersonCreateSchema({ now = new Date(), regionHasEnoughRoleModels, programmeName = '', districtRegion, dateWarning }: InPersonPlanOptions) {
  return z
    .object(IN_PERSON_FIELDS)
    .superRefine((values, ctx) => {
      const found = issues(ctx)
      const date = checkDate(found, values, 'Date', { now, future: 'dateInFuture', weekday: true, twelveMonths: true })
      const dateWarned = warnAboutDate(found, values, date, values.RegionID, dateWarning)
      refineInPersonTimes(found, values, date, now)
      checkStudentCount(found, values, 'NumberOfStudentsAttending')
      const { RegionID: region, DistrictID: district } = values
      if (districtRegion && region && district && districtRegion[district] !== undefined && districtRegion[district] !== region) {
        found.add('DistrictID', 'districtNotInRegion')
      }
      if (!regionHasEnoughRoleModels || !region) return dateWarned
      const addRegionIssue = (enough: boolean) => {
        if (!enough) found.add('RegionID', 'regionNotEnoughRoleModels', { programme: programmeName })
      }
      const enough = regionHasEnoughRoleModels(region)
      // Only a promised answer makes the parse async (the server's parseWithZod(..., { async: true })).
      if (enough instanceof Promise) return Promise.all([enough.then(addRegionIssue), dateWarned])
      addRegionIssue(enough)
      return dateWarned
    })
    .transform(normalise<InPersonPlan>(IN_PERSON_FIELDS))
}

/** An in-person event's three times on its day: arrival, an optional start between, and the end after both. */
function refineInPersonTimes(found: Issues, values: Values, date: string | null, now: Date) {
  const arrival = checkTime(found, values, 'ArrivalTime', date, now)
  const start = checkTime(found, values, 'StartTime', date, now)
  const end = checkTime(found, values, 'EndTime', date, now)
  if (arrival && end && end <= arrival) found.add('EndTime', 'endAfterArrival')
  // Start time is optional; when given it lies between arrival and end. These two messages are ours, not the spec's.
  if (start && arrival && start <= arrival) found.add('StartTime', 'startAfterArrival')
  if (start && end && start >= end) found.add('StartTime', 'startBeforeEnd')
}

// Moving a live event (issue 50 item 2): its day, times and address, with the rules of creating one; the region stays
// (the invited role models were chosen for it), and the holiday check asks the event's region (`regionId`).
const IN_PERSON_MOVE_FIELDS = {
  ConfirmedDate: NAME_AND_DATE_FIELDS.ConfirmedDate,
  Address: IN_PERSON_FIELDS.Address,
  Date: IN_PERSON_FIELDS.Date,
  ArrivalTime: IN_PERSON_FIELDS.ArrivalTime,
  StartTime: IN_PERSON_FIELDS.StartTime,
  EndTime: IN_PERSON_FIELDS.EndTime,
}
export type InPersonMove = Pick<InPersonPlan, 'ConfirmedDate' | 'Address' | 'Date' | 'ArrivalTime' | 'StartTime' | 'EndTime'>

export function inPersonMoveSchema({ now = new Date(), dateWarning, regionId }: { now?: Date; dateWarning?: DateWarningCheck; regionId?: string } = {}) {
  return z
    .object(IN_PERSON_MOVE_FIELDS)
    .superRefine((values, ctx) => {
      const found = issues(ctx)
      const date = checkDate(found, values, 'Date', { now, future: 'dateInFuture', weekday: true, twelveMonths: true })
      refineInPersonTimes(found, values, date, now)
      return warnAboutDate(found, values, date, regionId, dateWarning)
    })
    .transform(normalise<InPersonMove>(IN_PERSON_MOVE_FIELDS))
}

/** The in-person plan; 'active' edits only the students (spec section 5: an active event keeps its date, times and place). */
export function inPersonPlanSchema(options: InPersonPlanOptions & { mode: 'active' }): ReturnType<typeof inPersonActiveSchema>
export function inPersonPlanSchema(options?: InPersonPlanOptions & { mode?: 'create' }): ReturnType<typeof inPersonCreateSchema>
export function inPersonPlanSchema(options: InPersonPlanOptions): ReturnType<typeof inPersonActiveSchema> | ReturnType<typeof inPersonCreateSchema>
export function inPersonPlanSchema(options: InPersonPlanOptions = {}) {
  return options.mode === 'active' ? inPersonActiveSchema() : inPersonCreateSchema(options)
}

// ---------------------------------------------------------------------------------------------------------------
// Online, step one

const ONLINE_STEP_ONE_FIELDS = {
  ...NAME_AND_DATE_FIELDS,
  Date: requiredText('eventDateRequired'),
  StartTime: requiredText('startTimeRequired'),
  EndTime: requiredText('endTimeRequired'),
  MainEventMeetingPlatform: requiredText('platformRequired'),
  MainEventMeetingPlatformInviteLink: requiredText('inviteLinkRequired', LINK_MAX),
  MeetingPassword: optionalText(SHORT_TEXT_MAX),
  HasPreEventMeeting: flag(),
  // The pre-event block is optional: its fields are required only when HasPreEventMeeting is '1' (checked below).
  PreEventMeetingDate: optionalText(SHORT_TEXT_MAX),
  PreEventMeetingStartTime: optionalText(SHORT_TEXT_MAX),
  PreEventMeetingEndTime: optionalText(SHORT_TEXT_MAX),
  PreEventMeetingPlatform: optionalText(SHORT_TEXT_MAX),
  PreEventMeetingPlatformInviteLink: optionalText(LINK_MAX),
  PreEventMeetingPassword: optionalText(SHORT_TEXT_MAX),
}

export type OnlineStepOne = NameAndDate & {
  Date: string | undefined
  StartTime: string | undefined
  EndTime: string | undefined
  MainEventMeetingPlatform: MeetingPlatform | undefined
  MainEventMeetingPlatformInviteLink: string | undefined
  MeetingPassword: string | undefined
  HasPreEventMeeting: boolean
  PreEventMeetingDate: string | undefined
  PreEventMeetingStartTime: string | undefined
  PreEventMeetingEndTime: string | undefined
  PreEventMeetingPlatform: MeetingPlatform | undefined
  PreEventMeetingPlatformInviteLink: string | undefined
  PreEventMeetingPassword: string | undefined
}

/** Date and time together, comparable as text. */
const at = (date: string, time: string) => `${date}T${time}`

export function onlineStepOneSchema(options: { now?: Date; dateWarning?: DateWarningCheck } = {}) {
  const { now = new Date(), dateWarning } = options
  return z
    .object(ONLINE_STEP_ONE_FIELDS)
    .superRefine((values, ctx) => {
      const found = issues(ctx)
      const date = checkDate(found, values, 'Date', { now, future: 'dateInFuture', twelveMonths: true })
      refineOnlineStepOne(found, values, date, now)
      // An online event's region is the school's: the server's check knows it.
      return warnAboutDate(found, values, date, undefined, dateWarning)
    })
    .transform(normalise<OnlineStepOne>(ONLINE_STEP_ONE_FIELDS))
}

// Moving a live online event (issue 50 item 2): its day, times and main meeting, with the rules of creating one.
const ONLINE_MOVE_FIELDS = {
  ConfirmedDate: NAME_AND_DATE_FIELDS.ConfirmedDate,
  Date: ONLINE_STEP_ONE_FIELDS.Date,
  StartTime: ONLINE_STEP_ONE_FIELDS.StartTime,
  EndTime: ONLINE_STEP_ONE_FIELDS.EndTime,
  MainEventMeetingPlatform: ONLINE_STEP_ONE_FIELDS.MainEventMeetingPlatform,
  MainEventMeetingPlatformInviteLink: ONLINE_STEP_ONE_FIELDS.MainEventMeetingPlatformInviteLink,
  MeetingPassword: ONLINE_STEP_ONE_FIELDS.MeetingPassword,
}
export type OnlineMove = Pick<OnlineStepOne, 'ConfirmedDate' | 'Date' | 'StartTime' | 'EndTime' | 'MainEventMeetingPlatform' | 'MainEventMeetingPlatformInviteLink' | 'MeetingPassword'>

export function onlineMoveSchema({ now = new Date(), dateWarning }: { now?: Date; dateWarning?: DateWarningCheck } = {}) {
  return z
    .object(ONLINE_MOVE_FIELDS)
    .superRefine((values, ctx) => {
      const found = issues(ctx)
      const date = checkDate(found, values, 'Date', { now, future: 'dateInFuture', twelveMonths: true })
      // Without the pre-event meeting's box the block's rules are not asked (it stays as it is).
      refineOnlineStepOne(found, values, date, now)
      return warnAboutDate(found, values, date, undefined, dateWarning)
    })
    .transform(normalise<OnlineMove>(ONLINE_MOVE_FIELDS))
}

function refineOnlineStepOne(found: Issues, values: Values, date: string | null, now: Date) {
  const start = checkTime(found, values, 'StartTime', date, now)
  const end = checkTime(found, values, 'EndTime', date, now)
  if (start && end && end <= start) found.add('EndTime', 'endAfterStart')
  checkOption(found, values, 'MainEventMeetingPlatform', MEETING_PLATFORMS)
  checkLink(found, values, 'MainEventMeetingPlatformInviteLink')
  if (!isOn(values.HasPreEventMeeting)) return

  // The pre-event block's own required messages (only the date's is the spec's text; the others follow its pattern).
  const required: [keyof typeof ONLINE_STEP_ONE_FIELDS, string][] = [
    ['PreEventMeetingDate', 'preEventDateRequired'],
    ['PreEventMeetingStartTime', 'preEventStartTimeRequired'],
    ['PreEventMeetingEndTime', 'preEventEndTimeRequired'],
    ['PreEventMeetingPlatform', 'preEventPlatformRequired'],
    ['PreEventMeetingPlatformInviteLink', 'preEventInviteLinkRequired'],
  ]
  for (const [field, message] of required) if (!text(values, field)) found.add(field, message)

  const preDate = checkDate(found, values, 'PreEventMeetingDate', { now, future: 'preEventDateInFuture' })
  const preStart = checkTime(found, values, 'PreEventMeetingStartTime', preDate, now)
  const preEnd = checkTime(found, values, 'PreEventMeetingEndTime', preDate, now)
  checkOption(found, values, 'PreEventMeetingPlatform', MEETING_PLATFORMS)
  checkLink(found, values, 'PreEventMeetingPlatformInviteLink')
  // The pre-event meeting may be on the event's day (spec: on or before), then it must come before the main start.
  if (preStart && preEnd && preEnd <= preStart) found.add('PreEventMeetingEndTime', 'endAfterStart')
  if (!preDate || !date) return
  if (preDate > date) {
    found.add('PreEventMeetingDate', 'preEventBeforeEvent')
    found.add('Date', 'eventAfterPreEvent')
    return
  }
  if (!start) return
  // Compared by date and time together: a start strictly before the main start; an end no later than it.
  if (preStart && at(preDate, preStart) >= at(date, start)) found.add('PreEventMeetingStartTime', 'preStartBeforeMainStart')
  if (preEnd && at(preDate, preEnd) > at(date, start)) found.add('PreEventMeetingEndTime', 'preEndBeforeMainStart')
}

// ---------------------------------------------------------------------------------------------------------------
// Online, step two; info for role models; cancel

const ONLINE_STEP_TWO_FIELDS = {
  StudentsAge: requiredText('onlineStudentsAgeRequired'),
  NumberOfStudentsAttending: requiredText('onlineNumberOfStudentsRequired'),
  HowWillStudentsAttendOnlineEvent: requiredText('howWillStudentsAttendRequired'),
  StudentLanguages: optionalIds(),
}

export type OnlineStepTwo = {
  StudentsAge: string | undefined
  NumberOfStudentsAttending: number | undefined
  HowWillStudentsAttendOnlineEvent: StudentAttendance | undefined
  StudentLanguages: string[] | undefined
}

function refineStepTwo(values: Values, ctx: z.RefinementCtx) {
  const found = issues(ctx)
  // The spec drops the numeric check when editing an active event; we keep it in both modes because the number of
  // students is stored as a number ('ten' cannot be saved).
  checkStudentCount(found, values, 'NumberOfStudentsAttending')
  checkOption(found, values, 'HowWillStudentsAttendOnlineEvent', STUDENT_ATTENDANCE)
}

export function onlineStepTwoSchema(options: { mode?: FormMode } = {}) {
  void options.mode // Both modes hold the same three required rules (see refineStepTwo).
  return z.object(ONLINE_STEP_TWO_FIELDS).superRefine(refineStepTwo).transform(normalise<OnlineStepTwo>(ONLINE_STEP_TWO_FIELDS))
}

const ROLE_MODEL_INFO_FIELDS = {
  ArrivalDetails: optionalText(INFO_TEXT_MAX),
  HowWillTheEventStart: optionalText(INFO_TEXT_MAX),
  CulturalExpectations: optionalText(INFO_TEXT_MAX),
  PhotosAllowed: flag(),
  WhatStudentsCallTheTeacher: optionalText(INFO_TEXT_MAX),
  LearningGoals: optionalText(INFO_TEXT_MAX),
  WhatMakesTheSchoolSpecial: optionalText(INFO_TEXT_MAX),
  RelatedTopic: optionalText(INFO_TEXT_MAX),
}

export type RoleModelInfo = {
  ArrivalDetails: string | undefined
  HowWillTheEventStart: string | undefined
  CulturalExpectations: string | undefined
  PhotosAllowed: boolean
  WhatStudentsCallTheTeacher: string | undefined
  LearningGoals: string | undefined
  WhatMakesTheSchoolSpecial: string | undefined
  RelatedTopic: string | undefined
}

/** The in-person info page: every field optional, each at most 1000 characters. */
export const roleModelInfoSchema = z.object(ROLE_MODEL_INFO_FIELDS).transform(normalise<RoleModelInfo>(ROLE_MODEL_INFO_FIELDS))

export type OnlineInfo = OnlineStepTwo & RoleModelInfo

/** The online info page posts step two and the info for role models in one form. */
export function onlineInfoSchema(options: { mode?: FormMode } = {}) {
  void options.mode
  const shape = { ...ONLINE_STEP_TWO_FIELDS, ...ROLE_MODEL_INFO_FIELDS }
  return z.object(shape).superRefine(refineStepTwo).transform(normalise<OnlineInfo>(shape))
}

export type CancelEvent = { CancelReason: string }

export const cancelEventSchema = z.object({
  CancelReason: z.string().trim().max(CANCEL_REASON_MAX, tooLong(CANCEL_REASON_MAX)).optional().refine((value) => Boolean(value), key('cancelReasonRequired')),
}).transform((values): CancelEvent => ({ CancelReason: values.CancelReason ?? '' }))
