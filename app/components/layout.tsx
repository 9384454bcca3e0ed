import { Form, Link, NavLink, useLocation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useRootData } from '~/utils/use-root-data'
import { SecurityIdInput } from './security-id'
import { useProgrammeName } from './page-title'

function navigationFor(collection: 'role-models' | 'teachers' | undefined) {
  if (collection === 'role-models') {
    return [
      { to: '/role-model', key: 'nav.myProfile' },
      { to: '/role-model/events', key: 'nav.myEvents' },
      { to: '/account/settings', key: 'nav.accountSettings' },
    ]
  }
  if (collection === 'teachers') {
    return [
      { to: '/events', key: 'nav.myEvents' },
      { to: '/role-models', key: 'nav.browseRoleModels' },
    ]
  }
  return [
    { to: '/account/log-in', key: 'nav.logIn' },
    { to: '/account/sign-up', key: 'nav.signUp' },
  ]
}

/** `inert` without JavaScript on a modal page (see useBehindModal): the dialog is then the only thing in reach. */
export function SiteHeader({ inert }: { inert?: true }) {
  const { t, lang } = useT()
  const data = useRootData()
  const programme = useProgrammeName()
  const location = useLocation()
  const links = navigationFor(data?.user?.collection)
  const returnTo = location.pathname + location.search
  return (
    <header className="site-header" inert={inert}>
      <a className="skip-link" href="#main" lang={lang('skipToContent')}>{t('skipToContent')}</a>
      <div className="container header-inner">
        <Link to="/" className="brand">{programme}</Link>
        <nav aria-label={t('nav.label')} className="main-nav">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/role-model'} lang={lang(link.key)}>{t(link.key)}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/contact" lang={lang('nav.contact')}>{t('nav.contact')}</NavLink>
            </li>
            {data?.user ? (
              <li>
                <Form method="post" action="/account/log-out">
                  <SecurityIdInput />
                  <button type="submit" className="link-button" lang={lang('nav.logOut')}>{t('nav.logOut')}</button>
                </Form>
              </li>
            ) : null}
          </ul>
        </nav>
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
