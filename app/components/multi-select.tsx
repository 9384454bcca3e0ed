import { useEffect, useId, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import { useHydrated } from '~/utils/use-hydrated'
import { focusLeft, useOutsidePointerDown } from '~/utils/use-outside-pointer-down'
import type { Option } from './field'
import { FILTER_DEBOUNCE_MS, filterOptions, selectionChanged } from './option-filter'

type MultiSelectProps = {
  /** The form field's name; each ticked option is sent as one value, as a group of checkboxes would be. */
  name: string
  legend: ReactNode
  options: Option[]
  defaultValue?: string[]
  /**
   * The selection to follow when it changes from outside while closed (the address changed: back button, Clear
   * filters). Compared by content, so a new array with the same values changes nothing.
   */
  value?: string[]
  /** Told on closing whether the selection changed while it was open (the spec's report). */
  onClose?: (result: { changed: boolean; selected: string[] }) => void
  /**
   * The page has a form of its own for browsers without JavaScript (browse's accordions): the server then sends only
   * the button, and the options arrive with hydration (the button is disabled until then), so the page is not sent
   * every option twice.
   */
  optionsOnceHydrated?: boolean
}

/**
 * A multi-select dropdown with a filter box that enhances plain checkboxes. The server renders a fieldset of
 * checkboxes, which is what stays without JavaScript. With JavaScript (html.js, set before the first paint) the
 * checkboxes fold behind a button showing how many are ticked; opened, a filter box narrows them down (case and
 * macrons ignored, after a 250 ms pause) and the dropdown closes on Escape, a click outside, Done, or focus moving
 * out of it (Tab past its last option: the open panel would otherwise cover what focus went to, WCAG 2.4.11); Escape
 * and Done give focus back to the button. The checkboxes stay the form's inputs throughout, so the form sends the same.
 */
export function MultiSelect({ name, legend, options, defaultValue = [], value, onClose, optionsOnceHydrated = false }: MultiSelectProps) {
  const { t, lang } = useT()
  const hydrated = useHydrated()
  const id = useId()
  const panelId = `${id}-panel`
  const legendId = `${id}-legend`
  const [open, setOpen] = useState(false)
  const [selected, setSelected] = useState<string[]>(defaultValue)
  const [filter, setFilter] = useState('')
  const [applied, setApplied] = useState('')
  const rootRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const filterRef = useRef<HTMLInputElement>(null)
  const openedWith = useRef<string[]>(selected)
  const selectedRef = useRef(selected)
  selectedRef.current = selected
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  const close = (returnFocus: boolean) => {
    setOpen(false)
    setFilter('')
    setApplied('')
    if (returnFocus) toggleRef.current?.focus()
    onCloseRef.current?.({ changed: selectionChanged(openedWith.current, selectedRef.current), selected: selectedRef.current })
  }
  const closeRef = useRef(close)
  closeRef.current = close

  const followed = value?.join('\u0000')
  useEffect(() => {
    if (value && !open) setSelected(value)
    // Only a change of content is followed; `value` itself is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followed])

  useEffect(() => {
    if (filter === applied) return
    const timer = setTimeout(() => setApplied(filter), FILTER_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [filter, applied])

  useEffect(() => {
    if (open) filterRef.current?.focus()
  }, [open])
  // A press anywhere outside closes it, leaving focus where the press put it.
  useOutsidePointerDown([rootRef], () => closeRef.current(false), open)

  const shown = new Set(filterOptions(options, applied).map((option) => String(option.id)))
  const announced = open && applied ? (shown.size ? 'multiSelect.shown' : 'multiSelect.noMatches') : null
  const toggle = (value: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current.filter((v) => v !== value), value] : current.filter((v) => v !== value)))

  return (
    // Escape closes the dropdown from wherever focus is inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={`multi-select${open ? ' is-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.preventDefault()
        event.stopPropagation()
        close(true)
      }}
      // Focus leaving it (to something outside, not to the browser's own controls) closes it, focus staying put.
      onBlur={(event) => {
        if (open && focusLeft(event.relatedTarget, rootRef.current)) close(false)
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="multi-select-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open) return close(false)
          openedWith.current = selected
          setOpen(true)
        }}
      >
        <span className="multi-select-label">{legend}</span>
        <span className="multi-select-summary" lang={lang('multiSelect.summary', { count: selected.length })}>{t('multiSelect.summary', { count: selected.length })}</span>
      </button>
      <div id={panelId} className="multi-select-panel">
        <fieldset className="filter-group multi-select-options" aria-labelledby={legendId}>
          <legend id={legendId} className="multi-select-legend">{legend}</legend>
          {hydrated ? (
            <div className="multi-select-filter">
              <label htmlFor={`${id}-filter`} className="visually-hidden" lang={lang('multiSelect.filter')}>{t('multiSelect.filter')}</label>
              <input
                ref={filterRef}
                id={`${id}-filter`}
                type="text"
                autoComplete="off"
                placeholder={t('multiSelect.filter')}
                lang={lang('multiSelect.filter')}
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                // Enter in the filter must not submit the form around the dropdown.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault()
                }}
              />
              <p className="visually-hidden" aria-live="polite" lang={announced ? lang(announced, { count: shown.size }) : undefined}>
                {announced ? t(announced, { count: shown.size }) : ''}
              </p>
            </div>
          ) : null}
          <div className="multi-select-list">
            {(optionsOnceHydrated && !hydrated ? [] : options).map((option) => {
              const value = String(option.id)
              const optionId = `${id}-${value}`
              return (
                <div key={value} className="filter-option" hidden={!shown.has(value)}>
                  <input
                    type="checkbox"
                    id={optionId}
                    name={name}
                    value={value}
                    checked={selected.includes(value)}
                    onChange={(event) => toggle(value, event.target.checked)}
                  />
                  <label htmlFor={optionId} lang={option.lang}>{option.title}</label>
                </div>
              )
            })}
            {hydrated && !shown.size ? <p className="muted" lang={lang('multiSelect.noMatches')}>{t('multiSelect.noMatches')}</p> : null}
          </div>
          {hydrated ? (
            <div className="multi-select-actions">
              <button type="button" className="button button-primary" onClick={() => close(true)} lang={lang('multiSelect.done')}>{t('multiSelect.done')}</button>
            </div>
          ) : null}
        </fieldset>
      </div>
    </div>
  )
}
