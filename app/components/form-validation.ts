import type { EventScreen, EventType } from '~/domain/events/step-schemas'
import type { FormConstraint } from '~/utils/constraint'
import type { LazyValidation } from '~/utils/lazy-form'

/**
 * The validation of the forms on the teacher's event pages, without zod in the pages' first download (decision 0050):
 * each form's native constraints, as `formConstraint(schema)` finds them, and a loader of its validator
 * (./form-validators). form-validation.test.ts holds every constraint here equal to its schema's.
 */
const text = (maxLength: number, required = false) => ({ required, maxLength })
const optional = { required: false }
const many = { required: false, multiple: true }
const STUDENTS = { NumberOfStudentsAttending: text(255, true), StudentsAge: text(255, true) }
const ROLE_MODEL_INFO = {
  ArrivalDetails: text(1000), HowWillTheEventStart: text(1000), CulturalExpectations: text(1000), PhotosAllowed: optional,
  WhatStudentsCallTheTeacher: text(1000), LearningGoals: text(1000), WhatMakesTheSchoolSpecial: text(1000), RelatedTopic: text(1000),
}
const ONLINE_STUDENTS = {
  StudentsAge: text(255, true), NumberOfStudentsAttending: text(255, true), HowWillStudentsAttendOnlineEvent: text(255, true),
  StudentLanguages: many, 'StudentLanguages[]': { required: true },
}
const NAME_AND_DATE = { Name: text(100, true), ConfirmedDate: text(255), Date: text(255, true) }

export const EVENT_SCREEN_CONSTRAINTS: Record<`${EventType}:${EventScreen}`, FormConstraint> = {
  'in-person:plan': {
    ...NAME_AND_DATE, Address: text(255, true), RegionID: text(255, true), DistrictID: text(255, true), ArrivalTime: text(255, true),
    StartTime: text(255), EndTime: text(255, true), ...STUDENTS, WarnOnRegionChange: text(255), TotalChosenRoleModels: text(255),
    ChosenRegionID: text(255), ChosenDistrictID: text(255),
  },
  'in-person:info': ROLE_MODEL_INFO,
  'in-person:edit': { ...STUDENTS, ...ROLE_MODEL_INFO },
  'in-person:move': { ConfirmedDate: text(255), Address: text(255, true), Date: text(255, true), ArrivalTime: text(255, true), StartTime: text(255), EndTime: text(255, true) },
  'online:plan': {
    ...NAME_AND_DATE, StartTime: text(255, true), EndTime: text(255, true), MainEventMeetingPlatform: text(255, true),
    MainEventMeetingPlatformInviteLink: text(2048, true), MeetingPassword: text(255), HasPreEventMeeting: optional,
    PreEventMeetingDate: text(255), PreEventMeetingStartTime: text(255), PreEventMeetingEndTime: text(255),
    PreEventMeetingPlatform: text(255), PreEventMeetingPlatformInviteLink: text(2048), PreEventMeetingPassword: text(255),
  },
  'online:info': { ...ONLINE_STUDENTS, ...ROLE_MODEL_INFO },
  'online:edit': { ...ONLINE_STUDENTS, ...ROLE_MODEL_INFO },
  'online:move': {
    ConfirmedDate: text(255), Date: text(255, true), StartTime: text(255, true), EndTime: text(255, true), MainEventMeetingPlatform: text(255, true),
    MainEventMeetingPlatformInviteLink: text(2048, true), MeetingPassword: text(255),
  },
}

/** An event form screen (plan, info, edit) of an in-person or online event. */
export function eventScreenValidation(type: EventType, screen: EventScreen): LazyValidation {
  return {
    constraint: EVENT_SCREEN_CONSTRAINTS[`${type}:${screen}`],
    load: () => import('./form-validators').then((module) => module.eventScreenValidator(type, screen)),
  }
}

export const CANCEL_EVENT_CONSTRAINT: FormConstraint = { CancelReason: text(2048, true) }
/** The reason a teacher gives for cancelling an event. */
export const cancelEventValidation: LazyValidation = {
  constraint: CANCEL_EVENT_CONSTRAINT,
  load: () => import('./form-validators').then((module) => module.cancelEventValidator),
}

export const ATTENDANCE_CONSTRAINT: FormConstraint = { students: { required: true }, came: many, 'came[]': { required: true }, recordedAt: optional }
/** The attendance a teacher records after the event. */
export const attendanceValidation: LazyValidation = {
  constraint: ATTENDANCE_CONSTRAINT,
  load: () => import('./form-validators').then((module) => module.attendanceValidator),
}

export const OPEN_REQUEST_CONSTRAINT: FormConstraint = { Hope: text(300, true), Industries: many, 'Industries[]': { required: true }, Sectors: many, 'Sectors[]': { required: true } }
/** The teacher's "Open to offers" form (issue 51): what they hope for, and the industries and sectors wanted. */
export const openRequestValidation: LazyValidation = {
  constraint: OPEN_REQUEST_CONSTRAINT,
  load: () => import('./form-validators').then((module) => module.openRequestValidator),
}
