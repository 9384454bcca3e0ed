import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useLoaderData, useNavigate } from '@remix-run/react'
import { useEffect } from 'react'
import { ContentText } from '~/components/content-text'
import { useProgrammeName } from '~/components/page-title'
import { homeLoader } from './__home.server'
import type { HomeData } from '~/domain/content/home-page.server'
import { useT } from '~/i18n/use-t'
import { legacyHashPath } from '~/legacy/legacy-hash'

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await homeLoader(request))
}

/** Made once: a formatter per page view was 8% of the render thread's time on the bench's home. */
const numbers = new Intl.NumberFormat('en-NZ')
const count = (value: number) => numbers.format(value)

/** The programme so far: the kept figures, left out when they could not be counted. */
function HomeFigures({ figures }: { figures: HomeData['figures'] }) {
  const { t, lang } = useT()
  if (!figures) return null
  const items = [
    { key: 'home.figures.eventsHeld', value: figures.eventsHeld },
    { key: 'home.figures.studentsReached', value: figures.studentsReached },
    { key: 'home.figures.roleModels', value: figures.roleModels },
  ] as const
  return (
    <section className="home-figures" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title" lang={lang('home.figures.title')}>{t('home.figures.title')}</h2>
      <ul className="home-figures-list">
        {items.map((item) => (
          <li key={item.key} data-figure={item.key.slice('home.figures.'.length)}>
            <span className="home-figure-value">{count(item.value)}</span>{' '}
            <span className="home-figure-label" lang={lang(item.key, { count: item.value })}>{t(item.key, { count: item.value })}</span>
          </li>
        ))}
      </ul>
      <p className="muted" lang={lang('home.figures.note')}>{t('home.figures.note')}</p>
    </section>
  )
}

/** The home page; the account modal flow opens over it. */
export function HomeContent({ home }: { home: HomeData }) {
  const { t, lang } = useT()
  const programme = useProgrammeName()
  return (
    <>
      <section className={home.image ? 'hero hero-with-image' : 'hero'}>
        <div className="hero-text">
          <h1 lang={lang('home.title')}>{t('home.title')}</h1>
          <p className="lead" lang={lang('home.intro')}>{t('home.intro')}</p>
        </div>
        {home.image ? (
          <img className="home-image" src={home.image.url} alt={home.image.alt} lang={home.image.lang} width={home.image.width} height={home.image.height} />
        ) : null}
      </section>
      <div className="home-about">
        <section aria-labelledby="home-what-title">
          <h2 id="home-what-title" lang={lang('home.whatTitle', { programme })}>{t('home.whatTitle', { programme })}</h2>
          <ContentText html={home.whatHtml} />
        </section>
        <section aria-labelledby="home-who-title">
          <h2 id="home-who-title" lang={lang('home.whoTitle')}>{t('home.whoTitle')}</h2>
          <ContentText html={home.whoHtml} />
        </section>
      </div>
      <HomeFigures figures={home.figures} />
      <div className="panels">
        <section className="panel" aria-labelledby="home-role-model-title">
          <h2 id="home-role-model-title" lang={lang('home.roleModelTitle')}>{t('home.roleModelTitle')}</h2>
          <p lang={lang('home.roleModelText')}>{t('home.roleModelText')}</p>
          <Link className="button button-primary" to="/account/sign-up/role-model" lang={lang('nav.signUp')}>{t('nav.signUp')}</Link>
          <p className="home-log-in">
            <span lang={lang('home.roleModelLogIn')}>{t('home.roleModelLogIn')}</span>{' '}
            <Link to="/account/log-in/role-model" lang={lang('nav.logIn')}>{t('nav.logIn')}</Link>
          </p>
        </section>
        <section className="panel" aria-labelledby="home-teacher-title">
          <h2 id="home-teacher-title" lang={lang('home.teacherTitle')}>{t('home.teacherTitle')}</h2>
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
  const home = useLoaderData<typeof loader>()
  return (
    <>
      <LegacyHashLinks />
      <HomeContent home={home} />
    </>
  )
}
