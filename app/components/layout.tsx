import { Form, Link, useLocation, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { focusLeft, useOutsidePointerDown } from '~/utils/use-outside-pointer-down'
import { useT } from '~/i18n/use-t'
import { useRootData } from '~/utils/use-root-data'
import { SecurityIdInput } from './security-id'
import { useFollowInApp } from './follow-in-app'
import { useProgrammeName } from './page-title'

/** Who is signed in to the admin, on the staff pages (their layout route's data: app/routes/staff.tsx). */
type StaffHeader = { name: string }

function useStaffHeader(): StaffHeader | undefined {
  return (useRouteLoaderData('routes/staff') as { staff?: StaffHeader } | undefined)?.staff
}

function navigationFor(collection: 'role-models' | 'teachers' | 'staff' | undefined) {
  // Staff signed in to the admin have their pages' own navigation (app/routes/staff.tsx), not the visitors' Log in.
  if (collection === 'staff') return []
  if (collection === 'role-models') {
    return [
      { to: '/role-model', key: 'nav.myProfile' },
      { to: '/role-model/events', key: 'nav.myEvents' },
      { to: '/role-model/opportunities', key: 'nav.opportunities' },
      { to: '/account/settings', key: 'nav.accountSettings' },
    ]
  }
  if (collection === 'teachers') {
    return [
      { to: '/events', key: 'nav.myEvents' },
      { to: '/role-models', key: 'nav.browseRoleModels' },
      { to: '/sessions', key: 'sessions:list.title' },
      { to: '/recordings', key: 'sessions:recordings.title' },
    ]
  }
  return [
    { to: '/account/log-in', key: 'nav.logIn' },
    { to: '/account/sign-up', key: 'nav.signUp' },
  ]
}

/** The main navigation's entries, shown inline on wide screens and in the Menu disclosure below 992 px. */
function NavItems({ collection, signedIn, staff }: { collection: 'role-models' | 'teachers' | undefined; signedIn: boolean; staff?: StaffHeader }) {
  const { t, lang } = useT()
  const links = navigationFor(staff ? 'staff' : collection)
  // Plain anchors the app follows, marked current as NavLink marks them (the address is theirs or below it; the role
  // model's home only itself): on every page, twice (decision 0099).
  const { pathname } = useLocation()
  const follow = useFollowInApp()
  const navLink = (to: string, key: string, end = false) => {
    const current = pathname === to || (!end && pathname.startsWith(`${to}/`))
    return <a href={to} onClick={follow} aria-current={current ? 'page' : undefined} className={current ? 'active' : undefined} lang={lang(key)}>{t(key)}</a>
  }
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>{navLink(link.to, link.key, link.to === '/role-model')}</li>
      ))}
      <li>{navLink('/contact', 'nav.contact')}</li>
      {staff ? (
        <>
          <li className="nav-signed-in" lang={lang('nav.signedInAs')}>{t('nav.signedInAs', { name: staff.name })}</li>
          <li>
            {/* The admin's log-out (app/routes/staff.log-out.tsx), then its sign-in page: a document request, not Remix's. */}
            <Form method="post" action="/staff/log-out" reloadDocument>
              <SecurityIdInput />
              <button type="submit" className="link-button" lang={lang('nav.logOut')}>{t('nav.logOut')}</button>
            </Form>
          </li>
        </>
      ) : signedIn ? (
        <li>
          <Form method="post" action="/account/log-out">
            <SecurityIdInput />
            <button type="submit" className="link-button" lang={lang('nav.logOut')}>{t('nav.logOut')}</button>
          </Form>
        </li>
      ) : null}
    </ul>
  )
}

/**
 * The phone and tablet menu (spec section 9: below 576 px a full-width list, 576 to 992 px a dropdown panel): a
 * <details> disclosure, so it opens and closes without JavaScript and its summary is a button with its expanded state
 * for screen readers. With JavaScript it also closes on Escape (focus back on Menu), a press outside, navigation, and
 * focus moving out of it (Tab past its last link: the open panel would otherwise cover what focus went to, 2.4.11).
 */
function NavMenu({ children }: { children: ReactNode }) {
  const { t, lang } = useT()
  const ref = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  const close = () => {
    if (ref.current) ref.current.open = false
  }
  useEffect(close, [location.key])
  // Always listening (closing a closed menu does nothing): listening only while open would wait for the toggle event,
  // which the browser fires a task after the press that opened it, and a press in between would be lost.
  useOutsidePointerDown([ref], close)
  return (
    // Escape closes it from wherever focus is inside (the summary and the links handle their own keys).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={ref}
      className="nav-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !ref.current?.open) return
        event.preventDefault()
        close()
        ref.current.querySelector('summary')?.focus()
      }}
      onBlur={(event) => {
        if (ref.current?.open && focusLeft(event.relatedTarget, ref.current)) close()
      }}
    >
      <summary className="nav-menu-button" lang={lang('nav.menu')}>
        <span className="nav-menu-icon" aria-hidden="true" />
        {t('nav.menu')}
      </summary>
      <div className="nav-menu-panel">{children}</div>
    </details>
  )
}

/** `inert` without JavaScript on a modal page (see useBehindModal): the dialog is then the only thing in reach. */
export function SiteHeader({ inert }: { inert?: true }) {
  const { t, lang } = useT()
  const data = useRootData()
  const programme = useProgrammeName()
  const location = useLocation()
  const returnTo = location.pathname + location.search
  const staff = useStaffHeader()
  const items = <NavItems collection={data?.user?.collection} signedIn={Boolean(data?.user)} staff={staff} />
  return (
    <header className="site-header" inert={inert}>
      <a className="skip-link" href="#main" lang={lang('skipToContent')}>{t('skipToContent')}</a>
      <div className="container header-inner">
        <Link to="/" className="brand">{programme}</Link>
        {/* One of the two is displayed at a time (app.css): inline from 992 px, the Menu disclosure below. */}
        {/* Named by a hidden text rather than aria-label, so the name says its language (an attribute cannot). */}
        <span id="main-nav-label" hidden lang={lang('nav.label')}>{t('nav.label')}</span>
        <nav aria-labelledby="main-nav-label" className="main-nav main-nav-wide">{items}</nav>
        <NavMenu>
          <nav aria-labelledby="main-nav-label" className="main-nav main-nav-menu">{items}</nav>
        </NavMenu>
        <LanguageSwitch current={data?.lang ?? 'en'} returnTo={returnTo} />
      </div>
    </header>
  )
}

/** A plain form, so the language changes with JavaScript off too. */
function LanguageSwitch({ current, returnTo }: { current: string; returnTo: string }) {
  const { t, lang } = useT()
  const other = current === 'mi' ? 'en' : 'mi'
  // The name is its content, each part in its own language ("Change language" in the page's, or English where that
  // falls back; the language's name in itself): an aria-label could not say so (decision 0043).
  return (
    <Form method="post" action="/language" reloadDocument className="language-switch">
      <SecurityIdInput />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" name="lng" value={other}>
        <span className="visually-hidden" lang={lang('language.switchTo')}>{`${t('language.switchTo')}: `}</span>
        <span lang={other}>{t(`language.${other}`)}</span>
      </button>
    </Form>
  )
}

export function SiteFooter({ inert }: { inert?: true }) {
  const { t, lang } = useT()
  const programme = useProgrammeName()
  return (
    <footer className="site-footer" inert={inert}>
      <div className="container">
        <p lang={lang('footer.about')}>{t('footer.about')}</p>
        <ul className="footer-links">
          <li><Link to="/terms" lang={lang('footer.terms')}>{t('footer.terms')}</Link></li>
          <li><Link to="/contact" lang={lang('nav.contact')}>{t('nav.contact')}</Link></li>
        </ul>
        <p lang={lang('footer.copyright', { year: new Date().getFullYear(), programme })}>{t('footer.copyright', { year: new Date().getFullYear(), programme })}</p>
      </div>
    </footer>
  )
}
