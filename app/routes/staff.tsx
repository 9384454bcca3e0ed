import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { NavLink, Outlet } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import staffStyles from '~/styles/staff.css'
import { requireStaff } from '~/utils/staff.server'

export const links = () => [{ rel: 'stylesheet', href: staffStyles }]

/**
 * The programme staff's pages, with the admin's sign-in (each page checks it again: loaders run side by side). The
 * site's header shows who is signed in (app/components/layout.tsx reads this route's data).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request)
  return json({ staff: { name: staff.name || staff.email } })
}

export default function StaffLayout() {
  const { t, lang, i18n } = useT('staff')
  // The links sit inside the navigation marked English for its name: a translated one says it is in the page's language.
  const own = (key: string) => lang(key) ?? i18n.language
  return (
    <div className="staff">
      <nav aria-label={t('nav.label')} lang={lang('nav.label')} className="staff-nav">
        <NavLink to="/staff" end lang={own('nav.dashboard')}>{t('nav.dashboard')}</NavLink>
        <NavLink to="/staff/vetting" lang={own('nav.vetting')}>{t('nav.vetting')}</NavLink>
        <NavLink to="/staff/outreach" lang={own('nav.outreach')}>{t('nav.outreach')}</NavLink>
        <NavLink to="/staff/sessions" lang={own('sessions.nav')}>{t('sessions.nav')}</NavLink>
        <NavLink to="/staff/messages" lang={lang('events:threads.staff.nav') ?? i18n.language}>{t('events:threads.staff.nav')}</NavLink>
        <a href="/admin" lang={own('nav.admin')}>{t('nav.admin')}</a>
      </nav>
      <Outlet />
    </div>
  )
}
