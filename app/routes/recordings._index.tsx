import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, Link, useFetcher, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Pager } from '~/components/pager'
import { SecurityIdInput } from '~/components/security-id'
import { VideoModal } from '~/components/video-modal'
import { recordingLibrary } from '~/domain/recordings/recordings.server'
import type { PlayableRecording } from '~/domain/recordings/recordings.server'
import { taxonomyTerms } from '~/domain/reference/taxonomies.server'
import { parseYearLevel, YEAR_LEVELS } from '~/domain/sessions/session-rules'
import { formatDisplayDate, storedToEventDate } from '~/domain/shared/dates'
import { parseDocId } from '~/domain/shared/ids'
import { useT } from '~/i18n/use-t'
import { getPayloadClient } from '~/lib/payload.server'
import { requireTeacher } from '~/utils/auth.server'
import { httpError } from '~/utils/http-errors.server'
import { i18nServer } from '~/utils/i18n.server'
import { useHydrated } from '~/utils/use-hydrated'
import recordingStyles from '~/styles/recordings.css'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: recordingStyles }]

export const handle = { title: 'sessions:recordings.title' }

/** The library of programme sessions' recordings (issue 53 item 4): teachers of active schools, by industry and year level. */
export async function loader({ request }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const params = new URL(request.url).searchParams
  const [payload, locale] = await Promise.all([getPayloadClient(), i18nServer.getLocale(request)])
  const yearLevel = parseYearLevel(params.get('year'))
  const industry = parseDocId(params.get('industry'))
  const page = Math.max(1, Math.min(1000, Number(params.get('page')) || 1))
  const [library, industries] = await Promise.all([recordingLibrary(payload, teacher, { yearLevel, industry, page }), taxonomyTerms(payload, 'industries', locale)])
  if (!library) throw await httpError(request, 403, 'sessions:errors.inactiveSchool')
  const term = (id: string) => industries.get(id)
  return json({
    ...library,
    cards: library.cards.map((card) => ({ ...card, industries: card.industries.map((id) => ({ title: term(id)?.title ?? '', lang: term(id)?.lang })).filter((name) => name.title) })),
    yearLevel, industry: industry == null ? '' : String(industry),
    industries: [...industries].map(([id, value]) => ({ id, title: value.title, lang: value.lang })),
  }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function Recordings() {
  const { cards, page, pages, yearLevel, industry, industries } = useLoaderData<typeof loader>()
  const { t, lang, i18n } = useT('sessions')
  // Inside the filters' form (marked English for its name when that falls back), a text says its own language.
  const own = (key: string, options?: Record<string, unknown>) => lang(key, options) ?? i18n.language
  const inMarkedForm = lang('recordings.filter') ? i18n.language : undefined
  const hydrated = useHydrated()
  const fetcher = useFetcher<{ recording: PlayableRecording | null }>()
  const [closed, setClosed] = useState<unknown>(null)
  const playing = fetcher.state === 'idle' && fetcher.data?.recording && closed !== fetcher.data ? fetcher.data.recording : null
  const href = (number: number) => `/recordings?${new URLSearchParams({ ...(yearLevel ? { year: String(yearLevel) } : {}), ...(industry ? { industry } : {}), page: String(number) })}`
  // With JavaScript the press is counted and the video opens over the library; without, the post leads to its page.
  const play = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return
    event.preventDefault()
    // One press, one play: a press while the last one is on its way counts nothing (the button keeps its focus, which
    // the modal gives back to it on closing).
    if (fetcher.state !== 'idle') return
    const data = new FormData(event.currentTarget)
    data.set('modal', '1')
    fetcher.submit(data, { method: 'post', action: event.currentTarget.getAttribute('action')! })
  }
  return (
    <div className="events-page">
      <p><Link to="/sessions" lang={lang('list.title')}>{t('list.title')}</Link></p>
      <h1 lang={lang('recordings.title')}>{t('recordings.title')}</h1>
      <p className="lead" lang={lang('recordings.intro')}>{t('recordings.intro')}</p>
      <Form method="get" className="filters" aria-label={t('recordings.filter')} lang={lang('recordings.filter')}>
        <div className="field">
          <label htmlFor="filter-industry" lang={own('list.industry')}>{t('list.industry')}</label>
          <select id="filter-industry" name="industry" defaultValue={industry}>
            <option value="" lang={own('list.anyIndustry')}>{t('list.anyIndustry')}</option>
            {industries.map((term) => <option key={term.id} value={term.id} lang={term.lang ?? inMarkedForm}>{term.title}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-year" lang={own('list.yearLevel')}>{t('list.yearLevel')}</label>
          <select id="filter-year" name="year" defaultValue={yearLevel ? String(yearLevel) : ''}>
            <option value="" lang={own('list.anyYearLevel')}>{t('list.anyYearLevel')}</option>
            {YEAR_LEVELS.map((level) => <option key={level} value={level} lang={own('yearLevel', { level })}>{t('yearLevel', { level })}</option>)}
          </select>
        </div>
        <button type="submit" className="button button-secondary" lang={own('recordings.filter')}>{t('recordings.filter')}</button>
      </Form>
      {fetcher.state === 'idle' && fetcher.data && !fetcher.data.recording ? <p role="alert" className="alert alert-danger" lang={lang('recordings.gone')}>{t('recordings.gone')}</p> : null}
      {cards.length ? (
        <ul className="recording-list">
          {cards.map((card) => {
            const day = storedToEventDate(card.date)
            return (
              <li key={String(card.id)} className="recording-card">
                <h2>{card.title}</h2>
                <p>{day ? formatDisplayDate(day, i18n.language) : ''}</p>
                {card.presenters.length ? <p lang={lang('recordings.presenters')}>{t('recordings.presenters', { names: card.presenters.join(', ') })}</p> : null}
                {card.industries.length ? (
                  <p>
                    <span lang={lang('recordings.industries')}>{t('recordings.industries')}</span>{' '}
                    {card.industries.map((name, index) => <span key={index} lang={name.lang}>{index ? ', ' : ''}{name.title}</span>)}
                  </p>
                ) : null}
                <Form method="post" action={`/recordings/${card.id}`} onSubmit={play}>
                  <SecurityIdInput />
                  <input type="hidden" name="intent" value="play" />
                  <button type="submit" className="button button-primary" aria-label={t('recordings.playTitle', { title: card.title })} lang={lang('recordings.play')}>
                    {t('recordings.play')}
                  </button>
                </Form>
              </li>
            )
          })}
        </ul>
      ) : <p className="muted" lang={lang('recordings.empty')}>{t('recordings.empty')}</p>}
      <Pager page={page} totalPages={pages} href={href} label={t('recordings.title')} />
      {playing ? (
        <VideoModal videoId={playing.videoId} title={playing.title} transcriptHref={playing.transcriptUrl || undefined} onClose={() => setClosed(fetcher.data)} />
      ) : null}
    </div>
  )
}
