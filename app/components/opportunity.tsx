import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import { formatDisplayDate } from '~/domain/shared/dates'
import type { Opportunity } from '~/domain/offers/opportunities.server'
import { interestSchema } from '~/domain/offers/interest.schema'
import { OFFER_NOTE_MAX } from '~/domain/offers/offers'
import { ErrorSummary, TextareaField } from './field'
import { Fact } from './invitation'
import { useOpportunityName } from './opportunity-name'
import { SecurityIdInput } from './security-id'
import { useAccountForm } from './use-account-form'

type Serialized<T> = { [K in keyof T]: T[K] extends number | string | boolean | null ? T[K] : unknown }
export type OpportunityCard = Serialized<Omit<Opportunity, 'offer'>> & Pick<Opportunity, 'offer' | 'title' | 'type' | 'schoolName' | 'date' | 'startTime' | 'endTime' | 'arrivalTime' | 'studentsAge' | 'numberOfStudents' | 'hope' | 'matchesIndustry'> & { id: number | string }


/**
 * One open request on the role model's Opportunities page: the school, date and times, kind of event, students, the
 * school's sentence, and "I'm interested" (with an optional note) or where their offer stands and "Take back".
 * `lastResult` is the server's answer to this card's form; `action` the page's address (its page number kept).
 */
export function OpportunityItem({ item, lastResult, action, busy }: { item: OpportunityCard; lastResult?: SubmissionResult<string[]>; action: string; busy: boolean }) {
  const { t, lang, i18n } = useT('invitations')
  const m = useMarkedText('invitations')
  const nameOf = useOpportunityName()
  const { name, lang: nameLang } = nameOf(item)
  const headingId = `opportunity-${item.id}`
  const time = item.startTime && item.endTime ? <span lang={lang('event.timeRange')}>{t('event.timeRange', { start: item.startTime, end: item.endTime })}</span> : item.startTime
  const offer = item.offer
  const canOffer = !offer || offer.status === 'withdrawn'
  return (
    <li className="panel invitation-card">
      <h2 className="invitation-card-title" id={headingId} lang={nameLang}>{name}</h2>
      {item.matchesIndustry ? <p className="invitation-status invitation-status-accepted" lang={lang('opportunities.matchesIndustry')}>{t('opportunities.matchesIndustry')}</p> : null}
      {item.hope ? (
        <figure className="opportunity-hope">
          <figcaption lang={lang('opportunities.hope')}>{t('opportunities.hope')}</figcaption>
          <blockquote><p>{item.hope}</p></blockquote>
        </figure>
      ) : null}
      <dl className="facts">
        <Fact term="event.school">{item.schoolName}</Fact>
        <Fact term="event.date">{item.date ? formatDisplayDate(item.date, i18n.language) : ''}</Fact>
        <Fact term="event.time">{time}</Fact>
        <Fact term="event.arrivalTime">{item.type === 'online' ? '' : item.arrivalTime}</Fact>
        <Fact term="opportunities.kind"><span lang={lang(`event.types.${item.type}`)}>{t(`event.types.${item.type}`)}</span></Fact>
        <Fact term="event.studentsAge">{item.studentsAge}</Fact>
        <Fact term="event.numberOfStudents">{item.numberOfStudents ?? ''}</Fact>
      </dl>
      {offer ? (
        <div className="opportunity-offer">
          <p className={`invitation-status invitation-status-${offer.status === 'open' ? 'invited' : offer.status === 'declined' ? 'cancelled' : 'accepted'}`}>{m(`opportunities.offer.${offer.status}`)}</p>
          {offer.note && offer.status !== 'withdrawn' ? (
            <p><strong lang={lang('opportunities.yourNote')}>{t('opportunities.yourNote')}:</strong> {offer.note}</p>
          ) : null}
          {offer.status === 'invited' ? <p><Link to={`/role-model/events/${item.id}`} lang={lang('list.viewInvitation')}>{t('list.viewInvitation')}</Link></p> : null}
          {offer.status === 'open' ? (
            <Form method="post" action={action} replace preventScrollReset>
              <SecurityIdInput />
              <input type="hidden" name="intent" value="take-back" />
              <input type="hidden" name="event" value={String(item.id)} />
              <button type="submit" className="button button-secondary button-small" disabled={busy}>
                <span lang={lang('opportunities.takeBack')}>{t('opportunities.takeBack')}</span>
                <span className="visually-hidden" lang={nameLang}>: {name}</span>
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {canOffer ? <InterestForm item={item} name={name} nameLang={nameLang} again={offer?.status === 'withdrawn'} lastResult={lastResult} action={action} busy={busy} /> : null}
    </li>
  )
}

function InterestForm({ item, name, nameLang, again, lastResult, action, busy }: { item: OpportunityCard; name: string; nameLang?: string; again: boolean; lastResult?: SubmissionResult<string[]>; action: string; busy: boolean }) {
  const { t, lang } = useT('invitations')
  const m = useMarkedText('invitations')
  const [form, fields] = useAccountForm(`interest-${item.id}`, interestSchema, lastResult)
  const submit = again ? 'opportunities.interestedAgain' : 'opportunities.interested'
  return (
    <>
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" action={action} {...getFormProps(form)} noValidate replace preventScrollReset>
        <SecurityIdInput />
        <input type="hidden" name="intent" value="interested" />
        <input type="hidden" name="event" value={String(item.id)} />
        <fieldset disabled={busy} className="plain-fieldset">
          <TextareaField label={<>{m('opportunities.note')}<span className="visually-hidden" lang={nameLang}>: {name}</span></>} hint={m('opportunities.noteHint')} meta={fields.note} counter={OFFER_NOTE_MAX} />
          <button type="submit" className="button button-primary">
            <span lang={lang(submit)}>{t(submit)}</span>
            <span className="visually-hidden" lang={nameLang}>: {name}</span>
          </button>
        </fieldset>
      </Form>
    </>
  )
}
