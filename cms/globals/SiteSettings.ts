import type { GlobalConfig } from 'payload'
import { anyone, isStaff } from '../../collections/access'
import { siteOrHttpsUrl } from '../../app/domain/shared/redirect'
import { forgetProgrammeName } from '../../app/domain/accounts/content.server'
import { analyticsScriptUrl, isAnalyticsSiteId } from '../../app/domain/content/analytics'
import { forgetAnalyticsSettings } from '../../app/domain/content/analytics.server'
import { keepEnglishFallbacks } from './keep-fallbacks'
import { MARKDOWN_HELP, markdownField } from './markdown-field'

/** Programme-wide settings staff can change without a release. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Content' },
  access: { read: anyone, update: isStaff },
  hooks: { beforeChange: [keepEnglishFallbacks], afterChange: [() => forgetProgrammeName(), () => forgetAnalyticsSettings()] },
  fields: [
    { name: 'programmeName', type: 'text', localized: true, required: true, defaultValue: 'Inspiring the Future Aotearoa' },
    {
      name: 'termsPageUrl', type: 'text', defaultValue: '/terms', admin: { description: 'Linked from the sign-up terms checkbox: a path on this site (/terms) or an https address.' },
      validate: (value: string | null | undefined) => !value || siteOrHttpsUrl(value, '') !== '' || 'Enter a path on this site (starting with /) or an https address.',
    },
    // Markdown rendered safely (app/domain/content/markdown.server.ts): the site trusts no markup from the CMS.
    markdownField('termsContent', undefined, `The terms page (/terms). ${MARKDOWN_HELP}`),
    { name: 'minRoleModelsPerEvent', type: 'number', required: true, defaultValue: 1, min: 1 },
    { name: 'maxRoleModelsPerEvent', type: 'number', required: true, defaultValue: 8, min: 1 },
    { name: 'accountDeletionDelayDays', type: 'number', required: true, defaultValue: 30, min: 0, admin: { description: 'Days between a deletion request and the removal of the account.' } },
    { name: 'invitationExpiryDays', type: 'number', required: true, defaultValue: 14, min: 1 },
    {
      type: 'collapsible', label: 'Analytics', admin: { initCollapsed: true, description: 'Nothing is loaded until a script address is set.' },
      fields: [
        {
          name: 'analyticsScriptUrl', type: 'text',
          admin: { description: "The https address of a privacy-friendly analytics script with Plausible's interface that records page views only when asked (for Plausible: its script.manual.js). Empty: no analytics." },
          validate: (value: string | null | undefined) => !value?.trim() || analyticsScriptUrl(value) !== null || 'Enter the https address of the analytics script.',
        },
        {
          name: 'analyticsSiteId', type: 'text',
          admin: { description: "Optional: the site's domain or measurement id at the provider (sent as data-domain)." },
          validate: (value: string | null | undefined) => isAnalyticsSiteId(value) || "Use only letters, digits, '.', '_', ':' and '-' (at most 200).",
        },
        {
          name: 'analyticsForSignedIn', type: 'checkbox', defaultValue: false,
          label: 'Also on pages of signed-in role models and teachers',
          admin: { description: 'Off: the script loads only for visitors who are not signed in.' },
        },
      ],
    },
  ],
}
