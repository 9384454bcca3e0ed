import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '~/components/pager'
import { RoleModelCard } from '~/components/role-model-card'
import { browseRoleModels } from '~/domain/browse/browse.server'
import type { FilterOption } from '~/domain/browse/browse.server'
import { activeFilterCount, EVENT_TYPES, FILTERS, isPastEnd, MAX_SEARCH_LENGTH, parseBrowseQuery, toSearchParams } from '~/domain/browse/query'
import type { BrowseQuery, FilterKey } from '~/domain/browse/query'
import { i18nServer } from '~/i18n/i18n.server'
import { requireTeacher } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'
import { useHydrated } from '~/utils/use-hydrated'

export const meta: MetaFunction = () => [{ title: 'Browse role models | Inspiring the Future Aotearoa' }]

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

/** The state being shown: the address being navigated to while the list loads, so ticks show at once. */
function useShownQuery(loaded: BrowseQuery): BrowseQuery {
  const navigation = useNavigation()
  if (navigation.location?.pathname === '/role-models') return parseBrowseQuery(new URLSearchParams(navigation.location.search))
  return loaded
}

/** Submits the filter form as a GET navigation: empty search left out, and always back to page 1. */
function formSearch(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string') continue
    if (key === 'q' && !value.trim()) continue
    if (key === 'eventType' && value === 'all') continue
    params.append(key, key === 'q' ? value.trim() : value)
  }
  return params
}

function syncInputs(form: HTMLFormElement, query: BrowseQuery) {
  for (const input of Array.from(form.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'))) {
    const key = input.name.replace('[]', '')
    if (key === 'eventType') input.checked = query.eventType === input.value
    else if (key === 'onlyMyFavourites') input.checked = query.onlyMyFavourites
    else if (FILTERS.some((filter) => filter.key === key)) input.checked = query[key as FilterKey].includes(Number(input.value))
  }
}

export default function BrowseRoleModels() {
  const { data, filters, _meta, query: loaded } = useLoaderData<typeof loader>()
  const { t } = useTranslation('teachers')
  const hydrated = useHydrated()
  const submit = useSubmit()
  const location = useLocation()
  const query = useShownQuery(loaded)
  const [search, setSearch] = useState(loaded.q)
  const [filtersShown, setFiltersShown] = useState(false)
  useEffect(() => setSearch(loaded.q), [loaded.q])
  const formRef = useRef<HTMLFormElement>(null)
  // The inputs are the browser's own (so a tick shows at once); when the address changes some other way
  // (back button, Clear filters, a link) they follow the loaded state.
  useEffect(() => {
    if (formRef.current) syncInputs(formRef.current, loaded)
  }, [loaded])

  const currentSearch = toSearchParams(loaded).toString()
  const returnTo = `/role-models${currentSearch ? `?${currentSearch}` : ''}`
  const pageHref = (page: number) => {
    const params = toSearchParams(loaded, { page }).toString()
    return `/role-models${params ? `?${params}` : ''}#results`
  }
  const cardHref = (id: number) => `/role-models/${id}${currentSearch ? `?${currentSearch}` : ''}`

  const apply = (form: HTMLFormElement) => {
    const params = formSearch(form)
    submit(params, { method: 'get', action: '/role-models', preventScrollReset: true })
  }
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // Ticks and choices apply at once; the search box waits for Search (or Enter).
    if ((event.target as HTMLInputElement).name === 'q') return
    apply(event.currentTarget)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }

  const count = activeFilterCount(query)
  return (
    <div className="browse">
      <h1>{t('browse.title')}</h1>
      <div className="browse-layout">
        <section className="browse-filters" aria-labelledby="filters-heading">
          <div className="browse-filters-header">
            <h2 id="filters-heading" className="browse-filters-title">{t('filters.title')}</h2>
            {hydrated ? (
              <button
                type="button"
                className="button button-secondary filters-toggle"
                aria-expanded={filtersShown}
                aria-controls="role-model-filters"
                onClick={() => setFiltersShown((shown) => !shown)}
              >
                {filtersShown ? t('filters.hide') : t('filters.show')}
              </button>
            ) : null}
          </div>
          <form
            id="role-model-filters"
            ref={formRef}
            method="get"
            action="/role-models"
            role="search"
            // The back button shows the state in the address, not the browser's memory of the form.
            autoComplete="off"
            aria-label={t('filters.title')}
            className={hydrated && !filtersShown ? 'filters-form filters-collapsed' : 'filters-form'}
            onChange={onChange}
            onSubmit={onSubmit}
          >
            <div className="filter-search">
              <label htmlFor="role-model-search">{t('filters.search')}</label>
              <div className="field-control">
                <input
                  id="role-model-search"
                  type="search"
                  name="q"
                  value={search}
                  maxLength={MAX_SEARCH_LENGTH}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={t('filters.searchPlaceholder')}
                />
                <button type="submit" className="button button-primary">{t('filters.searchButton')}</button>
              </div>
            </div>

            <fieldset className="filter-group">
              <legend>{t('filters.eventType')}</legend>
              {EVENT_TYPES.map((type) => (
                <label key={type} className="filter-option">
                  <input type="radio" name="eventType" value={type} defaultChecked={loaded.eventType === type} />
                  {t(`filters.eventTypes.${type}`)}
                </label>
              ))}
            </fieldset>

            <label className="filter-option filter-favourites">
              <input type="checkbox" name="onlyMyFavourites" value="true" defaultChecked={loaded.onlyMyFavourites} />
              {t('filters.onlyMyFavourites')}
            </label>

            {FILTERS.map((filter) => (
              <FilterAccordion key={filter.key} name={filter.key} options={filters[filter.key]} selected={query[filter.key]} initial={loaded[filter.key]} />
            ))}

            <div className="filter-actions">
              {hydrated ? null : <button type="submit" className="button button-primary">{t('filters.apply')}</button>}
              {count > 0 ? <Link to="/role-models" className="button button-secondary">{t('filters.clear')}</Link> : null}
            </div>
          </form>
        </section>

        <section className="browse-results" id="results" aria-labelledby="results-heading" tabIndex={-1}>
          <h2 id="results-heading" className="browse-count" aria-live="polite">
            {t('browse.showing', { count: _meta.totalResults })}
          </h2>
          {data.length ? (
            <ul className="rm-grid">
              {data.map((card) => (
                <RoleModelCard key={card.id} card={card} href={cardHref(card.id)} returnTo={location.pathname === '/role-models' ? returnTo : location.pathname + location.search} />
              ))}
            </ul>
          ) : (
            <p className="browse-empty">{query.onlyMyFavourites ? t('browse.noFavourites') : t('browse.noResults')}</p>
          )}
          <Pager page={_meta.page} totalPages={_meta.totalPages} href={pageHref} label={t('pager.label')} />
        </section>
      </div>
      <Outlet />
    </div>
  )
}

function FilterAccordion({ name, options, selected, initial }: { name: FilterKey; options: FilterOption[]; selected: number[]; initial: number[] }) {
  const { t } = useTranslation('teachers')
  // Open at first when something is ticked; afterwards the visitor decides.
  const [open, setOpen] = useState(selected.length > 0)
  const label = t(`filters.${name}`)
  return (
    <details className="filter-accordion" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span>{label}</span>
        {selected.length ? <span className="filter-count">{t('filters.selected', { count: selected.length })}</span> : null}
      </summary>
      <fieldset className="filter-group">
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.id} className="filter-option">
            <input type="checkbox" name={`${name}[]`} value={option.id} defaultChecked={initial.includes(option.id)} />
            {option.title}
          </label>
        ))}
      </fieldset>
    </details>
  )
}
