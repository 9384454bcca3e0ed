import type { CollectionConfig } from 'payload'
import { APIError } from 'payload'
import { NUDGE_EVERY_DAYS } from '../app/domain/programme/nudges'
import { isStaff } from './access'

const DAY_MS = 86_400_000
const nobody = () => false

/**
 * Emails staff asked to send a role model who has waited or gone quiet (the dashboard's outreach lists), sent by the
 * `send-nudges` job. At most one per role model in 30 days, held here for every caller: a second within the days is
 * refused, and two at the same moment cannot both land in one 30-day window (`window` is unique).
 */
export const Nudges: CollectionConfig = {
  slug: 'nudges',
  admin: { defaultColumns: ['roleModel', 'staff', 'createdAt', 'sentAt'], group: 'Programme' },
  access: { read: isStaff, create: isStaff, update: nobody, delete: nobody },
  fields: [
    { name: 'roleModel', type: 'relationship', relationTo: 'role-models', required: true, index: true },
    { name: 'staff', type: 'relationship', relationTo: 'staff' },
    { name: 'sentAt', type: 'date', index: true, admin: { readOnly: true } },
    { name: 'window', type: 'text', unique: true, admin: { hidden: true } },
  ],
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const now = req.context.now instanceof Date ? req.context.now : new Date()
        const roleModel = typeof data.roleModel === 'object' && data.roleModel ? data.roleModel.id : data.roleModel
        const recent = await req.payload.count({
          collection: 'nudges', req, overrideAccess: true,
          where: { and: [{ roleModel: { equals: roleModel } }, { createdAt: { greater_than: new Date(now.getTime() - NUDGE_EVERY_DAYS * DAY_MS).toISOString() } }] },
        })
        if (recent.totalDocs > 0) throw new APIError(`This role model was nudged in the last ${NUDGE_EVERY_DAYS} days.`, 409)
        return { ...data, sentAt: null, window: `${roleModel}:${Math.floor(now.getTime() / (NUDGE_EVERY_DAYS * DAY_MS))}` }
      },
    ],
  },
}
