import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { Link, useLoaderData, useNavigate, useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useT } from '~/i18n/use-t'
import { useComposedText, useMarkedText } from '~/i18n/marked-text'
import { Alert } from '~/components/alert'
import { BehindModal } from '~/components/modal'
import { ProfileModal } from '~/components/profile-modal'
import { useFollowInApp } from '~/components/follow-in-app'
import type { ModalPageHandle } from '~/utils/modal-page'
import type { TitleHandle } from '~/components/page-title'
import { useHydrated } from '~/utils/use-hydrated'
import { formatDisplayDate } from '~/domain/shared/dates'
import { getLandingData } from '~/domain/profiles/profiles.server'
import type { VettingTimeline } from '~/domain/vetting/vetting-path'
import type { OpportunityBrief } from '~/domain/offers/opportunities.server'
import { useOpportunityName } from '~/components/opportunity-name'
import { requireRoleModel } from '~/utils/auth.server'
import { i18nServer } from '~/utils/i18n.server'
import { getPayloadClient } from '~/lib/payload.server'
import { RecordTotals, ThankYouNotes } from '~/components/record'
import recordStyles from '~/styles/records.css'
import { UnreadMessages } from '~/components/message-links'
import { unreadThreads } from '~/domain/messages/unread.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: recordStyles }]

/** ?preview=1 shows the profile preview modal over the page. */
export const handle: ModalPageHandle & TitleHandle = {
  title: 'titles.roleModelIndex',
  modalPage: ({ search }) => search.get('preview') === '1',
}

export const EDIT_PROFILE_URL = '/role-model/profile/edit'
export const CREATE_PROFILE_URL = '/role-model/profile/basic-information'
export const CREATE_JOURNEY_URL = '/role-model/profile/your-journey'
export const VETTING_STEP_URL = '/role-model/profile/vetting'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRoleModel(request)
  const locale = (await i18nServer.getLocale(request)) as 'en' | 'mi'
  const payload = await getPayloadClient()
  const [data, unreadMessages] = await Promise.all([getLandingData(payload, user, locale), unreadThreads(payload, user)])
  return json({ ...data, currentUserProfile: data.profile, editProfileUrl: EDIT_PROFILE_URL, unreadMessages })
}

function EventList({ events, empty, linkLabel }: { events: { id: number | string; title: string; date: string | null; schoolName: string }[]; empty: ReactNode; linkLabel: ReactNode }) {
  const { i18n } = useTranslation()
  // Plain anchors the app follows (up to dozens of events: no <Link> resolving its path for each).
  const follow = useFollowInApp()
  if (!events.length) return <p className="muted">{empty}</p>
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id}>
          <strong>{event.title || event.schoolName}</strong>
          {event.date ? <span> · {formatDisplayDate(event.date, i18n.language)}</span> : null}
          {event.schoolName && event.title ? <span> · {event.schoolName}</span> : null}{' '}
          <a href={`/role-model/events/${event.id}`} onClick={follow}>{linkLabel}</a>
        </li>
      ))}
    </ul>
  )
}

/** The link to what the role model does next for their check, if anything (decision 0084). */
function vettingAction(timeline: VettingTimeline): { key: string; to: string } | null {
  switch (timeline.stage) {
    case 'give-details': return { key: 'vetting.timeline.giveDetails', to: VETTING_STEP_URL }
    case 'consent-given': return { key: 'vetting.timeline.changeDetails', to: VETTING_STEP_URL }
    case 'renewal-due':
    case 'expired': return { key: 'vetting.timeline.renew', to: VETTING_STEP_URL }
    case 'declined': return { key: 'vetting.timeline.contactUs', to: '/contact' }
    default: return null
  }
}

/** Where the check stands, step by step with New Zealand dates, and exactly what to do next. */
function VettingTimelineSection({ timeline }: { timeline: VettingTimeline }) {
  const { t, lang, i18n } = useT('profile')
  const date = (value: string | null) => (value ? formatDisplayDate(value, i18n.language) : null)
  const rows = [
    { key: 'consent', date: date(timeline.consentAt), always: true },
    { key: 'requested', date: date(timeline.requestedAt), always: true },
    { key: 'result', date: date(timeline.resultAt), always: true },
    { key: 'approvedUntil', date: date(timeline.approvedUntil), always: false },
    { key: 'renewalDue', date: date(timeline.renewalDue), always: false },
  ].filter((row) => row.always || row.date)
  const action = vettingAction(timeline)
  const next = `vetting.timeline.next.${timeline.stage}`
  return (
    <section className="panel" aria-labelledby="check">
      <h2 id="check" tabIndex={-1} lang={lang('vetting.timeline.title')}>{t('vetting.timeline.title')}</h2>
      <dl className="vetting-timeline">
        {rows.map((row) => (
          <div key={row.key} className={row.date ? 'status-complete' : 'muted'}>
            <dt lang={lang(`vetting.timeline.${row.key}`)}>{t(`vetting.timeline.${row.key}`)}</dt>
            <dd lang={row.date ? undefined : lang('vetting.timeline.notYet')}>{row.date ?? t('vetting.timeline.notYet')}</dd>
          </div>
        ))}
      </dl>
      <h3 lang={lang('vetting.timeline.nextTitle')}>{t('vetting.timeline.nextTitle')}</h3>
      <p lang={lang(next)}>{t(next)}</p>
      {action ? <p><Link className="button button-primary" to={action.to} lang={lang(action.key)}>{t(action.key)}</Link></p> : null}
    </section>
  )
}

/** The landing's Opportunities: the first few open requests the role model could do, or why they see none. */
function OpportunitiesPanel({ opportunities }: { opportunities: { reason: string | null; items: OpportunityBrief[] } }) {
  const { t, lang, i18n } = useT('invitations')
  const m = useMarkedText('invitations')
  const nameOf = useOpportunityName()
  return (
    <section className="panel" aria-labelledby="opportunities">
      <h2 id="opportunities" lang={lang('opportunities.title')}>{t('opportunities.title')}</h2>
      {opportunities.reason ? (
        <p className="muted">{m(`opportunities.notTakingPart.${opportunities.reason}`)}</p>
      ) : opportunities.items.length ? (
        <>
          <p lang={lang('opportunities.landingIntro')}>{t('opportunities.landingIntro')}</p>
          <ul className="event-list">
            {opportunities.items.map((item) => {
              const { name, lang: nameLang } = nameOf(item)
              return (
                <li key={item.id}>
                  <strong lang={nameLang}>{name}</strong>
                  {item.date ? <span> · {formatDisplayDate(item.date, i18n.language)}</span> : null}
                  {item.title ? <span> · {item.schoolName}</span> : null}
                </li>
              )
            })}
          </ul>
        </>
      ) : (
        <p className="muted" lang={lang('opportunities.empty')}>{t('opportunities.empty')}</p>
      )}
      {opportunities.reason ? null : <p><Link className="button button-secondary" to="/role-model/opportunities" lang={lang('opportunities.seeAll')}>{t('opportunities.seeAll')}</Link></p>}
    </section>
  )
}

export default function RoleModelLanding() {
  const data = useLoaderData<typeof loader>()
  const { t, lang, i18n } = useT('profile')
  const m = useMarkedText('profile')
  const composed = useComposedText('profile')
  const mInvitations = useMarkedText('invitations')
  const { t: tEvents, lang: langEvents } = useT('events')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const previewing = params.get('preview') === '1'
  const closePreview = () => navigate('/role-model', { preventScrollReset: true, replace: true })
  const check = data.check
  const date = (value: string | null) => (value ? formatDisplayDate(value, i18n.language) : '')
  // Each part in its own language: the sentence (English where it falls back) and the dates in the page's.
  const checkText = {
    'not-received': m('landing.checkNotReceived'),
    pending: composed('landing.checkPending', { date: date(check.receivedAt) }),
    approved: composed('landing.checkApproved', { date: date(check.approvedAt), expires: date(check.expiresAt) }),
    declined: m('landing.checkDeclined'),
    expired: composed('landing.checkExpired', { date: date(check.expiresAt) }),
  }[check.status]
  const checkCurrent = check.status === 'approved'
  return (
    <>
      {previewing ? (
        <ProfileModal
          profile={data.currentUserProfile}
          onClose={hydrated ? closePreview : undefined}
          closeHref="/role-model"
          primaryButton={{ label: t('landing.editProfile'), href: data.editProfileUrl, variant: 'primary' }}
          secondaryButton={hydrated ? { label: t('modal.close'), variant: 'secondary', onClick: closePreview } : { label: t('modal.close'), variant: 'secondary', href: '/role-model' }}
        />
      ) : null}
      <BehindModal>
        {params.get('action') === 'declined' ? <Alert type="success" title={mInvitations('messages.declined')} focusOnLoad /> : null}
        <h1>{data.firstName ? m('landing.title', { name: data.firstName }) : m('landing.titleNoName')}</h1>
        <UnreadMessages unread={data.unreadMessages} />
        {data.visible ? (
          <Alert type="success">{m('landing.live')}</Alert>
        ) : !checkCurrent ? (
          <Alert type="warning">{m(check.status === 'expired' ? 'landing.expired' : 'landing.notVisible')}</Alert>
        ) : (
          <Alert type="warning">{m('landing.incompleteNotVisible')}</Alert>
        )}
        {/* First while the check asks something of them or is on its way; below their profile once approved. */}
        {data.vetting.stage !== 'approved' ? <VettingTimelineSection timeline={data.vetting} /> : null}
        <div className="panels">
          <section className="panel" aria-labelledby="my-invites">
            <h2 id="my-invites" lang={lang('landing.myInvites')}>{t('landing.myInvites')}</h2>
            <EventList events={data.invites} empty={m('landing.noInvites')} linkLabel={m('landing.viewInvite')} />
          </section>
          <section className="panel" aria-labelledby="upcoming-events">
            <h2 id="upcoming-events" lang={lang('landing.upcomingEvents')}>{t('landing.upcomingEvents')}</h2>
            <EventList events={data.upcoming} empty={m('landing.noUpcomingEvents')} linkLabel={m('landing.viewEvent')} />
          </section>
        </div>
        <OpportunitiesPanel opportunities={data.opportunities} />
        <section className="panel" aria-labelledby="your-record">
          <h2 id="your-record" lang={langEvents('records.roleModelTitle')}>{tEvents('records.roleModelTitle')}</h2>
          <p lang={langEvents('records.roleModelIntro')}>{tEvents('records.roleModelIntro')}</p>
          <RecordTotals totals={data.record.totals} who="role-model" />
          <ThankYouNotes notes={data.record.thankYouNotes} headingId="landing-notes" headingLevel={3} />
          <p><Link className="button button-secondary" to="/role-model/record" lang={langEvents('records.printable')}>{tEvents('records.printable')}</Link></p>
        </section>
        <h2 lang={lang('landing.yourProfile')}>{t('landing.yourProfile')}</h2>
        <div className="panels panels-4">
          <section className="panel" aria-labelledby="panel-basic">
            <h3 id="panel-basic" lang={lang('landing.basicInformation')}>{t('landing.basicInformation')}</h3>
            <p className="muted" lang={lang('landing.aboutMinutes', { minutes: 10 })}>{t('landing.aboutMinutes', { minutes: 10 })}</p>
            <p className={data.basicComplete ? 'status-complete' : 'status-incomplete'}>{m(data.basicComplete ? 'landing.complete' : 'landing.notComplete')}</p>
            <Link className="button button-secondary" to={data.basicComplete ? `${data.editProfileUrl}#basic-information` : CREATE_PROFILE_URL}>
              {m(data.basicComplete ? 'landing.editProfile' : data.profile.firstName ? 'landing.continue' : 'landing.start')}
              <span className="visually-hidden">: {m('landing.basicInformation')}</span>
            </Link>
          </section>
          <section className="panel" aria-labelledby="panel-journey">
            <h3 id="panel-journey" lang={lang('landing.yourJourney')}>{t('landing.yourJourney')}</h3>
            <p className="muted" lang={lang('landing.aboutMinutes', { minutes: 15 })}>{t('landing.aboutMinutes', { minutes: 15 })}</p>
            <p className={data.journeyComplete ? 'status-complete' : 'status-incomplete'}>{m(data.journeyComplete ? 'landing.complete' : 'landing.notComplete')}</p>
            <Link className="button button-secondary" to={data.journeyComplete ? `${data.editProfileUrl}#your-journey` : CREATE_JOURNEY_URL}>
              {m(data.journeyComplete ? 'landing.editProfile' : 'landing.start')}
              <span className="visually-hidden">: {m('landing.yourJourney')}</span>
            </Link>
          </section>
          <section className="panel" aria-labelledby="panel-check">
            <h3 id="panel-check" lang={lang('landing.criminalRecordCheck')}>{t('landing.criminalRecordCheck')}</h3>
            <p className={checkCurrent ? 'status-complete' : 'status-incomplete'}>{checkText}</p>
            <a className="button button-secondary" href="#check" lang={lang('vetting.timeline.seeWhere')}>{t('vetting.timeline.seeWhere')}</a>
          </section>
          <section className="panel" aria-labelledby="panel-preview">
            <h3 id="panel-preview" lang={lang('landing.profilePreview')}>{t('landing.profilePreview')}</h3>
            <p className="muted" lang={lang('landing.previewText')}>{t('landing.previewText')}</p>
            <div className="button-row">
              <Link className="button button-primary" to="?preview=1" preventScrollReset lang={lang('landing.previewProfile')}>{t('landing.previewProfile')}</Link>
              <Link className="button button-secondary" to={data.editProfileUrl} lang={lang('landing.editProfile')}>{t('landing.editProfile')}</Link>
            </div>
          </section>
        </div>
        {data.vetting.stage === 'approved' ? <VettingTimelineSection timeline={data.vetting} /> : null}
      </BehindModal>
    </>
  )
}
