import type { CollectionConfig } from 'payload'
import { isStaff } from './access'
import { shortfallKey, shortfallMonth } from '../app/domain/programme/shortfall'

const nobody = () => false

/**
 * Each thin-region notice a teacher was shown for an in-person event (the event form's region check, the choose
 * page's "too few role models" block): once per event and region (`key`, unique), in the New Zealand month it was
 * first shown (`month`). Written by the system alone; staff read them on the programme dashboard (decision 0032).
 */
export const RegionShortfalls: CollectionConfig = {
  slug: 'region-shortfalls',
  admin: { defaultColumns: ['region', 'school', 'month', 'createdAt'], group: 'Programme', description: 'Recorded once per event and region when a teacher is told a region has too few role models.' },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  hooks: {
    // Whoever writes one (the system, a script through the Local API), its month and its key are derived here.
    beforeChange: [({ data, operation }) => {
      if (operation !== 'create') return data
      return { ...data, month: shortfallMonth(new Date()), key: shortfallKey(data.event, data.region) }
    }],
  },
  fields: [
    { name: 'region', type: 'relationship', relationTo: 'regions', index: true },
    { name: 'school', type: 'relationship', relationTo: 'schools' },
    { name: 'event', type: 'relationship', relationTo: 'events' },
    { name: 'month', type: 'text', admin: { readOnly: true, description: 'The New Zealand month the notice was first shown (yyyy-MM).' } },
    { name: 'key', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
