import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from './access'

export const INTERESTS = ['role-model', 'school', 'partner', 'other'] as const

/** Messages sent through the public contact form. */
export const ContactEnquiries: CollectionConfig = {
  slug: 'contact-enquiries',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'interest', 'createdAt'], group: 'Content' },
  access: { read: isStaff, create: anyone, update: isStaff, delete: isStaff },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 255 },
    { name: 'email', type: 'email', required: true },
    { name: 'interest', type: 'select', required: true, options: INTERESTS.map((value) => ({ value, label: value })) },
    { name: 'message', type: 'textarea', maxLength: 1000 },
  ],
}
