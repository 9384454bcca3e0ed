import type { CollectionConfig, DateFieldValidation } from 'payload'
import { anyone, isStaff } from './access'
import { storeCalendarDay } from './Events/hooks'
import { forgetSchoolTerms } from '../app/domain/school-year/school-year.server'

/** A term's last day is on or after its first (the dates are New Zealand calendar days). */
const endsAfterStart: DateFieldValidation = (value, { siblingData }) => {
  const start = (siblingData as { start?: string | null }).start
  if (!value || !start) return true
  return String(value).slice(0, 10) >= String(start).slice(0, 10) ? true : 'The last day must be on or after the first day.'
}

/**
 * New Zealand school terms, year by year (decision 0039): the event forms warn about a date in the school holidays.
 * Staff add each year's published terms; a year without terms never warns.
 */
export const SchoolTerms: CollectionConfig = {
  slug: 'school-terms',
  labels: { singular: 'School term', plural: 'School terms' },
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'start', 'end'], group: 'Reference data' },
  defaultSort: 'start',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [({ data }) => ({ ...data, label: `${data.year} term ${data.term}` })],
    afterChange: [() => forgetSchoolTerms()],
    afterDelete: [() => forgetSchoolTerms()],
  },
  indexes: [{ fields: ['year', 'term'], unique: true }],
  fields: [
    { name: 'label', type: 'text', admin: { hidden: true } },
    { type: 'row', fields: [
      { name: 'year', type: 'number', required: true, min: 2000, max: 2100, index: true },
      { name: 'term', type: 'number', required: true, min: 1, max: 4 },
    ] },
    { type: 'row', fields: [
      { name: 'start', type: 'date', required: true, hooks: { beforeChange: [storeCalendarDay] }, admin: { date: { pickerAppearance: 'dayOnly' }, description: 'First day of the term' } },
      { name: 'end', type: 'date', required: true, validate: endsAfterStart, hooks: { beforeChange: [storeCalendarDay] }, admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Last day of the term' } },
    ] },
  ],
}
