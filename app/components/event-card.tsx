import { Link } from '@remix-run/react'
import { useId } from 'react'
import { useT } from '~/i18n/use-t'
import { formatDisplayDate, storedToEventDate } from '~/domain/shared/dates'
import type { EventCardData } from '~/domain/events/list.server'
import { useDatedText } from './event-dated-text'

/** '5 March 2024' for a stored event date; null when the draft has none yet. */
export function displayEventDate(value: string | null | undefined, lang?: string): string | null {
  const date = storedToEventDate(value)
  return date ? formatDisplayDate(date, lang) : null
}

/** An event's name: its title, or its type and date ('In-person event, 5 March 2027') while it has none. */
export function eventName(t: (key: string, options?: Record<string, unknown>) => string, event: { title?: string | null; type: string; date?: string | null }, lang?: string): string {
  if (event.title) return event.title
  const date = displayEventDate(event.date, lang)
  return date ? t('pages.typeEventOn', { type: t(`pages.typeEvent.${event.type}`), date }) : t(`pages.typeEvent.${event.type}`)
}

/** The catalogue keys `eventName` composes the name from (none for the teacher's own title), for useT's `lang`. */
export function eventNameKeys(event: { title?: string | null; type: string; date?: string | null }): string[] {
  if (event.title) return []
  const type = `pages.typeEvent.${event.type}`
  return displayEventDate(event.date) ? ['pages.typeEventOn', type] : [type]
}

// Where the event's name goes in a sentence, so the name (with its marked date) can be put in as a node.
const TITLE_MARK = '\u2063'

/**
 * An event's name as `eventName` writes it, for an element marked `lang(eventNameKeys(event))`: a name composed in
 * English on a page in another language has its date (in the page's language) marked back (issue 34).
 */
export function EventNameText({ event }: { event: { title?: string | null; type: string; date?: string | null } }) {
  const { t, i18n } = useT('events')
  const dated = useDatedText('events')
  if (event.title) return <>{event.title}</>
  const date = displayEventDate(event.date, i18n.language)
  const type = t(`pages.typeEvent.${event.type}`)
  return <>{date ? dated('pages.typeEventOn', { date }, { type }) : type}</>
}

/**
 * A teacher's event card (spec section 2): date, arrival, start, end, role models invited and accepted, and the
 * event's next step. `heading` is h3 where the cards sit under a section's own h2 (the home's drafts to finish).
 */
export function EventCard({ event, heading: Heading = 'h2' }: { event: EventCardData; heading?: 'h2' | 'h3' }) {
  const { t, lang, i18n } = useT('events')
  const titleId = useId()
  const titleKeys = eventNameKeys(event)
  const rows: [string, string | number | null][] = [
    ['pages.card.date', displayEventDate(event.date, i18n.language)],
    ...(event.type === 'in-person' ? [['pages.card.arrival', event.arrivalTime] as [string, string | null]] : []),
    ['pages.card.start', event.startTime],
    ['pages.card.end', event.endTime],
    ['pages.card.invited', event.invitedCount],
    ['pages.card.accepted', event.acceptedCount],
  ]
  return (
    <li className="event-card">
      <article aria-labelledby={titleId}>
        <div className="event-card-header">
          <Heading id={titleId} className="event-card-title" lang={lang(titleKeys)}><EventNameText event={event} /></Heading>
          <p className="event-card-tags">
            <span className="tag" lang={lang(`pages.types.${event.type}`)}>{t(`pages.types.${event.type}`)}</span>
            <span className={`tag tag-${event.displayState}`} lang={lang(`pages.states.${event.displayState}`)}>{t(`pages.states.${event.displayState}`)}</span>
          </p>
        </div>
        <dl className="event-card-facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt lang={lang(label)}>{t(label)}</dt>
              {value === null || value === '' || value === undefined ? <dd lang={lang('pages.card.notSet')}>{t('pages.card.notSet')}</dd> : <dd>{value}</dd>}
            </div>
          ))}
        </dl>
        {event.nextStep ? <NextStepLine step={event.nextStep} /> : null}
        <Link to={`/events/${event.id}`} className="button button-secondary event-card-link">
          <span lang={lang('pages.card.viewDetails')}>{t('pages.card.viewDetails')}</span>
          <span className="visually-hidden" lang={lang(['pages.card.viewDetailsOf', ...titleKeys])}> {t('pages.card.viewDetailsOf', { title: TITLE_MARK }).split(TITLE_MARK).flatMap((part, index) => (index ? [<EventNameText key={index} event={event} />, part] : [part]))}</span>
        </Link>
      </article>
    </li>
  )
}

/** What to do next: a link where it is an action on another page; a plain line where it is a wait or nothing to do. */
function NextStepLine({ step }: { step: NonNullable<EventCardData['nextStep']> }) {
  const { t, lang } = useT('events')
  const key = `pages.card.next.${step.kind}`
  const passive = step.kind === 'waitingForAnswers' || step.kind === 'ready'
  return (
    <p className={`event-card-next event-card-next-${step.kind}`}>
      <span className="event-card-next-label" lang={lang('pages.card.next.label')}>{t('pages.card.next.label')}</span>{' '}
      {passive ? <span lang={lang(key)}>{t(key)}</span> : <Link to={step.href} lang={lang(key)}>{t(key)}</Link>}
    </p>
  )
}
