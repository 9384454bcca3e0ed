import type { CollectionConfig, Where } from 'payload'
import type { FieldAccess, PayloadRequest } from 'payload'
import { isRoleModelUser, isStaff, isStaffField, isStaffUser, lookupIds, relationId, teacherSchoolId, userOf } from './access'
import { idKey, parseDocId } from '../app/domain/shared/ids'
import type { DocId } from '../app/domain/shared/ids'
import { acceptedWhere } from '../app/domain/access/rules'
import { languageField } from './language-field'
import { movesSchool } from '../app/domain/teachers/school-move'

/**
 * The organisers (creator and primary contact) of the events a role model accepted: their contact shows on the
 * invitation. One read of those events, both fields selected.
 */
async function organisersOfAcceptedEvents(req: PayloadRequest, roleModelId: number | string): Promise<Where> {
  const eventIds = await lookupIds(req, 'event-role-models', acceptedWhere(roleModelId), 'event')
  if (!eventIds.length) return { id: { in: [-1] } }
  const events = await req.payload.db.find<{ createdBy?: unknown; primaryContact?: unknown }>({
    collection: 'events', where: { id: { in: eventIds } }, select: { createdBy: true, primaryContact: true }, limit: 0, pagination: false, req,
  })
  const ids = new Map<string, DocId>()
  for (const event of events.docs) {
    for (const organiser of [event.createdBy, event.primaryContact]) {
      const id = parseDocId(relationId(organiser))
      if (id != null) ids.set(idKey(id), id)
    }
  }
  return { id: { in: ids.size ? [...ids.values()] : [-1] } }
}

/** Sign-in details stay with staff, the teacher and their school; a role model sees an organiser's name and email only. */
const notForRoleModels: FieldAccess = ({ req }) => !isRoleModelUser(req)

/**
 * Teachers and school organisers. They have no local password: the Education Sector Logon callback
 * creates or updates them (see app/domain/teachers).
 */
export const Teachers: CollectionConfig = {
  slug: 'teachers',
  auth: { disableLocalStrategy: true, useSessions: false },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'school'], group: 'People' },
  access: {
    admin: () => false,
    // A teacher reads themself and the other teachers of their school (event notification settings).
    read: ({ req }) => {
      if (isStaffUser(req)) return true
      const school = teacherSchoolId(req)
      if (school != null) return { or: [{ id: { equals: userOf(req)!.id } }, { school: { equals: school } }] } as Where
      const user = userOf(req)
      return user?.collection === 'role-models' ? organisersOfAcceptedEvents(req, user.id) : false
    },
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  hooks: {
    // A teacher moved to another school signs in again for it (their sessions were of the other school).
    beforeChange: [({ data, originalDoc, operation }) => {
      if (operation === 'update' && movesSchool(data, originalDoc)) data.sessionVersion = (originalDoc?.sessionVersion ?? 0) + 1
      return data
    }],
  },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'subject', type: 'text', required: true, unique: true, index: true, access: { read: notForRoleModels }, admin: { description: 'Subject identifier from the Education Sector Logon.' } },
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'school', type: 'relationship', relationTo: 'schools', required: true, index: true },
    { name: 'lastSignInAt', type: 'date', access: { read: notForRoleModels } },
    languageField('teachers'),
    // Emails about new messages in their events' threads (issue 52), and staff's pause of their messaging after a report.
    { name: 'messageEmails', type: 'checkbox', defaultValue: true, access: { read: notForRoleModels } },
    { name: 'messagingPausedAt', type: 'date', access: { read: notForRoleModels, update: isStaffField, create: isStaffField } },
    { name: 'sessionVersion', type: 'number', defaultValue: 0, access: { read: isStaffField, update: isStaffField, create: isStaffField }, admin: { hidden: true, description: 'Bumped to end every session of this account.' } },
  ],
}
