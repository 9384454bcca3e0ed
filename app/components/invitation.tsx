import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import type { TFunction } from 'i18next'
import { formatDisplayDate } from '~/domain/shared/dates'
import type { RoleModelEventCard } from '~/domain/invitations/list.server'
import { termParts } from '~/domain/reference/terms'
import type { Term } from '~/domain/reference/terms'
import { TermList } from './term-text'

type EventSummary = Pick<RoleModelEventCard, 'type' | 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'schoolName' | 'address'> & { region?: Term | null; district?: Term | null }

/** An event without a title is named by its type and school: 'Online event at Aorere College'. */
export function eventHeading(t: TFunction, event: { type: string; schoolName: string }) {
  return t('invitations:event.untitled', { type: t(`invitations:event.types.${event.type}`), school: event.schoolName })
}

/** The catalogue keys of an event's name (none for its own title), for useT's `lang`: see eventHeading. */
export function eventHeadingKeys(event: { title?: string | null; type: string }): string[] {
  return event.title ? [] : ['invitations:event.untitled', `invitations:event.types.${event.type}`]
}

/** A term (an `invitations` catalogue key) and its value, left out when there is no value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  const { t, lang } = useT('invitations')
  if (children === '' || children == null || children === false) return null
  return (
    <div className="fact">
      <dt lang={lang(term)}>{t(term)}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * 'Please respond by …' (`message` in the invitations namespace): the date is in the sentence's own language, so an
 * English sentence shown while te reo Māori has none says its month in English, and a translated one in te reo Māori.
 */
export function RespondBy({ date, message, className }: { date: string; message: string; className: string }) {
  const { t, lang, i18n } = useT('invitations')
  const options = { date: formatDisplayDate(date, lang(message) ?? i18n.language) }
  return <p className={className} lang={lang(message, options)}>{t(message, options)}</p>
}

/** When and where: date, time, arrival, place (or Online) and school. */
export function EventFacts({ event }: { event: EventSummary }) {
  const { t, lang, i18n } = useT('invitations')
  const time = event.startTime && event.endTime ? <span lang={lang('event.timeRange')}>{t('event.timeRange', { start: event.startTime, end: event.endTime })}</span> : event.startTime
  // The place's parts each in its own language: the address as written, the district and region from the lists (decision 0053).
  const place = event.type === 'online' ? <span lang={lang('event.online')}>{t('event.online')}</span> : termParts([event.address, event.district, event.region]).length ? <TermList terms={[event.address, event.district, event.region]} /> : ''
  return (
    <dl className="facts">
      <Fact term="event.date">{event.date ? formatDisplayDate(event.date, i18n.language) : ''}</Fact>
      <Fact term="event.time">{time}</Fact>
      <Fact term="event.arrivalTime">{event.type === 'online' ? '' : event.arrivalTime}</Fact>
      <Fact term="event.location">{place}</Fact>
      <Fact term="event.school">{event.schoolName}</Fact>
    </dl>
  )
}
