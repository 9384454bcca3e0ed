import type { GlobalConfig } from 'payload'
import { anyone, isStaff } from '../../collections/access'
import { siteOrHttpsUrl } from '../../app/utils/redirect'
import { forgetProgrammeName } from '../../app/domain/accounts/content.server'

/** Programme-wide settings staff can change without a release. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [() => forgetProgrammeName()] },
  fields: [
    { name: 'programmeName', type: 'text', localized: true, required: true, defaultValue: 'Inspiring the Future Aotearoa' },
    {
      name: 'termsPageUrl', type: 'text', defaultValue: '/terms', admin: { description: 'Linked from the sign-up terms checkbox: a path on this site (/terms) or an https address.' },
      validate: (value: string | null | undefined) => !value || siteOrHttpsUrl(value, '') !== '' || 'Enter a path on this site (starting with /) or an https address.',
    },
    // Plain text, paragraphs separated by a blank line: the site trusts no markup from the CMS.
    { name: 'termsContent', type: 'textarea', localized: true },
    { name: 'minRoleModelsPerEvent', type: 'number', required: true, defaultValue: 1, min: 1 },
    { name: 'maxRoleModelsPerEvent', type: 'number', required: true, defaultValue: 8, min: 1 },
    { name: 'accountDeletionDelayDays', type: 'number', required: true, defaultValue: 30, min: 0, admin: { description: 'Days between a deletion request and the removal of the account.' } },
    { name: 'invitationExpiryDays', type: 'number', required: true, defaultValue: 14, min: 1 },
  ],
}
