import { getInputProps } from '@conform-to/react'
import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import { parseDateInput } from '~/domain/shared/dates'
import { useHydrated } from '~/utils/use-hydrated'
import { useOutsidePointerDown } from '~/utils/use-outside-pointer-down'
import { addMonths, isSelectable, monthGrid, monthOf, moveFocus, toInputText, toIso } from './calendar-grid'
import type { Month } from './calendar-grid'
import { ErrorList, labelId, RequiredMark } from './field'
import { formatDate } from '~/i18n/format'

type DateFieldProps = {
  label: ReactNode
  meta: FieldMetadata<string | undefined | null> | FieldMetadata<unknown>
  /** Today's New Zealand date ('yyyy-MM-dd'), from the server so the browser's zone never matters. */
  today: string
  /** Offer past dates in the picker (the spec's picker option 'no past dates' is on by default). */
  allowPast?: boolean
}

/**
 * A date typed as dd/mm/yyyy (yyyy-mm-dd also accepted): a plain text field that works without JavaScript.
 * With JavaScript a 'Choose date' button opens a small calendar (weeks start on Monday, no past dates) that
 * is driven by the keyboard like a grid and writes the chosen date into the field.
 */
export function DateField({ label, meta, today, allowPast = false }: DateFieldProps) {
  const { t, lang } = useT('events')
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const pickerId = `${meta.id}-picker`
  const hintId = `${meta.id}-hint`
  const invalid = Boolean(meta.errors?.length)
  const { key, ...props } = getInputProps(meta as FieldMetadata<string>, { type: 'text', ariaAttributes: true })

  const choose = (iso: string) => {
    const input = inputRef.current
    if (input) {
      input.value = toInputText(iso)
      // The form's validation listens for input and change events, as if the date had been typed.
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
      input.focus()
    }
    setOpen(false)
  }

  return (
    <div className={`field date-field${invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={meta.id} id={labelId(meta.id)}>{label}{meta.required ? <RequiredMark /> : null}</label>
      <p id={hintId} className="field-hint" lang={lang('pages.dateField.hint')}>{t('pages.dateField.hint')}</p>
      <div className="field-control">
        <input
          key={key}
          ref={inputRef}
          {...props}
          inputMode="numeric"
          autoComplete="off"
          className="date-input"
          aria-describedby={[invalid ? meta.errorId : null, hintId].filter(Boolean).join(' ')}
        />
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            className="button button-secondary date-toggle"
            aria-expanded={open}
            aria-controls={pickerId}
            onClick={() => setOpen((value) => !value)}
          >
            <CalendarIcon />
            <span lang={lang('pages.dateField.choose')}>{t('pages.dateField.choose')}</span>
            <span className="visually-hidden">: {label}</span>
          </button>
        ) : null}
      </div>
      {hydrated && open ? (
        <DatePicker
          id={pickerId}
          today={today}
          min={allowPast ? null : today}
          selected={parseDateInput(inputRef.current?.value ?? '')}
          onChoose={choose}
          onClose={(returnFocus) => {
            setOpen(false)
            if (returnFocus) toggleRef.current?.focus()
          }}
          ignore={toggleRef}
        />
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

type DatePickerProps = {
  id: string
  today: string
  min: string | null
  selected: string | null
  onChoose: (iso: string) => void
  onClose: (returnFocus: boolean) => void
  /** The toggle button: a click on it is not a click outside. */
  ignore: React.RefObject<HTMLElement | null>
}

function DatePicker({ id, today, min, selected, onChoose, onClose, ignore }: DatePickerProps) {
  const { t, lang, i18n } = useT('events')
  const headingId = useId()
  const start = selected && isSelectable(selected, min) ? selected : min ?? today
  const [focused, setFocused] = useState(start)
  const [shown, setShown] = useState<Month>(monthOf(start))
  const rootRef = useRef<HTMLDivElement>(null)
  // Month and day names in the page's language, the same on every engine (app/i18n/format.ts).
  const locale = i18n.language

  const isDisabled = (iso: string) => !isSelectable(iso, min)

  useEffect(() => {
    // On opening and after every move the focused day takes the focus (a roving tabindex).
    rootRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus()
  }, [focused, shown])

  useOutsidePointerDown([rootRef, ignore], () => onClose(false))

  const focusDate = (iso: string) => {
    if (isDisabled(iso)) iso = min!
    setFocused(iso)
    setShown(monthOf(iso))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focused, event.key, event.shiftKey)
    if (!next) return
    event.preventDefault()
    focusDate(next)
  }

  const showMonth = (months: number) => {
    const next = addMonths(toIso(shown.year, shown.month, 1), months)
    const month = monthOf(next)
    setShown(month)
    const day = addMonths(focused, months)
    setFocused(isDisabled(day) ? min! : day)
  }

  const monthTitle = formatDate(new Date(Date.UTC(shown.year, shown.month - 1, 1)), locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const dayLabel = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`), locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  // 2024-01-01 was a Monday: the column headings start there.
  const weekdays = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)))
  const previousDisabled = Boolean(min && toIso(shown.year, shown.month, 1) <= min)

  return (
    // Escape closes the picker from wherever focus is inside it (a dialog's keyboard contract).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={rootRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      className="date-picker"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose(true)
      }}
      // Tabbing out closes it, so it never covers the field the keyboard moved to (WCAG 2.4.11). Focus going
      // nowhere (a click on the page) is left to the outside press; back to its own button, that button decides.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (next && !rootRef.current?.contains(next) && !ignore.current?.contains(next)) onClose(false)
      }}
    >
      <div className="date-picker-header">
        <button type="button" className="date-picker-nav" onClick={() => showMonth(-1)} disabled={previousDisabled} aria-label={t('pages.dateField.previousMonth')} lang={lang('pages.dateField.previousMonth')}>
          <span aria-hidden="true">‹</span>
        </button>
        <p id={headingId} className="date-picker-title" aria-live="polite">{monthTitle}</p>
        <button type="button" className="date-picker-nav" onClick={() => showMonth(1)} aria-label={t('pages.dateField.nextMonth')} lang={lang('pages.dateField.nextMonth')}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table role="grid" aria-labelledby={headingId} className="date-picker-grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={formatDate(day, locale, { weekday: 'long', timeZone: 'UTC' })}>
                {formatDate(day, locale, { weekday: 'short', timeZone: 'UTC' }).slice(0, locale === 'mi' ? 3 : 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(shown).map((week, row) => (
            <tr key={row}>
              {week.map((iso, column) =>
                iso ? (
                  <td key={iso} aria-selected={iso === selected}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      disabled={isDisabled(iso)}
                      aria-label={dayLabel(iso)}
                      aria-current={iso === today ? 'date' : undefined}
                      className={`date-picker-day${iso === selected ? ' is-selected' : ''}${iso === today ? ' is-today' : ''}`}
                      onClick={() => onChoose(iso)}
                    >
                      {Number(iso.slice(8, 10))}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="date-picker-footer">
        <button type="button" className="link-button" onClick={() => onClose(true)} lang={lang('pages.dateField.close')}>{t('pages.dateField.close')}</button>
      </div>
    </div>
  )
}
