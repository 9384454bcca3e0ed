import type { CollectionConfig, Field } from 'payload'
import { acceptedRoleModelsOnly, deleteDrafts, isTeacherWithSchool, notRoleModels, readEvents, updateEvents } from './access'
import { deleteRowsWithEvent, holdNotificationSettings, holdOpenRequest, holdServerFields, holdSessionStatus, noticeChanges, storeCalendarDay } from './hooks'
import { isStaffField, staffOrRecordingTeacher } from '../access'
import { MAX_STUDENTS_ATTENDED } from '../../app/domain/attendance/attendance'
import { EVENT_NAME_MAX } from '../../app/domain/events/event-name'
import { OPEN_REQUEST_CLOSE_REASONS, OPEN_REQUEST_HOPE_MAX } from '../../app/domain/offers/offers'
import { EVENT_KINDS, SESSION_DESCRIPTION_MAX, SESSION_MAX_CLASSROOMS, YEAR_LEVELS } from '../../app/domain/sessions/session-rules'

/** Stored states (spec section 4); upcoming, today and completed are shown from the date, never stored. */
export const EVENT_STATUSES = ['draft', 'active', 'cancelled', 'done'] as const
export const EVENT_TYPES = ['in-person', 'online'] as const
export const MEETING_PLATFORMS = ['zoom', 'teams', 'google-meet', 'webex', 'other'] as const

const PLATFORM_LABELS: Record<(typeof MEETING_PLATFORMS)[number], string> = { zoom: 'Zoom', teams: 'Microsoft Teams', 'google-meet': 'Google Meet', webex: 'Webex', other: 'Other' }

const meetingFields = (prefix = ''): Field[] => [
  { name: `${prefix}platform`, type: 'select', options: MEETING_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] })) },
  { name: `${prefix}inviteLink`, type: 'text', maxLength: 2048 },
  { name: `${prefix}password`, type: 'text', maxLength: 255 },
]

/** Nobody writes these through the API, staff included; the system writes them with overrideAccess. */
const systemOnly = { create: () => false, update: () => false }

const text = (name: string, maxLength = 1000): Field => ({ name, type: 'textarea', maxLength })

/** Careers events created by a school's teachers, in person or online. */
export const Events: CollectionConfig = {
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'school', 'type', 'status', 'date'], group: 'Events' },
  access: { read: readEvents, create: isTeacherWithSchool, update: updateEvents, delete: deleteDrafts },
  hooks: { beforeChange: [holdServerFields, holdSessionStatus, holdNotificationSettings, holdOpenRequest], afterChange: [noticeChanges], beforeDelete: [deleteRowsWithEvent] },
  // The teacher's lists: one school's events of some states, by date.
  // The sessions list: programme sessions of some states, by date.
  // The programme dashboard's events of a range that are a school's (not programme sessions), from the index alone.
  indexes: [{ fields: ['school', 'status', 'date'] }, { fields: ['offersOpen', 'status', 'date'] }, { fields: ['kind', 'status', 'date'] }, { fields: ['date', 'kind'] }],
  fields: [
    // A school's event (every teacher's) or a programme session (staff's, online, many classrooms: decision 0088).
    { name: 'kind', type: 'select', defaultValue: 'school', index: true, options: EVENT_KINDS.map((value) => ({ value, label: value })), access: { create: isStaffField, update: () => false } },
    // The event's name, chosen by the teacher (app/domain/events/event-name.ts); older events may have none.
    { name: 'title', type: 'text', maxLength: EVENT_NAME_MAX, hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() || null : value)] } },
    { type: 'row', fields: [
      { name: 'type', type: 'select', required: true, index: true, options: EVENT_TYPES.map((value) => ({ value, label: value })) },
      { name: 'status', type: 'select', required: true, defaultValue: 'draft', index: true, options: EVENT_STATUSES.map((value) => ({ value, label: value })) },
    ] },
    { name: 'school', type: 'relationship', relationTo: 'schools', required: true, index: true },
    { name: 'createdBy', type: 'relationship', relationTo: 'teachers', index: true },
    // The event's New Zealand calendar date, stored as that date's UTC midnight (never converted between zones).
    { name: 'date', type: 'date', index: true, hooks: { beforeChange: [storeCalendarDay] }, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { type: 'row', fields: [
      { name: 'arrivalTime', type: 'text', admin: { description: 'HH:mm' } },
      { name: 'startTime', type: 'text', admin: { description: 'HH:mm' } },
      { name: 'endTime', type: 'text', admin: { description: 'HH:mm' } },
    ] },
    {
      type: 'collapsible', label: 'In person',
      fields: [
        { name: 'address', type: 'text', maxLength: 255 },
        { name: 'region', type: 'relationship', relationTo: 'regions', index: true },
        { name: 'district', type: 'relationship', relationTo: 'districts' },
        text('arrivalDetails'),
        text('howWillTheEventStart'),
        text('culturalExpectations'),
        { name: 'photosAllowed', type: 'checkbox' },
      ],
    },
    {
      type: 'collapsible', label: 'Online',
      fields: [
        { name: 'meeting', type: 'group', access: { read: acceptedRoleModelsOnly }, fields: meetingFields() },
        { name: 'preEventMeeting', type: 'group', access: { read: acceptedRoleModelsOnly }, fields: [
          { name: 'enabled', type: 'checkbox', defaultValue: false },
          { name: 'date', type: 'date', hooks: { beforeChange: [storeCalendarDay] }, admin: { date: { pickerAppearance: 'dayOnly' } } },
          { name: 'startTime', type: 'text' },
          { name: 'endTime', type: 'text' },
          ...meetingFields(),
        ] },
        { name: 'howWillStudentsAttend', type: 'select', options: [{ value: 'school', label: 'From school' }, { value: 'home', label: 'From home' }] },
        { name: 'studentLanguages', type: 'relationship', relationTo: 'languages', hasMany: true },
      ],
    },
    {
      type: 'collapsible', label: 'About the students',
      fields: [
        { name: 'studentsAge', type: 'text', maxLength: 255 },
        { name: 'numberOfStudents', type: 'number', min: 1 },
        text('whatStudentsCallTheTeacher'),
        text('learningGoals'),
        text('whatMakesTheSchoolSpecial'),
        text('relatedTopic'),
      ],
    },
    {
      // Programme sessions only (decision 0088): staff write these; the places are claimed by the system.
      type: 'collapsible', label: 'Programme session', admin: { initCollapsed: true, condition: (data) => data?.kind === 'programme' },
      fields: [
        { name: 'description', type: 'textarea', maxLength: SESSION_DESCRIPTION_MAX, access: { create: isStaffField, update: isStaffField } },
        { name: 'yearLevels', type: 'select', hasMany: true, options: YEAR_LEVELS.map((value) => ({ value: String(value), label: `Year ${value}` })), access: { create: isStaffField, update: isStaffField } },
        { name: 'maxClassrooms', type: 'number', min: 1, max: SESSION_MAX_CLASSROOMS, access: { create: isStaffField, update: isStaffField } },
        { name: 'classroomsTaken', type: 'number', defaultValue: 0, min: 0, access: systemOnly, admin: { readOnly: true } },
      ],
    },
    {
      type: 'collapsible', label: 'Notifications',
      fields: [
        { name: 'primaryContact', type: 'relationship', relationTo: 'teachers' },
        { name: 'notificationSubscribers', type: 'array', fields: [
          { name: 'teacher', type: 'relationship', relationTo: 'teachers', required: true },
          { name: 'subscribed', type: 'checkbox', defaultValue: true },
        ] },
      ],
    },
    { type: 'row', fields: [
      { name: 'minRoleModels', type: 'number', min: 0, admin: { description: 'Copied from site settings when the event is created.' } },
      { name: 'maxRoleModels', type: 'number', min: 1, admin: { description: 'Copied from site settings when the event is created.' } },
    ] },
    { name: 'suggestionDismissed', type: 'checkbox', defaultValue: false },
    {
      // Open to offers (issue 51, app/domain/offers): the school invites vetted role models to offer themselves. The
      // teacher opens and closes it; the system closes it when the event is full, starts or is cancelled.
      type: 'collapsible', label: 'Open to offers', admin: { initCollapsed: true },
      fields: [
        { name: 'offersOpen', type: 'checkbox', defaultValue: false, index: true },
        { name: 'offersHope', type: 'textarea', maxLength: OPEN_REQUEST_HOPE_MAX, admin: { description: 'What the school hopes for, in a sentence (shown to role models).' } },
        { name: 'offersIndustries', type: 'relationship', relationTo: 'industries', hasMany: true },
        { name: 'offersSectors', type: 'relationship', relationTo: 'sectors', hasMany: true },
        { name: 'offersOpenedAt', type: 'date', access: systemOnly, admin: { readOnly: true } },
        { name: 'offersClosedAt', type: 'date', access: systemOnly, admin: { readOnly: true } },
        { name: 'offersCloseReason', type: 'select', options: OPEN_REQUEST_CLOSE_REASONS.map((value) => ({ value, label: value })), access: systemOnly, admin: { readOnly: true } },
      ],
    },
    { name: 'activatedAt', type: 'date' },
    { name: 'cancelReason', type: 'textarea', maxLength: 2048, access: { read: notRoleModels }, admin: { description: 'Role models do not see this.' } },
    { name: 'cancelledAt', type: 'date' },
    {
      // Written by the system only (app/domain/calendar): the role models' calendar entries and the reminders sent once.
      type: 'collapsible', label: 'Calendar and reminders', admin: { initCollapsed: true },
      fields: [
        { name: 'calendarSequence', type: 'number', defaultValue: 0, min: 0, access: systemOnly, admin: { readOnly: true, description: 'Raised on every calendar update or cancellation sent to attending role models.' } },
        { name: 'threeDayReminderSentAt', type: 'date', access: systemOnly, admin: { readOnly: true } },
        { name: 'oneDayReminderSentAt', type: 'date', access: systemOnly, admin: { readOnly: true } },
      ],
    },
    {
      // Recorded by the school's teachers from the day after the event, through the attendance save only
      // (app/domain/attendance); staff may correct it.
      type: 'collapsible', label: 'Attendance', admin: { initCollapsed: true },
      fields: [
        { name: 'studentsAttended', type: 'number', min: 0, max: MAX_STUDENTS_ATTENDED, access: { create: isStaffField, update: staffOrRecordingTeacher } },
        { name: 'attendanceRecordedAt', type: 'date', access: { create: isStaffField, update: staffOrRecordingTeacher } },
        { name: 'attendanceReminderSentAt', type: 'date', access: systemOnly, admin: { readOnly: true } },
        // When the organiser was asked for feedback (the send-feedback-requests job claims the event: once).
        { name: 'feedbackRequestSentAt', type: 'date', access: systemOnly, admin: { readOnly: true } },
      ],
    },
    {
      // The students' voice (app/domain/voice, docs/decisions/0087): the survey's unguessable address and the places
      // claimed (one conditional write per answer, so the cap holds across server processes). The system writes them.
      type: 'collapsible', label: "Students' voice", admin: { initCollapsed: true },
      fields: [
        { name: 'voiceToken', type: 'text', unique: true, access: { ...systemOnly, read: notRoleModels }, admin: { readOnly: true } },
        { name: 'voiceClaimed', type: 'number', defaultValue: 0, min: 0, access: systemOnly, admin: { readOnly: true } },
      ],
    },
  ],
}
