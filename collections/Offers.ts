import type { Access, CollectionConfig, FieldAccess } from 'payload'
import { ownOffersWhere, schoolOffersWhere } from '../app/domain/access/rules'
import { OFFER_NOTE_MAX, OFFER_STATUSES } from '../app/domain/offers/offers'
import { isStaffUser, teacherSchoolId, userOf } from './access'
import { emailOfferToTeachers } from '../app/domain/offers/offer-notice.server'
import { holdOfferTransitions } from '../app/domain/offers/offer-rules.server'

/** Staff all; a school's teachers the offers made to its events; a role model their own. */
const readOffers: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school != null) return schoolOffersWhere(school)
  const user = userOf(req)
  return user?.collection === 'role-models' ? ownOffersWhere(user.id) : false
}

const staffOnlyField: FieldAccess = ({ req }) => isStaffUser(req)

/**
 * A role model's interest in an event open to offers ("I'm interested", issue 51), with an optional note. Interest takes
 * no place: the teacher invites from it under the usual rules. One per role model and event (`event` + `roleModel` unique).
 */
export const Offers: CollectionConfig = {
  slug: 'offers',
  labels: { singular: 'Offer', plural: 'Offers' },
  admin: { defaultColumns: ['event', 'roleModel', 'status', 'createdAt'], group: 'Events' },
  access: {
    read: readOffers,
    create: ({ req }) => isStaffUser(req) || userOf(req)?.collection === 'role-models',
    update: readOffers,
    delete: ({ req }) => isStaffUser(req),
  },
  // The offers' transition table (who may create or change an offer, and to what): app/domain/offers/offer-rules.server.ts.
  hooks: { beforeChange: [holdOfferTransitions], afterChange: [emailOfferToTeachers] },
  indexes: [
    { fields: ['event', 'roleModel'], unique: true },
    // The choose page's interested role models of an event, newest last; the figures by month.
    { fields: ['event', 'status', 'createdAt'] },
  ],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, access: { update: staffOnlyField } },
    { name: 'roleModel', type: 'relationship', relationTo: 'role-models', required: true, index: true, access: { update: staffOnlyField } },
    { name: 'note', type: 'textarea', maxLength: OFFER_NOTE_MAX },
    { name: 'status', type: 'select', required: true, defaultValue: 'open', index: true, options: OFFER_STATUSES.map((value) => ({ value, label: value })) },
    // When the teacher acted on it (invited or declined) or the role model took it back.
    { name: 'decidedAt', type: 'date', admin: { readOnly: true } },
    // When the job told the organiser and subscribed teachers (once).
    { name: 'notifiedAt', type: 'date', access: { read: staffOnlyField, create: staffOnlyField, update: staffOnlyField }, admin: { readOnly: true } },
  ],
}
