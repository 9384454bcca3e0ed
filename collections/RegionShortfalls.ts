import type { CollectionConfig } from 'payload'
import { isStaff } from './access'

const nobody = () => false

/**
 * Each time a teacher was told a region has too few role models for an in-person event (the event form's region
 * check). Written by the system alone; staff read them on the programme dashboard (decision 0032).
 */
export const RegionShortfalls: CollectionConfig = {
  slug: 'region-shortfalls',
  admin: { defaultColumns: ['region', 'school', 'createdAt'], group: 'Programme', description: 'Recorded when a teacher is told a region has too few role models.' },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  fields: [
    { name: 'region', type: 'relationship', relationTo: 'regions', index: true },
    { name: 'school', type: 'relationship', relationTo: 'schools' },
    { name: 'event', type: 'relationship', relationTo: 'events' },
  ],
}
