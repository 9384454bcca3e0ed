import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { notFound } from 'next/navigation'
import type { CoverageCount, TranslationStatus } from '../../../app/i18n/catalogue'
import { TRANSLATION_STATUSES, interfaceCoverage } from '../../../app/i18n/catalogue'
import { currentCatalogue } from '../../../app/domain/translations/catalogue.server'
import { cmsCoverage } from '../../../app/domain/translations/cms-coverage.server'
import { EditButton } from './EditButton'
import { ImportForm } from './ImportForm'

const PAGE_SIZE = 200
const cell: React.CSSProperties = { padding: '0.4rem 0.6rem', borderBottom: '1px solid var(--theme-elevation-150)', verticalAlign: 'top', textAlign: 'left' }
const statusLabel: Record<TranslationStatus, string> = { missing: 'Missing', draft: 'Draft (needs fluent review)', reviewed: 'Reviewed' }

function Frame({ props, title, children }: { props: AdminViewServerProps; title: string; children: React.ReactNode }) {
  const { initPageResult, params, searchParams } = props
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n} locale={locale} params={params} payload={req.payload} permissions={permissions}
      searchParams={searchParams} user={req.user ?? undefined} visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingBottom: '3rem' }}>
        <h1 style={{ margin: '1.5rem 0 1rem' }}>{title}</h1>
        <p>
          <a href="/admin/translations">All strings</a>{' · '}
          <a href="/admin/translations/coverage">Coverage</a>{' · '}
          <a href="/admin/collections/translations">Overrides</a>{' · '}
          <a href="/cms-api/translations/export">Export as JSON</a>
        </p>
        {children}
      </div>
    </DefaultTemplate>
  )
}

const param = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * /admin/translations: every interface key (shipped or overridden) with its English, te reo Māori and status;
 * filters by text, area and status; "Edit" opens (or makes) the key's override. Staff only.
 */
export async function TranslationsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  if (req.user?.collection !== 'staff') return notFound()
  const catalogue = await currentCatalogue(req.payload)
  const q = param(props.searchParams?.q).trim().toLowerCase()
  const area = param(props.searchParams?.area)
  const status = param(props.searchParams?.status)
  const areas = [...new Set(catalogue.rows.map((row) => row.ns))].sort()
  const rows = catalogue.rows.filter(
    (row) =>
      (!area || row.ns === area) &&
      (!status || row.status === status) &&
      (!q || row.key.toLowerCase().includes(q) || row.en.toLowerCase().includes(q) || (row.mi ?? '').toLowerCase().includes(q)),
  )
  return (
    <Frame props={props} title="Translations: all strings">
      <p>
        Every interface string, with the shipped text unless an editor changed it. Saving a change shows on the site&apos;s
        next page view. Empty te reo Māori falls back to English. Mark a string reviewed only after a fluent speaker checked it.
      </p>
      {/* What is theirs to confirm (decision 0048): every te reo Māori text no fluent speaker has reviewed yet. */}
      <p id="drafts-to-review">
        {catalogue.rows.filter((row) => row.status === 'draft').length} te reo Māori strings are drafts waiting for a fluent
        speaker&apos;s review: <a href="/admin/translations?status=draft">show the drafts</a>. Open one, check it, set its status to
        Reviewed and save.
      </p>
      <ImportForm />
      <form method="get" style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'end', margin: '1rem 0' }}>
        <label>Search<br /><input name="q" type="search" defaultValue={q} /></label>
        <label>Area<br />
          <select name="area" defaultValue={area}>
            <option value="">All areas</option>
            {areas.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </label>
        <label>Status<br />
          <select name="status" defaultValue={status}>
            <option value="">Any status</option>
            {TRANSLATION_STATUSES.map((name) => <option key={name} value={name}>{statusLabel[name]}</option>)}
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>Filter</button>
      </form>
      <p role="status">{rows.length} of {catalogue.rows.length} strings{rows.length > PAGE_SIZE ? `; the first ${PAGE_SIZE} are shown, narrow the search to see the rest` : ''}.</p>
      {/* The table scrolls sideways in its own box, which takes keyboard focus, so the page does not at 320 px (WCAG 1.4.10, 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label="Strings" tabIndex={0} className="translations-scroll" style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell} scope="col">Key</th>
            <th style={cell} scope="col">English</th>
            <th style={cell} scope="col">Te reo Māori</th>
            <th style={cell} scope="col">Status</th>
            <th style={cell} scope="col"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PAGE_SIZE).map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th style={{ ...cell, fontFamily: 'monospace', fontWeight: 'normal', overflowWrap: 'anywhere' }} scope="row">{row.key}</th>
              <td style={cell} lang="en">{row.en}{row.en !== row.shippedEn ? <><br /><small>Shipped: {row.shippedEn}</small></> : null}</td>
              <td style={cell} lang="mi">{row.mi ?? <em lang="en">(falls back to English)</em>}</td>
              <td style={cell}>{statusLabel[row.status]}{row.overridden ? ' · edited' : ''}</td>
              <td style={cell}>
                <EditButton translationKey={row.key} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </Frame>
  )
}

function CoverageTable({ caption, areas, total, withReviewed }: { caption: string; areas: CoverageCount[]; total: CoverageCount; withReviewed: boolean }) {
  const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '–')
  const line = (count: CoverageCount, isTotal = false) => (
    <tr key={count.area} data-area={count.area} style={isTotal ? { fontWeight: 'bold' } : undefined}>
      <th style={cell} scope="row">{isTotal ? 'Total' : count.area}</th>
      <td style={cell} data-col="total">{count.total}</td>
      <td style={cell} data-col="translated">{count.translated} ({percent(count.translated, count.total)})</td>
      {withReviewed ? <td style={cell} data-col="reviewed">{count.reviewed} ({percent(count.reviewed, count.total)})</td> : null}
    </tr>
  )
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
    <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: '2rem' }}>
      <caption style={{ textAlign: 'left', fontWeight: 'bold', fontSize: '1.2rem', margin: '1rem 0 0.5rem' }}>{caption}</caption>
      <thead>
        <tr>
          <th style={cell} scope="col">Area</th>
          <th style={cell} scope="col">Strings</th>
          <th style={cell} scope="col">In te reo Māori</th>
          {withReviewed ? <th style={cell} scope="col">Reviewed</th> : null}
        </tr>
      </thead>
      <tbody>
        {areas.map((count) => line(count))}
        {line(total, true)}
      </tbody>
    </table>
    </div>
  )
}

/** /admin/translations/coverage: how much is translated and reviewed, per area and in total. Staff only. */
export async function TranslationCoverageView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  if (req.user?.collection !== 'staff') return notFound()
  const [catalogue, cms] = await Promise.all([currentCatalogue(req.payload), cmsCoverage(req.payload, req.user)])
  const ui = interfaceCoverage(catalogue.rows)
  return (
    <Frame props={props} title="Translations: coverage">
      <p>Drafts count as translated but not reviewed. CMS content has no review status: its &quot;In te reo Māori&quot; counts filled English fields that have their own te reo Māori (not a copy of the English).</p>
      <div id="interface-coverage"><CoverageTable caption="Interface strings" areas={ui.areas} total={ui.total} withReviewed /></div>
      <div id="cms-coverage"><CoverageTable caption="CMS content" areas={cms.areas} total={cms.total} withReviewed={false} /></div>
    </Frame>
  )
}
