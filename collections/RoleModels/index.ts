import { ValidationError } from 'payload'
import type { CollectionConfig, Field, PayloadRequest } from 'payload'
import { checkPassword, PASSWORD_POLICY_MESSAGE } from '../../app/domain/accounts/rules'
import { isStaff, isStaffField, isStaffUser, relationId, staffOrSelf } from '../access'
import { ownDeletionField, readContactField, readRoleModels, selfOrStaffField } from './access'
import { ownAuthEmailsAfter, ownAuthEmailsBefore } from './emails'
import { isProfileComplete } from '../../app/domain/profiles/completeness'
import { CHECK_STATUSES, vettingDates } from '../../app/domain/vetting/vetting'
import { sendVettingEmail, vettingEmailForChange } from '../../app/domain/vetting/emails.server'
import { mayTakePart } from '../../app/domain/vetting/visibility'
import { releasePlacesOf } from '../../app/domain/vetting/participation.server'
import { languageField } from '../language-field'
import { validateDateOfBirth, vettingPathBeforeChange } from './vetting'

/** Check dates in the admin as New Zealand staff read them ('5 March 2024'), never month first. */
const NZ_DAY = { displayFormat: 'd MMMM yyyy' }

const TEXT_LIMIT = 1000

const longText = (name: string, label: string): Field => ({ name, label, type: 'textarea', maxLength: TEXT_LIMIT })
const taxonomy = (name: string, relationTo: string, label: string, hasMany = false): Field =>
  ({ name, label, type: 'relationship', relationTo, hasMany, index: !hasMany }) as Field

const staffOnlyUpdate = { update: isStaffField, create: isStaffField }
const privateField = { read: selfOrStaffField, update: isStaffField, create: isStaffField }
const deletionField = { ...privateField, update: ownDeletionField }
/** What the programme needs to request a check: staff read it; the role model gives it (their profile's vetting step). */
const vettingField = { read: isStaffField, update: selfOrStaffField, create: isStaffField }

/** Volunteer role models: their account, public profile, criminal record check and account lifecycle. */
export const RoleModels: CollectionConfig = {
  slug: 'role-models',
  labels: { singular: 'Role model', plural: 'Role models' },
  auth: {
    useSessions: false,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 60 * 60 * 2,
    // Payload's own verification and reset emails are replaced by the product's, in the person's language (emails.ts).
    verify: true,
    // Reset links work once and for 2 hours (the emails and content say so).
    forgotPassword: { expiration: 2 * 60 * 60 * 1000 },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'checkStatus', 'checkReceivedAt', 'checkApprovedAt', 'checkExpiresAt', 'profileComplete'],
    description: 'To review a criminal record check, open the vetting queue, open a role model and set Check status to Approved or Declined.',
    components: { beforeListTable: ['/cms/components/VettingQueueLink#VettingQueueLink'] },
    group: 'People',
    listSearchableFields: ['email', 'firstName', 'surname'],
  },
  // The browse statement's index (decision 0021): visibility's equalities, then name order, with the expiry, the region
  // and the event types to check in the index itself, so a page reads its entries in order and a count reads no table
  // row for those filters.
  indexes: [{ fields: ['profileComplete', 'checkStatus', 'deleteAt', 'name', 'checkExpiresAt', 'region', 'canDoInPersonEvent', 'canDoOnlineEvent'] }],
  access: {
    admin: () => false,
    read: readRoleModels,
    // Accounts are created through the product's sign-up (Local API) or by staff; never over REST by anyone.
    create: isStaff,
    update: staffOrSelf('role-models'),
    delete: isStaff,
  },
  hooks: {
    beforeOperation: [ownAuthEmailsBefore],
    afterOperation: [ownAuthEmailsAfter],
    beforeValidate: [
      // The password policy holds whoever sets a password (sign-up, reset, change, staff, any API).
      ({ data }) => {
        const password = (data as { password?: unknown } | undefined)?.password
        if (typeof password === 'string' && !checkPassword(password).ok) {
          throw new ValidationError({ errors: [{ path: 'password', message: PASSWORD_POLICY_MESSAGE }] })
        }
        return data
      },
    ],
    beforeChange: [
      vettingPathBeforeChange,
      ({ data, originalDoc, req }) => {
        const merged = { ...originalDoc, ...data }
        // A new password, a new email (or one waiting for confirmation) or a scheduled deletion ends every session.
        const newlySet = (name: 'emailChangeBlockedUntil' | 'deleteAt') => Boolean(data[name]) && data[name] !== originalDoc?.[name]
        if (originalDoc && (data.password || (data.email && data.email !== originalDoc.email) || newlySet('emailChangeBlockedUntil') || newlySet('deleteAt'))) {
          data.sessionVersion = (originalDoc.sessionVersion ?? 0) + 1
        }
        data.name = [merged.firstName, merged.surname].filter(Boolean).join(' ')
        data.profileComplete = isProfileComplete(merged)
        if (isStaffUser(req) || req.context.seeding || data.checkStatus !== undefined) {
          const dates = vettingDates(originalDoc, merged, new Date())
          data.checkReceivedAt = dates.checkReceivedAt
          data.checkApprovedAt = dates.checkApprovedAt
          data.checkExpiresAt = dates.checkExpiresAt
          if (dates.resetReminder) data.checkReminderSentAt = null
        }
        return data
      },
    ],
    afterChange: [
      // A role model who may no longer take part (check declined or set back, profile incomplete, deletion scheduled)
      // loses their places on events still to come; the daily job does the same for checks that expire.
      async ({ doc, previousDoc, req }) => {
        if (req.context.seeding || !previousDoc || !mayTakePart(previousDoc) || mayTakePart(doc)) return doc
        await releasePlacesOf({ payload: req.payload, roleModelId: doc.id, req })
        return doc
      },
      // The vetting path's emails (consent received, requested, result; a check received as before); seeds, jobs and
      // tests pass context.skipEmail.
      async ({ data, doc, previousDoc, req }) => {
        if (req.context.skipEmail || req.context.seeding) return doc
        const kind = vettingEmailForChange(previousDoc, doc, data)
        if (!kind) return doc
        try {
          await sendVettingEmail(req.payload, kind, doc)
        } catch (error) {
          // The status change stands; a mail outage must not undo staff's decision.
          req.payload.logger.error({ err: error, msg: `Could not send the vetting ${kind} email to role model ${doc.id}` })
        }
        return doc
      },
    ],
  },
  fields: [
    // Payload's own verified flag, made staff-only to write (Payload lets any signed-in user set it): a role model
    // is verified only through the emailed link (app/domain/accounts), which writes it with overrideAccess.
    { name: '_verified', type: 'checkbox', access: staffOnlyUpdate },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Basic information',
          fields: [
            { type: 'row', fields: [
              { name: 'firstName', type: 'text', maxLength: 255 },
              { name: 'surname', type: 'text', maxLength: 255 },
            ] },
            { name: 'name', type: 'text', admin: { readOnly: true }, index: true },
            { name: 'contactPhoneNumber', type: 'text', maxLength: 255, access: { read: readContactField } },
            taxonomy('pronoun', 'pronouns', 'Pronoun'),
            taxonomy('gender', 'genders', 'Gender'),
            taxonomy('ageRange', 'age-ranges', 'Age range'),
            taxonomy('ethnicities', 'ethnicities', 'Ethnicities', true),
            taxonomy('region', 'regions', 'Region'),
            {
              ...taxonomy('district', 'districts', 'District'),
              // The district must be one of the chosen region's (the forms check this too; this covers the APIs).
              validate: async (value: unknown, { data, req }: { data: Record<string, unknown>; req: PayloadRequest }) => {
                const districtId = relationId(value)
                const regionId = relationId(data?.region)
                if (districtId == null || regionId == null) return true
                const district = await req.payload.findByID({ collection: 'districts', id: districtId, depth: 0, overrideAccess: true, disableErrors: true, req })
                return district && String(relationId(district.region)) === String(regionId) ? true : 'Please choose a district in the selected region'
              },
            } as Field,
            { name: 'canDoInPersonEvent', type: 'checkbox', defaultValue: false, index: true },
            { name: 'canDoOnlineEvent', type: 'checkbox', defaultValue: false, index: true },
            taxonomy('languagesSpoken', 'languages', 'Languages spoken', true),
            {
              name: 'profilePicture', type: 'upload', relationTo: 'media',
              // A role model may only choose a photo they uploaded, never someone else's (staff and seeds choose any).
              validate: async (value: unknown, { req, id }: { req: PayloadRequest; id?: number | string }) => {
                const mediaId = relationId(value)
                if (mediaId == null || req.user?.collection !== 'role-models') return true
                const media = await req.payload.findByID({ collection: 'media', id: mediaId, depth: 0, overrideAccess: true, disableErrors: true, req })
                return media && id != null && String(relationId(media.ownerRoleModel)) === String(id) ? true : 'Choose a photo you uploaded'
              },
            } as Field,
          ],
        },
        {
          label: 'Your journey',
          fields: [
            { name: 'whatDoYouDo', label: 'What do you do? (job title)', type: 'text', maxLength: 255 },
            { name: 'whoDoYouWorkFor', type: 'text', maxLength: 255 },
            taxonomy('industry', 'industries', 'Industry'),
            taxonomy('sectors', 'sectors', 'Sectors', true),
            taxonomy('educationBackgrounds', 'education-levels', 'Education backgrounds', true),
            longText('tellUsWhatYouDoNow', 'Tell us what you do now'),
            longText('whatWasYourJourneyToGetHere', 'What was your journey to get here?'),
            longText('whyDoYouWantToBeARoleModel', 'Why do you want to be a role model?'),
            taxonomy('iwiAffiliations', 'iwi', 'Iwi affiliations', true),
            // Sensitive (docs/decisions/0040): the hosting needs reach a school under the contact rule; the rest only
            // staff and the role model themself.
            { name: 'intellectualDisabilityOrImpairment', type: 'checkbox', defaultValue: false, access: { read: selfOrStaffField } },
            { name: 'physicalDisabilityOrImpairment', type: 'checkbox', defaultValue: false, access: { read: selfOrStaffField } },
            { name: 'neurodiverse', type: 'checkbox', defaultValue: false, access: { read: selfOrStaffField } },
            { name: 'supportPersonNeeds', type: 'textarea', maxLength: 255, access: { read: readContactField } },
            { name: 'accessNeeds', type: 'textarea', maxLength: 255, access: { read: readContactField } },
            { name: 'contactForResearch', type: 'checkbox', defaultValue: false, access: { read: selfOrStaffField } },
            { name: 'partners', label: 'Hear from programme partners', type: 'checkbox', defaultValue: false, access: { read: selfOrStaffField } },
            { name: 'shareInfoWithPartners', type: 'checkbox', defaultValue: false, access: { read: selfOrStaffField } },
          ],
        },
        {
          label: 'Criminal record check',
          fields: [
            {
              name: 'checkStatus', type: 'select', defaultValue: 'not-received', index: true, required: true,
              options: CHECK_STATUSES.map((value) => ({ value, label: value.replace('-', ' ').replace(/^./, (c) => c.toUpperCase()) })),
              access: staffOnlyUpdate,
            },
            { name: 'checkReceivedAt', type: 'date', access: staffOnlyUpdate, admin: { date: NZ_DAY } },
            { name: 'checkApprovedAt', type: 'date', access: staffOnlyUpdate, admin: { date: NZ_DAY } },
            { name: 'checkExpiresAt', type: 'date', index: true, access: staffOnlyUpdate, admin: { readOnly: true, description: 'Approval date plus 3 years.', date: NZ_DAY } },
            { name: 'checkReminderSentAt', type: 'date', access: privateField, admin: { readOnly: true } },
            { name: 'checkNotes', type: 'textarea', access: { read: isStaffField, update: isStaffField, create: isStaffField } },
            // The vetting path (issue 51 item 5): what the programme needs to request the check from NZ Police as an
            // approved agency, given by the role model in their profile. Read by staff alone over any API (the role
            // model's own pages read them as the system); the date of birth is never shown back in full and is erased
            // once a result is recorded.
            { name: 'legalName', type: 'text', maxLength: 255, access: vettingField },
            { name: 'dateOfBirth', type: 'date', access: vettingField, validate: validateDateOfBirth, admin: { date: NZ_DAY, description: 'Erased once a result is recorded.' } },
            { name: 'vettingConsentAt', type: 'date', access: vettingField, admin: { date: NZ_DAY } },
            { name: 'checkRequestedAt', type: 'date', access: { read: isStaffField, update: isStaffField, create: isStaffField }, admin: { date: NZ_DAY } },
            // When the result (approved or declined) was recorded: the role model's timeline shows it.
            { name: 'checkResultAt', type: 'date', access: { read: isStaffField, update: isStaffField, create: isStaffField }, admin: { date: NZ_DAY } },
          ],
        },
        {
          label: 'Account',
          fields: [
            languageField('role-models'),
            // The weekly email of new open requests they could do (issue 51): on until they turn it off (account
            // settings, or the email's one-press unsubscribe); the week it was last sent, so it goes once a week.
            { name: 'opportunityDigest', type: 'checkbox', defaultValue: true, access: { read: selfOrStaffField } },
            // Emails about new messages in their threads (issue 52): on until they turn them off in account settings.
            { name: 'messageEmails', type: 'checkbox', defaultValue: true, access: { read: selfOrStaffField } },
            // Set by staff after a report: a paused person reads their threads but writes no message.
            { name: 'messagingPausedAt', type: 'date', access: { read: selfOrStaffField, update: isStaffField, create: isStaffField } },
            { name: 'opportunityDigestWeek', type: 'text', index: true, access: { read: isStaffField, update: isStaffField, create: isStaffField }, admin: { readOnly: true, description: 'The week (yyyy-Www) the last opportunities digest was sent.' } },
            { name: 'profileComplete', type: 'checkbox', defaultValue: false, index: true, admin: { readOnly: true }, access: { update: () => false, create: () => false } },
            { name: 'deleteAt', type: 'date', index: true, access: deletionField, admin: { description: 'Scheduled deletion date. The account and its personal data are removed on this date.' } },
            { name: 'deleteReason', type: 'textarea', maxLength: 255, access: deletionField },
            { name: 'pendingEmail', type: 'email', access: privateField },
            { name: 'sessionVersion', type: 'number', defaultValue: 0, access: { read: isStaffField, update: isStaffField, create: isStaffField }, admin: { hidden: true, description: 'Bumped to end every session of this account.' } },
            { name: 'emailChangeToken', type: 'text', index: true, access: { read: isStaffField, update: isStaffField, create: isStaffField }, admin: { hidden: true } },
            { name: 'emailChangeBlockedUntil', type: 'date', access: privateField },
          ],
        },
      ],
    },
  ],
}
