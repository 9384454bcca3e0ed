import type { Payload } from 'payload'
import { catalogueT } from '../../app/domain/translations/catalogue.server'

/**
 * On the admin's home (beforeDashboard): links to the programme staff's own pages, the dashboard, vetting queue and
 * outreach (decision 0032), named as their headings are, from the catalogue. Plain links (they leave the admin's Next
 * app for the site's pages) dressed as the dashboard's own group of cards below.
 */
export async function StaffPagesLinks({ payload, i18n }: { payload: Payload; i18n?: { language?: string } }) {
  const t = await catalogueT(payload, i18n?.language ?? 'en', 'staff')
  const pages = [
    { href: '/staff', label: t('dashboard.title') },
    { href: '/staff/vetting', label: t('vetting.title') },
    { href: '/staff/outreach', label: t('outreach.title') },
  ]
  return (
    <nav aria-labelledby="staff-pages-heading" className="collections" style={{ marginBottom: 'var(--base)', paddingInline: '6px' }}>
      <div className="collections__group" style={{ width: '100%' }}>
        <h2 id="staff-pages-heading" className="collections__label">{t('nav.label')}</h2>
        <ul className="collections__card-list">
          {pages.map((page) => (
            <li key={page.href}>
              <a className="card card--has-onclick" href={page.href} style={{ textDecoration: 'none', color: 'inherit' }}>
                <span className="card__title">{page.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
