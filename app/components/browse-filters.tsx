import { Link, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useT } from '~/i18n/use-t'
import { TermText } from './term-text'
import type { FilterOption } from '~/domain/browse/browse.server'
import { idKey } from '~/domain/shared/ids'
import type { DocId } from '~/domain/shared/ids'
import { activeFilterCount, EVENT_TYPES, FILTERS, MAX_SEARCH_LENGTH, parseBrowseQuery } from '~/domain/browse/query'
import type { BrowseQuery, FilterKey } from '~/domain/browse/query'
import { useHydrated } from '~/utils/use-hydrated'
import { MultiSelect } from './multi-select'

/** The state being shown: the address being navigated to while the list loads, so ticks show at once. */
export function useShownQuery(loaded: BrowseQuery, pathname: string): BrowseQuery {
  const navigation = useNavigation()
  if (navigation.location?.pathname === pathname) return parseBrowseQuery(new URLSearchParams(navigation.location.search))
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
    // The dropdowns' ticks are React's: each MultiSelect follows the loaded state itself (its `value`).
  }
}

type BrowseFiltersProps = {
  /** The page the filters belong to: they navigate there with the filters in the address. */
  action: string
  loaded: BrowseQuery
  shown: BrowseQuery
  filters: Record<FilterKey, FilterOption[]>
  /** The event-type choice (browse) or not (choosing for an event, whose type is fixed). */
  withEventType: boolean
  /** Filters fixed by the page (an in-person event's region), not offered. */
  fixed?: FilterKey[]
}

/**
 * The role-model filters and search of the browse and choose pages (one implementation): a GET form, so it works
 * without JavaScript; with JavaScript, ticks apply at once and the search waits for Search or Enter.
 */
export function BrowseFilters({ action, loaded, shown, filters, withEventType, fixed = [] }: BrowseFiltersProps) {
  const { t, lang } = useT('teachers')
  const submit = useSubmit()
  const hydrated = useHydrated()
  const [search, setSearch] = useState(loaded.q)
  const [filtersShown, setFiltersShown] = useState(false)
  useEffect(() => setSearch(loaded.q), [loaded.q])
  const formRef = useRef<HTMLFormElement>(null)
  // The inputs are the browser's own (so a tick shows at once); when the address changes some other way
  // (back button, Clear filters, a link) they follow the loaded state.
  useEffect(() => {
    if (formRef.current) syncInputs(formRef.current, loaded)
  }, [loaded])

  const apply = (form: HTMLFormElement) => submit(formSearch(form), { method: 'get', action, preventScrollReset: true })
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // Choices apply at once; the search box waits for Search (or Enter); a dropdown's ticks apply when it closes.
    const target = event.target as HTMLInputElement
    if (target.name === 'q' || target.closest('.multi-select')) return
    apply(event.currentTarget)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  const offered = FILTERS.filter((filter) => !fixed.includes(filter.key))
  const count = activeFilterCount({ ...shown, eventType: withEventType ? shown.eventType : 'all', ...Object.fromEntries(fixed.map((key) => [key, []])) })

  return (
    <section className="browse-filters" aria-labelledby="filters-heading">
      <div className="browse-filters-header">
        <h2 id="filters-heading" className="browse-filters-title" lang={lang('filters.title')}>{t('filters.title')}</h2>
        {/* Rendered by the server too (shown only on phones and only with JavaScript, see app.css), so the first
            paint has the final layout: no open-then-collapse shift. */}
        <button
          type="button"
          className="button button-secondary filters-toggle"
          aria-expanded={filtersShown}
          aria-controls="role-model-filters"
          onClick={() => setFiltersShown((isShown) => !isShown)}
          lang={lang(filtersShown ? 'filters.hide' : 'filters.show')}
        >
          {filtersShown ? t('filters.hide') : t('filters.show')}
        </button>
      </div>
      <form
        id="role-model-filters"
        ref={formRef}
        method="get"
        action={action}
        role="search"
        // The back button shows the state in the address, not the browser's memory of the form.
        autoComplete="off"
        // Named by the section's heading (the same words), which says its own language.
        aria-labelledby="filters-heading"
        className={filtersShown ? 'filters-form' : 'filters-form filters-collapsed'}
        onChange={onChange}
        onSubmit={onSubmit}
      >
        <div className="filter-search">
          <label htmlFor="role-model-search" lang={lang('filters.search')}>{t('filters.search')}</label>
          <div className="field-control">
            <input
              id="role-model-search"
              type="search"
              name="q"
              value={search}
              maxLength={MAX_SEARCH_LENGTH}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('filters.searchPlaceholder')}
              lang={lang('filters.searchPlaceholder')}
            />
            <button type="submit" className="button button-primary" lang={lang('filters.searchButton')}>{t('filters.searchButton')}</button>
          </div>
        </div>

        {withEventType ? (
          <fieldset className="filter-group">
            <legend lang={lang('filters.eventType')}>{t('filters.eventType')}</legend>
            {EVENT_TYPES.map((type) => (
              <label key={type} className="filter-option" lang={lang(`filters.eventTypes.${type}`)}>
                <input type="radio" name="eventType" value={type} defaultChecked={loaded.eventType === type} />
                {t(`filters.eventTypes.${type}`)}
              </label>
            ))}
          </fieldset>
        ) : null}

        <label className="filter-option filter-favourites" lang={lang('filters.onlyMyFavourites')}>
          <input type="checkbox" name="onlyMyFavourites" value="true" defaultChecked={loaded.onlyMyFavourites} />
          {t('filters.onlyMyFavourites')}
        </label>

        {/* Without JavaScript: the checkbox accordions, which the browser builds from <noscript> (React leaves them
            alone). With JavaScript: the dropdowns, disabled until hydrated so a page without JavaScript never sends their
            (hidden) checkboxes as well; their options come with hydration, not in the page a second time. */}
        <noscript>
          {offered.map((filter) => (
            <FilterAccordion key={filter.key} name={filter.key} options={filters[filter.key]} initial={loaded[filter.key]} />
          ))}
        </noscript>
        <fieldset className="plain-fieldset filter-dropdowns" disabled={!hydrated}>
          {offered.map((filter) => (
            <MultiSelect
              key={filter.key}
              name={`${filter.key}[]`}
              legend={<span lang={lang(`filters.${filter.key}`)}>{t(`filters.${filter.key}`)}</span>}
              options={filters[filter.key]}
              optionsOnceHydrated
              defaultValue={loaded[filter.key].map(String)}
              value={loaded[filter.key].map(String)}
              onClose={({ changed }) => {
                if (changed && formRef.current) apply(formRef.current)
              }}
            />
          ))}
        </fieldset>

        <div className="filter-actions">
          {/* Only needed without JavaScript (ticks apply at once otherwise); hidden by CSS so hydration shifts nothing. */}
          <button type="submit" className="button button-primary filters-apply" lang={lang('filters.apply')}>{t('filters.apply')}</button>
          {count > 0 ? <Link to={action} className="button button-secondary" lang={lang('filters.clear')}>{t('filters.clear')}</Link> : null}
        </div>
      </form>
    </section>
  )
}

/** A filter's checkboxes in an accordion (the page without JavaScript), open when something is ticked. */
function FilterAccordion({ name, options, initial }: { name: FilterKey; options: FilterOption[]; initial: DocId[] }) {
  const { t, lang } = useT('teachers')
  const label = t(`filters.${name}`)
  const labelLang = lang(`filters.${name}`)
  return (
    <details className="filter-accordion" open={initial.length > 0}>
      <summary>
        <span lang={labelLang}>{label}</span>
        {initial.length ? <span className="filter-count" lang={lang('filters.selected', { count: initial.length })}>{t('filters.selected', { count: initial.length })}</span> : null}
      </summary>
      <fieldset className="filter-group">
        <legend className="visually-hidden" lang={labelLang}>{label}</legend>
        {options.map((option) => (
          <label key={option.id} className="filter-option">
            <input type="checkbox" name={`${name}[]`} value={option.id} defaultChecked={initial.some((id) => idKey(id) === idKey(option.id))} />
            <TermText term={option} />
          </label>
        ))}
      </fieldset>
    </details>
  )
}
