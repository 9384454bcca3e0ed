import { Link, useNavigate } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { legacyHashPath } from '~/utils/legacy-hash'


/** The home page; the account modal flow opens over it. */
export function HomeContent() {
  const { t } = useTranslation()
  return (
    <>
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.intro')}</p>
      </section>
      <div className="panels">
        <section className="panel">
          <h2>{t('home.roleModelTitle')}</h2>
          <p>{t('home.roleModelText')}</p>
          <Link className="button button-primary" to="/account/sign-up/role-model">{t('nav.signUp')}</Link>
        </section>
        <section className="panel">
          <h2>{t('home.teacherTitle')}</h2>
          <p>{t('home.teacherText')}</p>
          <Link className="button button-secondary" to="/account/log-in">{t('nav.logIn')}</Link>
        </section>
      </div>
    </>
  )
}

/** Old `/#/account/...` links from emails and bookmarks go to the matching page; without JavaScript the page says how. */
function LegacyHashLinks() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  useEffect(() => {
    const path = legacyHashPath(window.location.hash)
    if (path) navigate(path, { replace: true })
  }, [navigate])
  return (
    <noscript>
      <p className="muted">{t('home.oldLink')}</p>
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
