import type { ReactNode } from 'react'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { Alert } from '~/components/alert'
import { BarChart } from '~/components/bar-chart'
import { dashboardSearch } from '~/domain/programme/dashboard-query'
import { dashboardTables } from '~/domain/programme/tables'
import type { DashboardTable } from '~/domain/programme/tables'
import { formatDisplayDate } from '~/domain/shared/dates'
import { useT } from '~/i18n/use-t'
import { loadDashboard } from './__staff-dashboard.server'

export const handle = { title: 'titles.staffDashboard' }

/** The programme's numbers for a range of event dates, by region, type and school (staff only; decision 0032). */
export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadDashboard(request, { schools: true }), { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function StaffDashboard() {
  const { query, problems, figures, regions, schools } = useLoaderData<typeof loader>()
  const { t, lang } = useT('staff')
  const names = new Map(regions.map((region) => [region.id, region.title]))
  const regionName = (id: number | null) => (id == null ? t('dashboard.noRegion') : names.get(id) ?? String(id))
  const tables = dashboardTables(figures, (key) => t(key), regionName)
  const search = dashboardSearch(query)
  const percent = figures.invitations.responseRate == null ? t('dashboard.none') : `${Math.round(figures.invitations.responseRate * 100)}%`
  const median = figures.invitations.medianHoursToAnswer == null ? t('dashboard.none') : t('dashboard.hours', { count: Math.round(figures.invitations.medianHoursToAnswer) })
  const section = (table: DashboardTable, chart?: ReactNode) => (
    <section className="staff-section" aria-labelledby={`table-${table.name}`}>
      <h2 id={`table-${table.name}`} lang={lang(`dashboard.tables.${table.name}`)}>{t(`dashboard.tables.${table.name}`)}</h2>
      {chart ?? null}
      <div>
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>{table.header.map((cell, index) => <th key={cell} scope="col" className={index ? 'number' : undefined}>{cell}</th>)}</tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, index) => (index ? <td key={index} className="number">{cell}</td> : <th key={index} scope="row">{cell}</th>))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <a href={`/staff/csv/${table.name}?${search}`} download lang={lang('dashboard.download')}>
            {t('dashboard.download', { table: t(`dashboard.tables.${table.name}`) })}
          </a>
        </p>
      </div>
    </section>
  )

  return (
    <div>
      <h1 lang={lang('dashboard.title')}>{t('dashboard.title')}</h1>
      {problems.length ? <Alert type="warning" title={problems.map((problem) => t(`dashboard.problems.${problem}`)).join(' ')} /> : null}
      <Form method="get" action="/staff" className="staff-filters" aria-label={t('dashboard.filters')}>
        <label>
          {t('dashboard.from')}
          <input type="date" name="from" defaultValue={query.from} />
        </label>
        <label>
          {t('dashboard.to')}
          <input type="date" name="to" defaultValue={query.to} />
        </label>
        <label>
          {t('dashboard.region')}
          <select name="region" defaultValue={query.region ?? ''}>
            <option value="">{t('dashboard.any')}</option>
            {regions.map((region) => <option key={region.id} value={region.id}>{region.title}</option>)}
          </select>
        </label>
        <label>
          {t('dashboard.type')}
          <select name="type" defaultValue={query.type ?? ''}>
            <option value="">{t('dashboard.any')}</option>
            <option value="in-person">{t('dashboard.types.in-person')}</option>
            <option value="online">{t('dashboard.types.online')}</option>
          </select>
        </label>
        <label>
          {t('dashboard.school')}
          <select name="school" defaultValue={query.school ?? ''}>
            <option value="">{t('dashboard.any')}</option>
            {schools.map((school) => <option key={school.id} value={school.id}>{school.title}</option>)}
          </select>
        </label>
        <button type="submit" className="button button-primary">{t('dashboard.apply')}</button>
        <a href="/staff">{t('dashboard.reset')}</a>
      </Form>

      <p>{t('dashboard.showing', { from: formatDisplayDate(query.from), to: formatDisplayDate(query.to) })}</p>
      <ul className="staff-figures">
        <li><span className="staff-figure-value">{figures.held.events}</span>{t('dashboard.held')}</li>
        <li><span className="staff-figure-value">{figures.held.students}</span>{figures.unconfirmedHeld ? t('dashboard.studentsPlanned', { count: figures.unconfirmedHeld }) : t('dashboard.students')}</li>
        <li><span className="staff-figure-value">{figures.held.visits}</span>{t('dashboard.visits')}</li>
        <li><span className="staff-figure-value">{percent}</span>{t('dashboard.responseRate')}</li>
        <li><span className="staff-figure-value">{median}</span>{t('dashboard.medianAnswer')}</li>
      </ul>

      {section(tables.status)}
      {section(tables.months, <BarChart title={t('dashboard.chartMonths')} series={[t('dashboard.columns.events')]} data={figures.byMonth.map((row) => ({ label: row.month, values: [row.events] }))} />)}
      {section(tables.regions, <BarChart title={t('dashboard.chartRegions')} series={[t('dashboard.columns.students')]} data={tables.regions.rows.map((row) => ({ label: String(row[0]), values: [Number(row[2])] }))} />)}
      {section(tables.invitations, <BarChart title={t('dashboard.chartInvitations')} series={[t('dashboard.columns.count')]} data={tables.invitations.rows.map((row) => ({ label: String(row[0]), values: [Number(row[1])] }))} />)}
      {section(tables.supply, (
        <BarChart
          title={t('dashboard.chartSupply')}
          series={[t('dashboard.columns.roleModels'), t('dashboard.columns.eventsPlanned')]}
          data={tables.supply.rows.map((row) => ({ label: String(row[0]), values: [Number(row[1]), Number(row[2])] }))}
        />
      ))}
    </div>
  )
}
