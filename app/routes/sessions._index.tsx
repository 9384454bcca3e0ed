import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Pager } from '~/components/pager'
import { upcomingSessions } from '~/domain/sessions/sessions.server'
import { parseYearLevel, YEAR_LEVELS } from '~/domain/sessions/session-rules'
import { taxonomyTerms } from '~/domain/reference/taxonomies.server'
import { parseDocId } from '~/domain/shared/ids'
import { formatDisplayDate, storedToEventDate } from '~/domain/shared/dates'
import { useT } from '~/i18n/use-t'
import { useDatedText } from '~/components/event-dated-text'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'
import { requireTeacher } from '~/utils/auth.server'

export const handle = { title: 'sessions:list.title' }

/** Upcoming programme sessions for teachers (issue 53): by year level and presenters' industry, paged in the database. */
export async function loader({ request }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const params = new URL(request.url).searchParams
  const [payload, locale] = await Promise.all([getPayloadClient(), i18nServer.getLocale(request)])
  const yearLevel = parseYearLevel(params.get('year'))
  const industry = parseDocId(params.get('industry'))
  const page = Math.max(1, Math.min(1000, Number(params.get('page')) || 1))
  const [result, industries] = await Promise.all([
    upcomingSessions(payload, teacher, { yearLevel, industry, page }),
    taxonomyTerms(payload, 'industries', locale),
  ])
  return json({
    ...result, yearLevel, industry: industry == null ? '' : String(industry),
    industries: [...industries].map(([id, term]) => ({ id, title: term.title, lang: term.lang })),
  })
}

export default function Sessions() {
  const { rows, page, pages, yearLevel, industry, industries } = useLoaderData<typeof loader>()
  const { t, lang, i18n } = useT('sessions')
  const dated = useDatedText('sessions')
  // Inside the filters' form (marked English for its name when that falls back), a text says its own language.
  const own = (key: string, options?: Record<string, unknown>) => lang(key, options) ?? i18n.language
  const inMarkedForm = lang('list.filter') ? i18n.language : undefined
  const href = (number: number) => `/sessions?${new URLSearchParams({ ...(yearLevel ? { year: String(yearLevel) } : {}), ...(industry ? { industry } : {}), page: String(number) })}`
  return (
    <div className="events-page">
      <h1 lang={lang('list.title')}>{t('list.title')}</h1>
      <p className="lead" lang={lang('list.intro')}>{t('list.intro')}</p>
      <p><Link to="/recordings" lang={lang('recordings.link')}>{t('recordings.link')}</Link></p>
      <Form method="get" className="filters" aria-label={t('list.filter')} lang={lang('list.filter')}>
        <div className="field">
          <label htmlFor="filter-year" lang={own('list.yearLevel')}>{t('list.yearLevel')}</label>
          <select id="filter-year" name="year" defaultValue={yearLevel ? String(yearLevel) : ''}>
            <option value="" lang={own('list.anyYearLevel')}>{t('list.anyYearLevel')}</option>
            {YEAR_LEVELS.map((level) => <option key={level} value={level} lang={own('yearLevel', { level })}>{t('yearLevel', { level })}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-industry" lang={own('list.industry')}>{t('list.industry')}</label>
          <select id="filter-industry" name="industry" defaultValue={industry}>
            <option value="" lang={own('list.anyIndustry')}>{t('list.anyIndustry')}</option>
            {industries.map((term) => <option key={term.id} value={term.id} lang={term.lang ?? inMarkedForm}>{term.title}</option>)}
          </select>
        </div>
        <button type="submit" className="button button-secondary" lang={own('list.filter')}>{t('list.filter')}</button>
      </Form>
      {rows.length ? (
        <ul className="plain-list session-list">
          {rows.map((row) => {
            const day = storedToEventDate(row.date)
            return (
              <li key={String(row.id)} className="card">
                <h2><Link to={`/sessions/${row.id}`}>{row.title}</Link></h2>
                <p lang={lang('session.when')}>{dated('session.when', { date: day ? formatDisplayDate(day, i18n.language) : '' }, { start: row.startTime, end: row.endTime })}</p>
                <p lang={lang(['list.suits', 'yearLevel'])}>{t('list.suits', { levels: row.yearLevels.map((level) => t('yearLevel', { level })).join(', ') })}</p>
                {row.description ? <p>{row.description}</p> : null}
                {row.registered ? <p className="tag" lang={lang('list.registered')}>{t('list.registered')}</p> : row.full ? <p className="tag" lang={lang('list.full')}>{t('list.full')}</p> : null}
              </li>
            )
          })}
        </ul>
      ) : <p className="muted" lang={lang('list.empty')}>{t('list.empty')}</p>}
      <Pager page={page} totalPages={pages} href={href} label={t('list.title')} />
    </div>
  )
}
