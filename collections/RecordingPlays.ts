import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from './access'

/**
 * How many times one school's teachers pressed Play on one recording (issue 53 item 4, decision 0089): one row per
 * recording and school (a unique key), counted by the system with one conditional write per press
 * (app/domain/recordings/plays.server.ts). Staff read; nobody writes through the API.
 */
export const RecordingPlays: CollectionConfig = {
  slug: 'recording-plays',
  labels: { singular: 'Recording plays', plural: 'Recording plays' },
  admin: { defaultColumns: ['recording', 'school', 'count'], group: 'Events' },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [
    { name: 'recording', type: 'relationship', relationTo: 'recordings', required: true, index: true },
    { name: 'school', type: 'relationship', relationTo: 'schools', required: true, index: true },
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'count', type: 'number', required: true, defaultValue: 0, min: 0, admin: { readOnly: true } },
  ],
}
