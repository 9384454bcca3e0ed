import { Link, useNavigate } from '@remix-run/react'
import { useEffect } from 'react'
import { useT } from '~/i18n/use-t'
import { legacyHashPath } from '~/legacy/legacy-hash'


/** The home page; the account modal flow opens over it. */
export function HomeContent() {
  const { t, lang } = useT()
  return (
    <>
      <section className="hero">
        <h1 lang={lang('home.title')}>{t('home.title')}</h1>
        <p className="lead" lang={lang('home.intro')}>{t('home.intro')}</p>
      </section>
      <div className="panels">
        <section className="panel">
          <h2 lang={lang('home.roleModelTitle')}>{t('home.roleModelTitle')}</h2>
          <p lang={lang('home.roleModelText')}>{t('home.roleModelText')}</p>
          <Link className="button button-primary" to="/account/sign-up/role-model" lang={lang('nav.signUp')}>{t('nav.signUp')}</Link>
        </section>
        <section className="panel">
          <h2 lang={lang('home.teacherTitle')}>{t('home.teacherTitle')}</h2>
          <p lang={lang('home.teacherText')}>{t('home.teacherText')}</p>
          <Link className="button button-secondary" to="/account/log-in" lang={lang('nav.logIn')}>{t('nav.logIn')}</Link>
        </section>
      </div>
    </>
  )
}

/** Old `/#/account/...` links from emails and bookmarks go to the matching page; without JavaScript the page says how. */
function LegacyHashLinks() {
  const { t, lang } = useT()
  const navigate = useNavigate()
  useEffect(() => {
    const path = legacyHashPath(window.location.hash)
    if (path) navigate(path, { replace: true })
  }, [navigate])
  return (
    <noscript>
      <p className="muted" lang={lang('home.oldLink')}>{t('home.oldLink')}</p>
    </noscript>
  )
}

export default function Index() {
  return (
    <>
      <LegacyHashLinks />
      <HomeContent />
    </>
  )
}
