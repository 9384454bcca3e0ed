import type { Payload } from 'payload'
import { catalogueT } from '../../app/domain/translations/catalogue.server'

/**
 * On the admin's home (beforeDashboard): links to the programme staff's own pages, the dashboard, vetting queue and
 * outreach (decision 0032), named as their headings are, from the catalogue.
 */
export async function StaffPagesLinks({ payload, i18n }: { payload: Payload; i18n?: { language?: string } }) {
  const t = await catalogueT(payload, i18n?.language ?? 'en', 'staff')
  const pages = [
    { href: '/staff', label: t('dashboard.title') },
    { href: '/staff/vetting', label: t('vetting.title') },
    { href: '/staff/outreach', label: t('outreach.title') },
  ]
  return (
    <nav aria-labelledby="staff-pages-heading" style={{ marginBottom: '2rem' }}>
      <h2 id="staff-pages-heading" style={{ marginBottom: '0.5rem' }}>{t('nav.label')}</h2>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {pages.map((page) => (
          <li key={page.href}><a href={page.href}>{page.label}</a></li>
        ))}
      </ul>
    </nav>
  )
}
