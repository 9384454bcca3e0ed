import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { formatDisplayDate } from '~/domain/events/dates'
import type { RoleModelEventCard } from '~/domain/invitations/invitations.server'

type EventSummary = Pick<RoleModelEventCard, 'type' | 'date' | 'arrivalTime' | 'startTime' | 'endTime' | 'schoolName' | 'address'> & { region?: string; district?: string }

/** An event without a title is named by its type and school: 'Online event at Aorere College'. */
export function eventHeading(t: TFunction, event: { type: string; schoolName: string }) {
  return t('invitations:event.untitled', { type: t(`invitations:event.types.${event.type}`), school: event.schoolName })
}

/** A term and its value, left out when there is no value. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  if (children === '' || children == null || children === false) return null
  return (
    <div className="fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** When and where: date, time, arrival, place (or Online) and school. */
export function EventFacts({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation('invitations')
  const time = event.startTime && event.endTime ? t('event.timeRange', { start: event.startTime, end: event.endTime }) : event.startTime
  const place = event.type === 'online' ? t('event.online') : [event.address, event.district, event.region].filter(Boolean).join(', ')
  return (
    <dl className="facts">
      <Fact term={t('event.date')}>{event.date ? formatDisplayDate(event.date, i18n.language) : ''}</Fact>
      <Fact term={t('event.time')}>{time}</Fact>
      <Fact term={t('event.arrivalTime')}>{event.type === 'online' ? '' : event.arrivalTime}</Fact>
      <Fact term={t('event.location')}>{place}</Fact>
      <Fact term={t('event.school')}>{event.schoolName}</Fact>
    </dl>
  )
}
