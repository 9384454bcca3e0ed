import type { CollectionConfig } from 'payload'
import {
  createEventRoleModels, deleteEventRoleModels, readEventRoleModels, staffOnlyField, staffOrRoleModelField, staffOrTeacherField, updateEventRoleModels,
} from './access'
import { isRoleModelUser, staffOrRecordingTeacher } from '../access'
import { assignPlace, closeOpenRequestWhenPlacesTaken, emailAnswerToTeachers, enforceStatusRules, syncRecordingConsent } from './hooks'

/** A role model on an event, with the spec's status numbers 0-5. */
export const EventRoleModels: CollectionConfig = {
  slug: 'event-role-models',
  labels: { singular: 'Event role model', plural: 'Event role models' },
  admin: { defaultColumns: ['event', 'roleModel', 'status', 'invitedAt', 'releasedAt'], group: 'Events' },
  access: {
    read: readEventRoleModels,
    create: createEventRoleModels,
    update: updateEventRoleModels,
    delete: deleteEventRoleModels,
  },
  hooks: {
    beforeChange: [enforceStatusRules, assignPlace],
    afterChange: [emailAnswerToTeachers, closeOpenRequestWhenPlacesTaken, syncRecordingConsent],
  },
  indexes: [
    { fields: ['event', 'roleModel'], unique: true },
    // The maximum per event, held by the database in every process (decision 0034, hooks.ts assignPlace).
    { fields: ['event', 'place'], unique: true },
    // Covers the programme dashboard's counts of an event's invitations by status, its withdrawals, its visits and the
    // answer times, read from this index alone (decisions 0032, 0098).
    { fields: ['event', 'status', 'invitedAt', 'respondedAt', 'withdrawnAt', 'attended'] },
    // A role model's invitations newest first (with the row id SQLite keeps in every index): the outreach lists' last
    // invitation and last two, ~10x faster than a sort of every invitation (docs/performance/log.md, fifteenth session).
    { fields: ['roleModel', 'invitedAt'] },
  ],
  fields: [
    // Which event and which role model are fixed once the row exists.
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, access: { update: staffOnlyField } },
    { name: 'roleModel', type: 'relationship', relationTo: 'role-models', required: true, index: true, access: { update: staffOnlyField } },
    {
      name: 'status', type: 'number', required: true, defaultValue: 0, min: 0, max: 5, index: true,
      admin: { description: '0 selected, 1 invited, 2 accepted, 3 declined, 4 uninvited, 5 expired' },
    },
    // The row's place on its event: '1' to the maximum while it counts, `r:<role model>` once it does not (decision 0034).
    // Set by the collection's hook only; staff see it.
    { name: 'place', type: 'text', access: { read: staffOnlyField }, admin: { readOnly: true, description: 'Set by the system: the place this role model holds on the event while selected, invited or attending.' } },
    // The school never sees why a role model declined.
    { name: 'declineReason', type: 'textarea', maxLength: 2048, access: { read: staffOrRoleModelField, create: staffOnlyField, update: staffOrRoleModelField } },
    // A role model who accepted and then withdrew (docs/decisions/0030): status 3 as for a decline, with when and why.
    // Unlike a decline reason, the organiser sees this one (the form says so).
    { name: 'withdrawnAt', type: 'date', access: { create: staffOnlyField, update: staffOrRoleModelField } },
    { name: 'withdrawReason', type: 'textarea', maxLength: 2048, access: { create: staffOnlyField, update: staffOrRoleModelField } },
    // When the withdrawal notice job claimed the row (the organisers' email and the calendar cancellation go once).
    { name: 'withdrawalNotifiedAt', type: 'date', access: { read: staffOnlyField, create: staffOnlyField, update: staffOnlyField }, admin: { readOnly: true } },
    // "Still coming?" (docs/decisions/0030): when the role model confirmed through the reminder's link, and the nonce
    // that makes the link single use (held until it is used; staff only).
    { name: 'confirmedAt', type: 'date', access: { create: staffOnlyField, update: staffOnlyField } },
    { name: 'stillComingNonce', type: 'text', access: { read: staffOnlyField, create: staffOnlyField, update: staffOnlyField }, admin: { readOnly: true } },
    // Whether an attending role model came, as the school recorded it after the event (null until recorded).
    { name: 'attended', type: 'checkbox', access: { create: staffOnlyField, update: staffOrRecordingTeacher } },
    // When the role model was asked for feedback on the school's organisation (the job claims the row: once).
    { name: 'feedbackRequestSentAt', type: 'date', access: { read: staffOnlyField, create: staffOnlyField, update: staffOnlyField }, admin: { readOnly: true } },
    // When the students' voice thank-you (the class's counts) was queued for this role model: once (app/domain/voice).
    { name: 'voiceThanksSentAt', type: 'date', access: { read: staffOnlyField, create: () => false, update: () => false }, admin: { readOnly: true } },
    // A programme session's presenter agrees to its recording (issue 53 item 4, decision 0089): asked when they accept,
    // given or withdrawn later from their page of the session; only they change it (staff cannot consent for them).
    { name: 'recordingConsent', type: 'checkbox', access: { create: () => false, update: ({ req }) => isRoleModelUser(req) } },
    { name: 'recordingConsentAt', type: 'date', access: { create: () => false, update: ({ req }) => isRoleModelUser(req) }, admin: { readOnly: true } },
    { name: 'invitedAt', type: 'date', access: { create: staffOrTeacherField, update: staffOrTeacherField } },
    { name: 'respondedAt', type: 'date', access: { create: staffOnlyField, update: staffOnlyField } },
    { name: 'expiresAt', type: 'date', index: true, access: { create: staffOrTeacherField, update: staffOrTeacherField } },
    // Set when the place was released because the role model may no longer take part (docs/decisions/0027). Staff only:
    // the school is told the role model can no longer attend, never why.
    {
      name: 'releasedAt', type: 'date',
      access: { read: staffOnlyField, create: staffOnlyField, update: staffOnlyField },
      admin: { readOnly: true, description: 'Released because the role model may no longer take part (check not approved or expired, profile incomplete, or account being deleted).' },
    },
  ],
}
