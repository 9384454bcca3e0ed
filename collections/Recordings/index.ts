import type { Access, CollectionConfig } from 'payload'
import { visibleRecordingsWhere } from '../../app/domain/access/rules'
import { YEAR_LEVELS } from '../../app/domain/sessions/session-rules'
import { TRANSCRIPT_URL_MAX } from '../../app/domain/recordings/recording-rules'
import { isStaff, isStaffUser, teacherSchoolId } from '../access'
import { holdRecordingRules } from './hooks'

const systemOnly = { create: () => false, update: () => false }

/**
 * Staff all; a teacher of an active school the recordings every presenter still consents to; nobody else (role models
 * and teachers of inactive schools read none).
 */
const readRecordings: Access = async ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school == null) return false
  const found = await req.payload.db.findOne<{ id: number | string; active?: boolean | null; programme?: boolean | null }>({ collection: 'schools', where: { id: { equals: school } }, select: { active: true, programme: true }, req })
  return found?.active && !found.programme ? visibleRecordingsWhere : false
}

/**
 * A programme session's recording (issue 53 item 4, decision 0089): one per session, added by staff once the session
 * has ended and every presenting role model has agreed. The hook holds the rules whoever writes (REST included) and
 * copies the library's filters from the session; a presenter's withdrawn consent clears `consented` at once
 * (collections/EventRoleModels/hooks.ts), which hides the recording from the library and from playing.
 */
export const Recordings: CollectionConfig = {
  slug: 'recordings',
  labels: { singular: 'Recording', plural: 'Recordings' },
  admin: { defaultColumns: ['title', 'sessionDate', 'videoId', 'consented'], group: 'Events', useAsTitle: 'title' },
  access: { read: readRecordings, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeChange: [holdRecordingRules] },
  indexes: [
    // The library: visible recordings, newest session first.
    { fields: ['consented', 'sessionDate'] },
  ],
  fields: [
    { name: 'session', type: 'relationship', relationTo: 'events', required: true, unique: true, index: true, filterOptions: { kind: { equals: 'programme' } } },
    { name: 'videoId', type: 'text', required: true, maxLength: 11, admin: { description: "The video provider's id: the 11 letters, digits, '-' or '_' after v= in the video's address." } },
    { name: 'transcriptUrl', type: 'text', maxLength: TRANSCRIPT_URL_MAX, admin: { description: 'Optional: an http or https address of the transcript.' } },
    // Copied from the session and its presenters by the hook (the library's card and filters, paged in the database).
    { name: 'title', type: 'text', admin: { readOnly: true } },
    { name: 'sessionDate', type: 'date', index: true, admin: { readOnly: true } },
    { name: 'yearLevels', type: 'select', hasMany: true, options: YEAR_LEVELS.map((value) => ({ value: String(value), label: `Year ${value}` })), admin: { readOnly: true } },
    { name: 'presenters', type: 'relationship', relationTo: 'role-models', hasMany: true, admin: { readOnly: true } },
    { name: 'industries', type: 'relationship', relationTo: 'industries', hasMany: true, admin: { readOnly: true } },
    // Every presenting role model agrees (set by the system; a withdrawal clears it).
    { name: 'consented', type: 'checkbox', defaultValue: false, index: true, access: systemOnly, admin: { readOnly: true } },
  ],
}
