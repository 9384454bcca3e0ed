import type { ReactNode } from 'react'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { Alert } from '~/components/alert'
import { BarChart } from '~/components/bar-chart'
import { dashboardSearch } from '~/domain/programme/dashboard-query'
import { dashboardTables, tableTitleKey } from '~/domain/programme/tables'
import type { DashboardTable } from '~/domain/programme/tables'
import { formatDisplayDate } from '~/domain/shared/dates'
import { useT } from '~/i18n/use-t'
import { loadDashboard } from './__staff-dashboard.server'
import { i18nServer } from '~/utils/i18n.server'
import { useDatedText } from '~/components/event-dated-text'
import { TableScroll } from '~/components/table-scroll'

export const handle = { title: 'titles.staffDashboard' }

/** The programme's numbers for a range of event dates, by region, type and school (staff only; decision 0032). */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadDashboard(request, { schools: true, locale: await i18nServer.getLocale(request) }), { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function StaffDashboard() {
  const { query, problems, figures, regions, schools } = useLoaderData<typeof loader>()
  const { t, lang, i18n } = useT('staff')
  // Inside an element marked English (for its attribute), a translated text says it is in the page's language.
  const own = (keys: string | string[], options?: Record<string, unknown>) => lang(keys, options) ?? i18n.language
  // The tables' cells are texts: each catalogue text remembers whether it fell back to English (names are not marked).
  const marks = new Map<string, 'en' | undefined>()
  const label = (key: string) => {
    const text = t(key)
    marks.set(text, lang(key))
    return text
  }
  const names = new Map(regions.map((region) => [region.id, region]))
  // A region's name remembers whether it fell back to English too (decision 0053).
  const regionName = (id: number | null) => {
    if (id == null) return label('dashboard.noRegion')
    const region = names.get(id)
    if (!region) return String(id)
    marks.set(region.title, region.lang)
    return region.title
  }
  const tables = dashboardTables(figures, label, regionName)
  // A region's name in the filters' form (marked English for its name when that falls back) says its own language.
  const inMarkedForm = lang('dashboard.filters') ? i18n.language : undefined
  const search = dashboardSearch(query)
  const percent = figures.invitations.responseRate == null ? label('dashboard.none') : `${Math.round(figures.invitations.responseRate * 100)}%`
  const hours = figures.invitations.medianHoursToAnswer == null ? null : Math.round(figures.invitations.medianHoursToAnswer)
  const median = hours == null ? label('dashboard.none') : t('dashboard.hours', { count: hours })
  const medianLang = hours == null ? lang('dashboard.none') : lang('dashboard.hours', { count: hours })
  // The range's dates are in the page's language, marked back inside an English sentence.
  const dated = useDatedText('staff')
  const showingLang = lang('dashboard.showing')
  const showingDate = (date: string) => formatDisplayDate(date, i18n.language)
  const cellLang = (cell: string | number) => (typeof cell === 'string' ? marks.get(cell) : undefined)
  // A chart's texts inside its image, which carries the language of its name: a translated text says its own.
  const chartText = (titleKey: string) => (text: string) => cellLang(text) ?? (marks.has(text) && lang(titleKey) ? i18n.language : undefined)
  const section = (table: DashboardTable, chart?: ReactNode) => (
    <section className="staff-section" aria-labelledby={`table-${table.name}`}>
      <h2 id={`table-${table.name}`} lang={lang(tableTitleKey(table.name))}>{t(tableTitleKey(table.name))}</h2>
      {chart ?? null}
      <div>
        <TableScroll labelledBy={`table-${table.name}`}>
          <table className="staff-table">
            <thead>
              <tr>{table.header.map((cell, index) => <th key={cell} scope="col" className={index ? 'number' : undefined} lang={cellLang(cell)}>{cell}</th>)}</tr>
            </thead>
            <tbody>
              {table.rows.length ? null : <tr><td colSpan={table.header.length} lang={lang('dashboard.noRows')}>{t('dashboard.noRows')}</td></tr>}
              {table.rows.map((row) => (
                <tr key={`${row[0]}|${row[1]}`}>
                  {row.map((cell, index) => (index ? <td key={index} className="number" lang={cellLang(cell)}>{cell}</td> : <th key={index} scope="row" lang={cellLang(cell)}>{cell}</th>))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p>
          <a href={`/staff/csv/${table.name}?${search}`} download lang={lang(['dashboard.download', tableTitleKey(table.name)])}>
            {t('dashboard.download', { table: t(tableTitleKey(table.name)) })}
          </a>
        </p>
      </div>
    </section>
  )

  return (
    <div>
      <h1 lang={lang('dashboard.title')}>{t('dashboard.title')}</h1>
      {problems.length ? <Alert type="warning" title={problems.map((problem) => <span key={problem} lang={lang(`dashboard.problems.${problem}`)}>{t(`dashboard.problems.${problem}`)} </span>)} /> : null}
      <Form method="get" action="/staff" className="staff-filters" aria-label={t('dashboard.filters')} lang={lang('dashboard.filters')}>
        <label>
          <span lang={own('dashboard.from')}>{t('dashboard.from')}</span>
          <input type="date" name="from" defaultValue={query.from} />
        </label>
        <label>
          <span lang={own('dashboard.to')}>{t('dashboard.to')}</span>
          <input type="date" name="to" defaultValue={query.to} />
        </label>
        <label>
          <span lang={own('dashboard.region')}>{t('dashboard.region')}</span>
          <select name="region" defaultValue={query.region ?? ''}>
            <option value="" lang={own('dashboard.any')}>{t('dashboard.any')}</option>
            {regions.map((region) => <option key={region.id} value={region.id} lang={region.lang ?? inMarkedForm}>{region.title}</option>)}
          </select>
        </label>
        <label>
          <span lang={own('dashboard.type')}>{t('dashboard.type')}</span>
          <select name="type" defaultValue={query.type ?? ''}>
            <option value="" lang={own('dashboard.any')}>{t('dashboard.any')}</option>
            <option value="in-person" lang={own('dashboard.types.in-person')}>{t('dashboard.types.in-person')}</option>
            <option value="online" lang={own('dashboard.types.online')}>{t('dashboard.types.online')}</option>
          </select>
        </label>
        <label>
          <span lang={own('dashboard.school')}>{t('dashboard.school')}</span>
          <select name="school" defaultValue={query.school ?? ''} aria-describedby={query.region == null ? 'school-filter-hint' : undefined}>
            <option value="" lang={own('dashboard.any')}>{t('dashboard.any')}</option>
            {schools.map((school) => <option key={school.id} value={school.id}>{school.title}</option>)}
          </select>
        </label>
        <button type="submit" className="button button-primary" lang={own('dashboard.apply')}>{t('dashboard.apply')}</button>
        <a href="/staff" lang={own('dashboard.reset')}>{t('dashboard.reset')}</a>
      </Form>
      {/* The school filter lists the chosen region's schools (decision 0098): without a region, the chosen school alone. */}
      {query.region == null ? <p id="school-filter-hint" className="field-hint" lang={lang('dashboard.schoolNeedsRegion')}>{t('dashboard.schoolNeedsRegion')}</p> : null}

      <p lang={showingLang}>{dated('dashboard.showing', { from: showingDate(query.from), to: showingDate(query.to) })}</p>
      <ul className="staff-figures">
        <li><span className="staff-figure-value">{figures.held.events}</span><span lang={lang('dashboard.held')}>{t('dashboard.held')}</span></li>
        <li><span className="staff-figure-value">{figures.held.students}</span>{figures.unconfirmedHeld ? <span lang={lang('dashboard.studentsPlanned', { count: figures.unconfirmedHeld })}>{t('dashboard.studentsPlanned', { count: figures.unconfirmedHeld })}</span> : <span lang={lang('dashboard.students')}>{t('dashboard.students')}</span>}</li>
        <li><span className="staff-figure-value">{figures.held.visits}</span><span lang={lang('dashboard.visits')}>{t('dashboard.visits')}</span></li>
        <li><span className="staff-figure-value" lang={cellLang(percent)}>{percent}</span><span lang={lang('dashboard.responseRate')}>{t('dashboard.responseRate')}</span></li>
        <li><span className="staff-figure-value" lang={medianLang}>{median}</span><span lang={lang('dashboard.medianAnswer')}>{t('dashboard.medianAnswer')}</span></li>
      </ul>

      {section(tables.status)}
      {section(tables.months, <BarChart title={t('dashboard.chartMonths')} titleLang={lang('dashboard.chartMonths')} textLang={chartText('dashboard.chartMonths')} series={[label('dashboard.columns.events')]} data={figures.byMonth.map((row) => ({ label: row.month, values: [row.events] }))} />)}
      {section(tables.regions, <BarChart title={t('dashboard.chartRegions')} titleLang={lang('dashboard.chartRegions')} textLang={chartText('dashboard.chartRegions')} series={[label('dashboard.columns.students')]} data={tables.regions.rows.map((row) => ({ label: String(row[0]), values: [Number(row[2])] }))} />)}
      {section(tables.invitations, <BarChart title={t('dashboard.chartInvitations')} titleLang={lang('dashboard.chartInvitations')} textLang={chartText('dashboard.chartInvitations')} series={[label('dashboard.columns.count')]} data={tables.invitations.rows.map((row) => ({ label: String(row[0]), values: [Number(row[1])] }))} />)}
      {section(tables.supply, (
        <BarChart
          title={t('dashboard.chartSupply')}
          titleLang={lang('dashboard.chartSupply')}
          textLang={chartText('dashboard.chartSupply')}
          series={[label('dashboard.columns.roleModels'), label('dashboard.columns.eventsPlanned')]}
          data={tables.supply.rows.map((row) => ({ label: String(row[0]), values: [Number(row[1]), Number(row[2])] }))}
        />
      ))}
      {section(tables.offers, (
        <BarChart
          title={t('dashboard.chartOffers')}
          titleLang={lang('dashboard.chartOffers')}
          textLang={chartText('dashboard.chartOffers')}
          series={[label('dashboard.columns.offers'), label('dashboard.columns.offersInvited'), label('dashboard.columns.offersCame')]}
          data={figures.offersByMonth.map((row) => ({ label: row.month, values: [row.offers, row.invited, row.came] }))}
        />
      ))}
      {section(tables.offerRegions)}
      {section(tables.reach)}
      {section(tables.reachRegions)}
      {section(tables.voice)}
    </div>
  )
}
