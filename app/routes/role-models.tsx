import type { LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { BrowseFilters, useShownQuery } from '~/components/browse-filters'
import { BehindModal } from '~/components/modal'
import { Pager } from '~/components/pager'
import { RoleModelCard } from '~/components/role-model-card'
import { browseRoleModels } from '~/domain/browse/browse.server'
import { isPastEnd, parseBrowseQuery, toSearchParams } from '~/domain/browse/query'
import { i18nServer } from '~/utils/i18n.server'
import { requireTeacher } from '~/utils/auth.server'
import { getPayloadClient } from '~/lib/payload.server'

export const handle = { title: 'titles.roleModels' }

/** Browse role models (teachers): every filter and the page live in the address. */
export async function loader({ request }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const url = new URL(request.url)
  const query = parseBrowseQuery(url.searchParams)
  const [payload, locale] = await Promise.all([getPayloadClient(), i18nServer.getLocale(request)])
  const result = await browseRoleModels({ payload, teacher, query, locale })
  // Past the last page (the list shrank, or a hand-edited address): back to page 1 of the same filters.
  if (isPastEnd(query.page, result._meta.totalPages)) {
    const search = toSearchParams(query, { page: 1 }).toString()
    throw redirect(`${url.pathname}${search ? `?${search}` : ''}`)
  }
  return json({ ...result, query })
}

export default function BrowseRoleModels() {
  const { data, filters, _meta, query: loaded } = useLoaderData<typeof loader>()
  const { t, lang } = useT('teachers')
  const location = useLocation()
  const query = useShownQuery(loaded, '/role-models')

  const currentSearch = toSearchParams(loaded).toString()
  const returnTo = `/role-models${currentSearch ? `?${currentSearch}` : ''}`
  const pageHref = (page: number) => {
    const params = toSearchParams(loaded, { page }).toString()
    return `/role-models${params ? `?${params}` : ''}#results`
  }
  const cardHref = (id: number) => `/role-models/${id}${currentSearch ? `?${currentSearch}` : ''}`

  return (
    <div className="browse">
      {/* A profile opened from the grid: its dialog first, the grid behind it. */}
      <Outlet />
      <BehindModal>
        <h1 lang={lang('browse.title')}>{t('browse.title')}</h1>
        <div className="browse-layout">
          <BrowseFilters action="/role-models" loaded={loaded} shown={query} filters={filters} withEventType />

          <section className="browse-results" id="results" aria-labelledby="results-heading" tabIndex={-1}>
            <h2 id="results-heading" className="browse-count" aria-live="polite" lang={lang('browse.showing', { count: _meta.totalResults })}>
              {t('browse.showing', { count: _meta.totalResults })}
            </h2>
            {data.length ? (
              <ul className="rm-grid">
                {data.map((card) => (
                  <RoleModelCard key={card.id} card={card} href={cardHref(card.id)} returnTo={location.pathname === '/role-models' ? returnTo : location.pathname + location.search} />
                ))}
              </ul>
            ) : (
              <p className="browse-empty" lang={lang(query.onlyMyFavourites ? 'browse.noFavourites' : 'browse.noResults')}>{query.onlyMyFavourites ? t('browse.noFavourites') : t('browse.noResults')}</p>
            )}
            <Pager page={_meta.page} totalPages={_meta.totalPages} href={pageHref} label={t('pager.label')} labelLang={lang('pager.label')} />
          </section>
        </div>
      </BehindModal>
    </div>
  )
}
