import type { Access, CollectionConfig } from 'payload'
import { ownRegistrationsWhere } from '../../app/domain/access/rules'
import { CLASS_STUDENTS_MAX, REGISTRATION_STATUSES, YEAR_LEVELS } from '../../app/domain/sessions/session-rules'
import { isStaffUser, userOf } from '../access'
import { holdRegistrationRules, releasePlaceOnWithdrawal } from './hooks'

/** Staff all; a teacher their own registrations; nobody else (role models see counts through the domain only). */
const readRegistrations: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  return user?.collection === 'teachers' ? ownRegistrationsWhere(user.id) : false
}

/**
 * A class registered for a programme session (issue 53, decision 0088). Every rule is held by the hook whoever writes:
 * the teacher's own, active school; a live session not started; a place claimed in the database; never twice.
 */
export const SessionRegistrations: CollectionConfig = {
  slug: 'session-registrations',
  labels: { singular: 'Session registration', plural: 'Session registrations' },
  admin: { defaultColumns: ['session', 'school', 'students', 'yearLevel', 'status'], group: 'Events' },
  access: {
    read: readRegistrations,
    create: ({ req }) => isStaffUser(req) || userOf(req)?.collection === 'teachers',
    update: readRegistrations,
    delete: ({ req }) => isStaffUser(req),
  },
  hooks: { beforeChange: [holdRegistrationRules], afterChange: [releasePlaceOnWithdrawal] },
  indexes: [
    // A session's registrations by status (the counts, the reminders, the figures).
    { fields: ['session', 'status'] },
    { fields: ['teacher', 'status'] },
  ],
  fields: [
    { name: 'session', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'teacher', type: 'relationship', relationTo: 'teachers', required: true, index: true },
    { name: 'school', type: 'relationship', relationTo: 'schools', required: true, index: true },
    { name: 'students', type: 'number', required: true, min: 1, max: CLASS_STUDENTS_MAX },
    { name: 'yearLevel', type: 'number', required: true, min: YEAR_LEVELS[0], max: YEAR_LEVELS[YEAR_LEVELS.length - 1] },
    { name: 'status', type: 'select', required: true, defaultValue: 'registered', index: true, options: REGISTRATION_STATUSES.map((value) => ({ value, label: value })) },
    // `session:teacher` while registered, `withdrawn:<id>` after: a teacher never holds two places on one session.
    { name: 'activeKey', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    { name: 'withdrawnAt', type: 'date', admin: { readOnly: true } },
    // After the session: whether the class watched, and how many students.
    { name: 'watched', type: 'checkbox' },
    { name: 'studentsWatched', type: 'number', min: 0, max: CLASS_STUDENTS_MAX },
    { name: 'watchedRecordedAt', type: 'date', admin: { readOnly: true } },
    // The class's own students' voice survey (docs/decisions/0087): its unguessable address and the places claimed (one
    // conditional write per answer). The system writes them; staff and the class's teacher read the token.
    { name: 'voiceToken', type: 'text', unique: true, access: { create: () => false, update: () => false }, admin: { readOnly: true } },
    { name: 'voiceClaimed', type: 'number', defaultValue: 0, min: 0, access: { create: () => false, update: () => false }, admin: { readOnly: true } },
  ],
}
