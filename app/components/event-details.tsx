import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import type { EventView } from '~/domain/events/event-view'
import { Alert } from './alert'
import { displayEventDate } from './event-card'
import { formatDisplayDate, nzDate } from '~/domain/shared/dates'
import { errorKey, translateError } from '~/i18n/messages'
import { fieldLabelKey, useFieldLabel } from './event-field-labels'
import { useDatedText } from './event-dated-text'
import { TermList, TermText } from './term-text'

type Row = [label: ReactNode, value: ReactNode]

function Facts({ rows }: { rows: Row[] }) {
  const { t, lang } = useT('events')
  return (
    <dl className="event-facts">
      {rows.map(([label, value], index) => (
        <div key={index}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? <span className="muted" lang={lang('pages.details.notSet')}>{t('pages.details.notSet')}</span> : value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Times({ arrival, start, end }: { arrival?: string | null; start: string | null; end: string | null }) {
  const { t, lang } = useT('events')
  const times: [key: string, time: string | null | undefined][] = [['pages.details.arrival', arrival], ['pages.details.start', start], ['pages.details.end', end]]
  const parts = times.filter(([, time]) => time)
  // No time yet (a new draft) reads as every other missing detail does.
  return parts.length
    ? <span lang={lang(parts.map(([key]) => key))}>{parts.map(([key, time]) => t(key, { time })).join(', ')}</span>
    : <span className="muted" lang={lang('pages.details.notSet')}>{t('pages.details.notSet')}</span>
}

/** A meeting link is shown as text, never as a clickable link: the teacher typed it, nobody vetted it. */
function Meeting({ meeting }: { meeting: { platform: string | null; inviteLink: string | null; password: string | null } }) {
  const text = useMarkedText('events')
  const label = useFieldLabel()
  return (
    <Facts
      rows={[
        [label('MainEventMeetingPlatform'), meeting.platform ? text(`platforms.${meeting.platform}`) : null],
        [label('MainEventMeetingPlatformInviteLink'), meeting.inviteLink ? <span className="break-anywhere">{meeting.inviteLink}</span> : null],
        [label('MeetingPassword'), meeting.password],
      ]}
    />
  )
}

/** An event's details, as the teacher event page and the preview show them (spec section 3's fields). */
export function EventDetails({ event, headingLevel = 2 }: { event: EventView; headingLevel?: 2 | 3 }) {
  const { t, lang, i18n } = useT('events')
  const label = useFieldLabel()
  const text = useMarkedText('events')
  const H = `h${headingLevel}` as 'h2'
  const Sub = `h${headingLevel + 1}` as 'h3'
  const students: Row[] = event.type === 'in-person'
    ? [
      [label('NumberOfStudentsAttending'), event.numberOfStudents],
      [label('StudentsAge'), event.studentsAge],
    ]
    : [
      [label('OnlineNumberOfStudentsAttending'), event.numberOfStudents],
      [label('OnlineStudentsAge'), event.studentsAge],
      [label('HowWillStudentsAttendOnlineEvent'), event.howWillStudentsAttend ? text(`howWillStudentsAttend.${event.howWillStudentsAttend}`) : null],
      [label('StudentLanguages'), event.studentLanguages.length ? <TermList key="languages" terms={event.studentLanguages} /> : null],
    ]
  const info = event.info
  return (
    <div className="event-details">
      <section aria-labelledby="event-details-when" className="details-section">
        <H id="event-details-when" lang={lang('pages.event.details')}>{t('pages.event.details')}</H>
        <Facts
          rows={[
            [text('pages.details.type'), text(`pages.types.${event.type}`)],
            [text('pages.details.date'), displayEventDate(event.date, i18n.language)],
            [text('pages.details.times'), <Times key="times" arrival={event.type === 'in-person' ? event.arrivalTime : null} start={event.startTime} end={event.endTime} />],
            ...(event.type === 'in-person'
              ? ([
                [label('Address'), event.address],
                [label('District'), event.district && <TermText key="district" term={event.district} />],
                [label('Region'), event.region && <TermText key="region" term={event.region} />],
              ] as Row[])
              : []),
            ...students,
          ]}
        />
        {event.type === 'online' ? (
          <>
            <Sub lang={lang('pages.details.meeting')}>{t('pages.details.meeting')}</Sub>
            <Meeting meeting={event.meeting} />
            <Sub lang={lang('pages.details.preEventMeeting')}>{t('pages.details.preEventMeeting')}</Sub>
            {event.preEventMeeting ? (
              <>
                <Facts
                  rows={[
                    [text('pages.details.date'), displayEventDate(event.preEventMeeting.date, i18n.language)],
                    [text('pages.details.times'), <Times key="pre-times" start={event.preEventMeeting.startTime} end={event.preEventMeeting.endTime} />],
                  ]}
                />
                <Meeting meeting={event.preEventMeeting} />
              </>
            ) : (
              <p lang={lang('pages.details.noPreEventMeeting')}>{t('pages.details.noPreEventMeeting')}</p>
            )}
          </>
        ) : null}
      </section>
      <section aria-labelledby="event-details-info" className="details-section">
        <H id="event-details-info" lang={lang('pages.event.infoForRoleModels')}>{t('pages.event.infoForRoleModels')}</H>
        <Facts
          rows={[
            [label('ArrivalDetails'), info.arrivalDetails],
            [label('HowWillTheEventStart'), info.howWillTheEventStart],
            [label('CulturalExpectations'), info.culturalExpectations],
            [label('PhotosAllowed'), text(info.photosAllowed ? 'pages.details.yes' : 'pages.details.no')],
            [label('WhatStudentsCallTheTeacher'), info.whatStudentsCallTheTeacher],
            [label('LearningGoals'), info.learningGoals],
            [label('WhatMakesTheSchoolSpecial'), info.whatMakesTheSchoolSpecial],
            [label('RelatedTopic'), info.relatedTopic],
          ]}
        />
      </section>
    </div>
  )
}

type RoleModelRow = {
  id: number | string; roleModelId: number | string; name: string; status: number; photo: string | null; phone?: string | null; confirmed?: boolean
  accessNeeds?: string | null; supportPersonNeeds?: string | null
}
type WithdrawnRow = RoleModelRow & { reason: string; withdrawnAt: string }
type Groups = { notYetInvited: RoleModelRow[]; attending: RoleModelRow[]; notYetResponded: RoleModelRow[]; cantMakeIt: RoleModelRow[]; withdrawn?: WithdrawnRow[] }

/**
 * Your role models (spec section 2): four groups, and 'Withdrawn' (with each reason) once someone who accepted
 * withdrew; a draft shows only 'Not yet invited'.
 */
export function RoleModelGroups({ groups, draft, headingLevel = 3 }: { groups: Groups; draft: boolean; headingLevel?: 2 | 3 }) {
  const { t, lang, i18n } = useT('events')
  const dated = useDatedText('events')
  const H = `h${headingLevel}` as 'h3'
  const withdrawn = !draft && groups.withdrawn?.length ? groups.withdrawn : null
  const keys = draft ? (['notYetInvited'] as const) : (['notYetInvited', 'attending', 'notYetResponded', 'cantMakeIt'] as const)
  return (
    <div className="role-model-groups">
      {keys.map((key) => (
        <section key={key} aria-labelledby={`group-${key}`} className="role-model-group">
          <H id={`group-${key}`} lang={lang(`pages.event.groups.${key}`)}>
            {t(`pages.event.groups.${key}`)} <span className="group-count">({groups[key].length})</span>
          </H>
          {groups[key].length ? (
            <ul className="role-model-list">
              {groups[key].map((row) => (
                <li key={row.id}>
                  {row.photo ? (
                    <img src={row.photo} alt="" width={48} height={48} className="role-model-thumb" />
                  ) : (
                    <span className="role-model-thumb profile-photo-placeholder" aria-hidden="true" />
                  )}
                  <span className="role-model-who">
                    <span>{row.name}</span>
                    {row.confirmed === undefined ? null : (
                      <span className={`tag ${row.confirmed ? 'tag-confirmed' : 'tag-unconfirmed'}`} lang={lang(row.confirmed ? 'pages.event.confirmed' : 'pages.event.notYetConfirmed')}>
                        {t(row.confirmed ? 'pages.event.confirmed' : 'pages.event.notYetConfirmed')}
                      </span>
                    )}
                    {row.phone ? (
                      <span className="role-model-phone">
                        <span className="visually-hidden" lang={lang('pages.event.phone')}>{t('pages.event.phone')}: </span>
                        <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</a>
                      </span>
                    ) : null}
                    {row.accessNeeds ? (
                      <span className="role-model-need"><span lang={lang('pages.event.accessNeeds')}>{t('pages.event.accessNeeds')}</span>: {row.accessNeeds}</span>
                    ) : null}
                    {row.supportPersonNeeds ? (
                      <span className="role-model-need"><span lang={lang('pages.event.supportPersonNeeds')}>{t('pages.event.supportPersonNeeds')}</span>: {row.supportPersonNeeds}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted" lang={lang('pages.event.groupEmpty')}>{t('pages.event.groupEmpty')}</p>
          )}
        </section>
      ))}
      {withdrawn ? (
        <section aria-labelledby="group-withdrawn" className="role-model-group">
          <H id="group-withdrawn" lang={lang('pages.event.groups.withdrawn')}>
            {t('pages.event.groups.withdrawn')} <span className="group-count">({withdrawn.length})</span>
          </H>
          <ul className="role-model-list">
            {withdrawn.map((row) => (
              <li key={row.id}>
                {row.photo ? (
                  <img src={row.photo} alt="" width={48} height={48} className="role-model-thumb" />
                ) : (
                  <span className="role-model-thumb profile-photo-placeholder" aria-hidden="true" />
                )}
                <span className="role-model-who">
                  <span>{row.name}</span>
                  {row.withdrawnAt ? (
                    <span className="muted" lang={lang('pages.event.withdrawnOn')}>{dated('pages.event.withdrawnOn', { date: formatDisplayDate(nzDate(new Date(row.withdrawnAt)), i18n.language) })}</span>
                  ) : null}
                  <span className="withdrawn-reason">
                    <span lang={lang('pages.event.withdrawnReason')}>{t('pages.event.withdrawnReason')}</span>: {row.reason}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/** After a withdrawal: fewer role models are attending an event still to come than its minimum. */
export function BelowMinimum({ belowMinimum }: { belowMinimum: { attending: number; min: number } | null }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  if (!belowMinimum) return null
  return (
    <Alert type="warning" title={text('pages.event.belowMinimumTitle')}>
      <p lang={lang('pages.event.belowMinimumBody', { count: belowMinimum.min })}>
        {t('pages.event.belowMinimumBody', { count: belowMinimum.min, attending: belowMinimum.attending })}
      </p>
    </Alert>
  )
}

/**
 * The teacher event page's two alerts (spec section 2): a minimum number of role models is needed before the
 * event can start; event details must be completed before inviting.
 */
export function ActivationBlockers({ countProblem, missingDetails, min, chosen }: { countProblem: string | null; missingDetails: string[]; min: number; chosen: number }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  // Plain text: the names are joined into one sentence, which is marked as a whole (a marked label is a node).
  const detailName = (name: string) => (name.includes('.') ? translateError(t, name) : t(fieldLabelKey(name)))
  // A missing detail is named by an error message's key (with its parameters) or by its field's label.
  const detailKey = (name: string) => (name.includes('.') ? name.split('|')[0] : fieldLabelKey(name))
  const fields = missingDetails.map(detailName).join(', ')
  const countMessage = countProblem ? errorKey(countProblem) : null
  const countProblemLang = countMessage ? lang(countMessage.key, countMessage.options) : undefined
  return (
    <>
      {countProblem ? (
        chosen < min ? (
          <Alert type="warning" title={text('pages.event.minimumTitle', { count: min })}>
            <p><span lang={countProblemLang}>{translateError(t, countProblem)}</span> <span lang={lang('pages.event.minimumBody')}>{t('pages.event.minimumBody')}</span></p>
          </Alert>
        ) : (
          <Alert type="warning" title={<span lang={countProblemLang}>{translateError(t, countProblem)}</span>} />
        )
      ) : null}
      {missingDetails.length ? (
        <Alert type="warning" title={text('pages.event.incompleteTitle')}>
          <p lang={lang(['pages.event.incompleteBody', ...missingDetails.map(detailKey)])}>{t('pages.event.incompleteBody', { fields })}</p>
        </Alert>
      ) : null}
    </>
  )
}

/**
 * The role models taken off the event because they can no longer take part (never why: that is the role model's own
 * business), so the teacher can choose others.
 */
export function ReleasedRoleModels({ names }: { names: string[] }) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  if (!names.length) return null
  return (
    <Alert type="warning" title={text('pages.event.releasedTitle', { count: names.length })}>
      <p lang={lang('pages.event.releasedBody')}>{t('pages.event.releasedBody', { names: names.join(', '), count: names.length })}</p>
    </Alert>
  )
}

/** What an active event keeps (its date, times and place or meeting), shown above the edit form. */
export function FixedDetails({ event }: { event: EventView }) {
  const { t, lang, i18n } = useT('events')
  const label = useFieldLabel()
  const text = useMarkedText('events')
  return (
    <section aria-labelledby="fixed-details" className="details-section">
      <h2 id="fixed-details" lang={lang('pages.edit.fixed')}>{t('pages.edit.fixed')}</h2>
      <Facts
        rows={[
          [text('pages.details.date'), displayEventDate(event.date, i18n.language)],
          [text('pages.details.times'), <Times key="times" arrival={event.type === 'in-person' ? event.arrivalTime : null} start={event.startTime} end={event.endTime} />],
          ...(event.type === 'in-person'
            ? ([[label('Address'), event.address], [label('District'), event.district && <TermText key="district" term={event.district} />], [label('Region'), event.region && <TermText key="region" term={event.region} />]] as Row[])
            : ([[label('MainEventMeetingPlatform'), event.meeting.platform ? text(`platforms.${event.meeting.platform}`) : null]] as Row[])),
        ]}
      />
    </section>
  )
}
