import type { Event } from '../../../cms/payload-types'
import { eventDateToStored, formatDateInput, storedToEventDate } from '../shared/dates'
import type { InPersonPlan, OnlineInfo, OnlineStepOne, RoleModelInfo } from './event.schema'
import { parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'
import { asTypedId } from '../shared/ids'

/**
 * Form values ⇄ stored event fields. Stored: dates `${yyyy-MM-dd}T00:00:00.000Z` (the New Zealand calendar date),
 * times 'HH:mm', relationship ids as numbers. Forms: strings, dates dd/MM/yyyy. Only the fields a form holds are
 * written, so an active edit that posts two fields leaves the rest alone; a blank field is stored as null.
 */
type StoredFields =
  | 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'address' | 'region' | 'district' | 'arrivalDetails'
  | 'howWillTheEventStart' | 'culturalExpectations' | 'photosAllowed' | 'meeting' | 'preEventMeeting'
  | 'howWillStudentsAttend' | 'studentLanguages' | 'studentsAge' | 'numberOfStudents' | 'whatStudentsCallTheTeacher'
  | 'learningGoals' | 'whatMakesTheSchoolSpecial' | 'relatedTopic' | 'title'

/** The stored event as these rules read it: the generated Payload type, or any object with its fields. */
export type EventFields = Pick<Event, 'type' | 'status'> & Partial<Pick<Event, StoredFields>>

/** What the forms write to an event (Payload update data). */
export type EventData = {
  title?: string | null
  date?: string | null
  arrivalTime?: string | null
  startTime?: string | null
  endTime?: string | null
  address?: string | null
  region?: number | null
  district?: number | null
  numberOfStudents?: number | null
  studentsAge?: string | null
  meeting?: { platform: NonNullable<Event['meeting']>['platform']; inviteLink: string | null; password: string | null }
  preEventMeeting?: {
    enabled: boolean
    date: string | null
    startTime: string | null
    endTime: string | null
    platform: NonNullable<Event['preEventMeeting']>['platform']
    inviteLink: string | null
    password: string | null
  }
  howWillStudentsAttend?: Event['howWillStudentsAttend']
  studentLanguages?: number[]
  arrivalDetails?: string | null
  howWillTheEventStart?: string | null
  culturalExpectations?: string | null
  photosAllowed?: boolean
  whatStudentsCallTheTeacher?: string | null
  learningGoals?: string | null
  whatMakesTheSchoolSpecial?: string | null
  relatedTopic?: string | null
}

type Relation = number | { id: number } | null | undefined

/** A relationship's id as a form posts it ('' when none). */
export function relationId(relation: Relation): string {
  if (relation === null || relation === undefined) return ''
  return String(typeof relation === 'object' ? relation.id : relation)
}

/** A posted id as stored: a positive whole number, otherwise null. */
export function storedId(id: string | null | undefined): DocId | null {
  return parseDocId(id)
}

const typedId = (id: DocId | null) => (id == null ? null : asTypedId(id))
const orNull = <T>(value: T | undefined): T | null => (value === undefined || value === '' ? null : value)
const storedDate = (date: string | undefined) => (date ? eventDateToStored(date) : null)

/** The plan step's values (in-person plan, its active edit, or online step one) as event data. */
export function planToEventData(type: 'in-person', value: Partial<InPersonPlan>): EventData
export function planToEventData(type: 'online', value: Partial<OnlineStepOne>): EventData
export function planToEventData(type: Event['type'], value: Partial<InPersonPlan> | Partial<OnlineStepOne>): EventData
export function planToEventData(type: Event['type'], value: Partial<InPersonPlan> | Partial<OnlineStepOne>): EventData {
  const data: EventData = {}
  const has = (field: string) => field in value
  if (has('Name')) data.title = orNull((value as { Name?: string }).Name)
  if (type === 'in-person') {
    const plan = value as Partial<InPersonPlan>
    if (has('Address')) data.address = orNull(plan.Address)
    if (has('RegionID')) data.region = typedId(storedId(plan.RegionID))
    if (has('DistrictID')) data.district = typedId(storedId(plan.DistrictID))
    if (has('Date')) data.date = storedDate(plan.Date)
    if (has('ArrivalTime')) data.arrivalTime = orNull(plan.ArrivalTime)
    if (has('StartTime')) data.startTime = orNull(plan.StartTime)
    if (has('EndTime')) data.endTime = orNull(plan.EndTime)
    if (has('NumberOfStudentsAttending')) data.numberOfStudents = orNull(plan.NumberOfStudentsAttending)
    if (has('StudentsAge')) data.studentsAge = orNull(plan.StudentsAge)
    return data
  }
  const plan = value as Partial<OnlineStepOne>
  if (has('Date')) data.date = storedDate(plan.Date)
  if (has('StartTime')) data.startTime = orNull(plan.StartTime)
  if (has('EndTime')) data.endTime = orNull(plan.EndTime)
  if (has('MainEventMeetingPlatform')) {
    data.meeting = { platform: orNull(plan.MainEventMeetingPlatform), inviteLink: orNull(plan.MainEventMeetingPlatformInviteLink), password: orNull(plan.MeetingPassword) }
  }
  if (has('HasPreEventMeeting')) {
    // Turning the block off clears it, so role models are never shown a meeting that is no longer planned.
    const on = plan.HasPreEventMeeting === true
    data.preEventMeeting = {
      enabled: on,
      date: on ? storedDate(plan.PreEventMeetingDate) : null,
      startTime: on ? orNull(plan.PreEventMeetingStartTime) : null,
      endTime: on ? orNull(plan.PreEventMeetingEndTime) : null,
      platform: on ? orNull(plan.PreEventMeetingPlatform) : null,
      inviteLink: on ? orNull(plan.PreEventMeetingPlatformInviteLink) : null,
      password: on ? orNull(plan.PreEventMeetingPassword) : null,
    }
  }
  return data
}

/** The info step's values as event data: info for role models, and for online events step two as well. */
export function infoToEventData(type: 'in-person', value: Partial<RoleModelInfo>): EventData
export function infoToEventData(type: 'online', value: Partial<OnlineInfo>): EventData
export function infoToEventData(type: Event['type'], value: Partial<OnlineInfo>): EventData
export function infoToEventData(type: Event['type'], value: Partial<OnlineInfo>): EventData {
  const data: EventData = {}
  const has = (field: string) => field in value
  if (has('ArrivalDetails')) data.arrivalDetails = orNull(value.ArrivalDetails)
  if (has('HowWillTheEventStart')) data.howWillTheEventStart = orNull(value.HowWillTheEventStart)
  if (has('CulturalExpectations')) data.culturalExpectations = orNull(value.CulturalExpectations)
  if (has('PhotosAllowed')) data.photosAllowed = value.PhotosAllowed === true
  if (has('WhatStudentsCallTheTeacher')) data.whatStudentsCallTheTeacher = orNull(value.WhatStudentsCallTheTeacher)
  if (has('LearningGoals')) data.learningGoals = orNull(value.LearningGoals)
  if (has('WhatMakesTheSchoolSpecial')) data.whatMakesTheSchoolSpecial = orNull(value.WhatMakesTheSchoolSpecial)
  if (has('RelatedTopic')) data.relatedTopic = orNull(value.RelatedTopic)
  // Step two's fields belong to online events only; the in-person plan holds its own students fields.
  if (type !== 'online') return data
  if (has('StudentsAge')) data.studentsAge = orNull(value.StudentsAge)
  if (has('NumberOfStudentsAttending')) data.numberOfStudents = orNull(value.NumberOfStudentsAttending)
  if (has('HowWillStudentsAttendOnlineEvent')) data.howWillStudentsAttend = orNull(value.HowWillStudentsAttendOnlineEvent)
  if (has('StudentLanguages')) data.studentLanguages = (value.StudentLanguages ?? []).map(storedId).filter((id): id is number => id !== null)
  return data
}

/** Form defaults are strings (or lists of strings); blanks are left out. */
export type FormDefaults = Record<string, string | string[] | undefined>

const textOf = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? undefined : String(value))
const dateOf = (iso: string | null | undefined) => textOf(formatDateInput(storedToEventDate(iso)))

/**
 * The plan step's form defaults from a stored event. `totalChosenRoleModels` (role models selected, invited or
 * accepted) fills the hidden fields of the in-person region-change warning.
 */
export function eventToPlanDefaults(event: EventFields, options: { totalChosenRoleModels?: number } = {}): FormDefaults {
  if (event.type === 'in-person') {
    const total = options.totalChosenRoleModels ?? 0
    return {
      Name: textOf(event.title),
      ConfirmedDate: storedToEventDate(event.date) ?? undefined,
      Address: textOf(event.address),
      RegionID: textOf(relationId(event.region)),
      DistrictID: textOf(relationId(event.district)),
      Date: dateOf(event.date),
      ArrivalTime: textOf(event.arrivalTime),
      StartTime: textOf(event.startTime),
      EndTime: textOf(event.endTime),
      NumberOfStudentsAttending: textOf(event.numberOfStudents),
      StudentsAge: textOf(event.studentsAge),
      WarnOnRegionChange: total > 0 ? '1' : '0',
      TotalChosenRoleModels: String(total),
      ChosenRegionID: textOf(relationId(event.region)),
      ChosenDistrictID: textOf(relationId(event.district)),
    }
  }
  const pre = event.preEventMeeting
  return {
    Name: textOf(event.title),
    ConfirmedDate: storedToEventDate(event.date) ?? undefined,
    Date: dateOf(event.date),
    StartTime: textOf(event.startTime),
    EndTime: textOf(event.endTime),
    MainEventMeetingPlatform: textOf(event.meeting?.platform),
    MainEventMeetingPlatformInviteLink: textOf(event.meeting?.inviteLink),
    MeetingPassword: textOf(event.meeting?.password),
    HasPreEventMeeting: pre?.enabled ? '1' : undefined,
    PreEventMeetingDate: dateOf(pre?.date),
    PreEventMeetingStartTime: textOf(pre?.startTime),
    PreEventMeetingEndTime: textOf(pre?.endTime),
    PreEventMeetingPlatform: textOf(pre?.platform),
    PreEventMeetingPlatformInviteLink: textOf(pre?.inviteLink),
    PreEventMeetingPassword: textOf(pre?.password),
  }
}

/** The info step's form defaults: info for role models, and for online events step two's fields too. */
export function eventToInfoDefaults(event: EventFields): FormDefaults {
  const info: FormDefaults = {
    ArrivalDetails: textOf(event.arrivalDetails),
    HowWillTheEventStart: textOf(event.howWillTheEventStart),
    CulturalExpectations: textOf(event.culturalExpectations),
    PhotosAllowed: event.photosAllowed ? '1' : undefined,
    WhatStudentsCallTheTeacher: textOf(event.whatStudentsCallTheTeacher),
    LearningGoals: textOf(event.learningGoals),
    WhatMakesTheSchoolSpecial: textOf(event.whatMakesTheSchoolSpecial),
    RelatedTopic: textOf(event.relatedTopic),
  }
  if (event.type !== 'online') return info
  return {
    StudentsAge: textOf(event.studentsAge),
    NumberOfStudentsAttending: textOf(event.numberOfStudents),
    HowWillStudentsAttendOnlineEvent: textOf(event.howWillStudentsAttend),
    StudentLanguages: (event.studentLanguages ?? []).map((language) => relationId(language)),
    ...info,
  }
}
