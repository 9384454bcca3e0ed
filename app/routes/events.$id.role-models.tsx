import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useOutlet, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useT } from '~/i18n/use-t'
import { useComposedText, useMarkedText } from '~/i18n/marked-text'
import { termPart, TermList } from '~/components/term-text'
import type { Term } from '~/domain/reference/terms'
import { Alert } from '~/components/alert'
import { useFollowInApp } from '~/components/follow-in-app'
import { useSubmitInApp } from '~/components/submit-in-app'
import { BrowseFilters, useShownQuery } from '~/components/browse-filters'
import { RoleModelGroups } from '~/components/event-details'
import { EventSteps } from '~/components/event-steps'
import { BehindModal, Modal } from '~/components/modal'
import type { ModalPageHandle } from '~/utils/modal-page'
import type { TitleHandle } from '~/components/page-title'
import { Pager } from '~/components/pager'
import { RoleModelCard } from '~/components/role-model-card'
import { SecurityIdInput } from '~/components/security-id'
import { isPastEnd, parseBrowseQuery, toSearchParams } from '~/domain/browse/query'
import { eventOverviewWithStatuses } from '~/routes/__event-pages.server'
import { chooseLists } from '~/domain/choosing/choose-lists.server'
import { inviteProblem, suggestRoleModels } from '~/domain/events/rules'
import { cardState, choiceFor, ROLE_MODEL_STATUS } from '~/domain/invitations/status'
import { errorKey, translateError } from '~/i18n/messages'
import { i18nServer } from '~/utils/i18n.server'
import { chooseRoleModelsAction } from '~/routes/__choose-role-models.server'
import { requireSchoolEvent } from '~/routes/__event-guard.server'
import eventsStyles from '~/styles/events.css'
import { getPayloadClient } from '~/lib/payload.server'
import { shortfallNotice } from '~/domain/choosing/thin-region.server'
import type { InterestedRoleModel } from '~/domain/choosing/interested.server'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: eventsStyles }]

/** The role-model number suggestion opens over the page until it is dismissed. */
export const handle: ModalPageHandle & TitleHandle = {
  title: 'titles.eventsIdRoleModels',
  modalPage: ({ data }) => Boolean((data as { suggestion?: unknown } | undefined)?.suggestion),
}

/**
 * Step 3 (and Manage role models of a live event): the browse filters, search and pager narrowed to the role models
 * offered for the event, each with Add or Remove; the chosen ones with the min/max rule; the invite button of a live
 * event. Every filter and the page live in the address; add, remove and invite are form posts (no JavaScript needed).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { teacher, event } = await requireSchoolEvent(request, params.id)
  const url = new URL(request.url)
  const locale = (await i18nServer.getLocale(request)) as 'en' | 'mi'
  // The address holds what the teacher chose; the event's type (and in person its region) are added on the server.
  const query = { ...parseBrowseQuery(url.searchParams), eventType: 'all' as const }
  if (event.type === 'in-person') query.regions = []
  const payload = await getPayloadClient()
  // The event's rows read once: its groups, and each card's and interested role model's status on it.
  const { summary: overview, statusOf } = await eventOverviewWithStatuses({ teacher, event, locale })
  // A thin region (decision 0038): its neighbours' role models are offered when the teacher asks (?neighbours=1).
  const { list: result, interested, supply, widened } = await chooseLists({ payload, teacher, event, query, locale, withNeighbours: url.searchParams.get('neighbours') === '1', statusOf })
  if (isPastEnd(query.page, result._meta.totalPages)) {
    const search = toSearchParams(query, { page: 1 }).toString()
    throw redirect(`${url.pathname}${search ? `?${search}` : ''}`)
  }
  const { event: view, groups, chosen, statuses } = overview
  const students = view.numberOfStudents
  const shortfall = await shortfallNotice({ payload, event, supply, widened })
  return json({
    event: view,
    groups,
    chosen,
    invite: view.status === 'active' ? inviteProblem({ statuses, min: view.minRoleModels, max: view.maxRoleModels }) : null,
    hasSelected: statuses.includes(ROLE_MODEL_STATUS.selected),
    withinRange: chosen >= view.minRoleModels && chosen <= view.maxRoleModels,
    suggestion: students && !event.suggestionDismissed ? { students, ...suggestRoleModels(students) } : null,
    shortfall,
    interested,
    data: result.data,
    filters: result.filters,
    _meta: result._meta,
    query,
  })
}

export const action = ({ request, params }: ActionFunctionArgs) => chooseRoleModelsAction(request, params)

export default function ChooseRoleModels() {
  const { event, groups, chosen, invite, hasSelected, withinRange, suggestion, shortfall, interested, data, filters, _meta, query: loaded } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const { t: tt, lang: langTeachers } = useT('teachers')
  const navigation = useNavigation()
  const self = `/events/${event.id}/role-models`
  const shown = useShownQuery(loaded, self)
  const draft = event.status === 'draft'
  const inPerson = event.type === 'in-person'
  const busyWith = navigation.state === 'submitting' ? navigation.formData?.get('roleModelId') : null
  // The list's address with its filters and page: where the page's posts go and come back to, also while a
  // profile is open over it.
  const listParams = withNeighbours(toSearchParams(loaded), shortfall?.widened).toString()
  const listSearch = listParams ? `?${listParams}` : ''
  const formAction = `${self}${listSearch}`
  const pageHref = (page: number) => {
    const params = withNeighbours(toSearchParams(loaded, { page }), shortfall?.widened).toString()
    return `${self}${params ? `?${params}` : ''}#results`
  }

  // After an add or a remove the card's button changes: keep the keyboard where it was.
  const [acted, setActed] = useState<string | null>(null)
  // The cards' forms: plain forms the app submits (a page of cards: decision 0099).
  const submitCardForm = useSubmitInApp({ preventScrollReset: true })
  const [suggestionOpen, setSuggestionOpen] = useState(true)
  // Closed with Escape or × it is dismissed as "Got it" dismisses it: remembered for the event (spec section 2).
  const submit = useSubmit()
  const dismissForm = useRef<HTMLFormElement>(null)
  const closeSuggestion = () => {
    if (dismissForm.current) submit(dismissForm.current, { preventScrollReset: true })
    setSuggestionOpen(false)
  }
  // A role model's profile opened from a card: a dialog over this page (the child route), the list behind it.
  const profile = useOutlet()
  // A refused add or remove: the keyboard (and the view) go to the message at the top instead, not left on <body>.
  const failureAlert = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (navigation.state !== 'idle') return
    if (failure) {
      failureAlert.current?.scrollIntoView?.({ block: 'center' })
      failureAlert.current?.focus()
    } else if (acted) {
      document.querySelector<HTMLElement>(`[data-card-action="${acted}"]`)?.focus()
    }
  }, [acted, failure, navigation.state, data])

  // Why the invite button is off (an error message's key and parameters), marked where it falls back.
  const inviteMessage = invite ? errorKey(invite) : null
  const inviteLang = inviteMessage ? lang(inviteMessage.key, inviteMessage.options) : undefined
  const showingKey = inPerson && event.region ? (shortfall?.widened ? 'pages.roleModels.showingInRegionAndNeighbours' : 'pages.roleModels.showingInRegion') : 'pages.roleModels.showing'
  // The region's name in its own language inside the sentence (decision 0053).
  const composed = useComposedText('events')
  return (
    <div className="browse choose-role-models">
      {profile}
      {suggestion && suggestionOpen && !profile ? (
        <Modal title={text('pages.roleModels.suggestionTitle')} size="small" onClose={closeSuggestion} buttons={[{ label: text('pages.roleModels.suggestionDismiss'), variant: 'primary', type: 'submit', form: 'dismiss-suggestion' }]}>
          <p lang={lang('pages.roleModels.suggestionStudents', { count: suggestion.students })}>{t('pages.roleModels.suggestionStudents', { count: suggestion.students })}</p>
          <p><strong lang={lang('pages.suggestion.count', { count: suggestion.suggested })}>{t('pages.suggestion.count', { count: suggestion.suggested })}</strong></p>
          <p lang={lang('pages.suggestion.rule')}>{t('pages.suggestion.rule')}</p>
          {suggestion.showMaxNote ? <p lang={lang('pages.suggestion.maxNote')}>{t('pages.suggestion.maxNote')}</p> : null}
          <Form ref={dismissForm} id="dismiss-suggestion" method="post" action={formAction} preventScrollReset>
            <SecurityIdInput />
            <input type="hidden" name="intent" value="dismiss-suggestion" />
          </Form>
        </Modal>
      ) : null}
      <BehindModal>
        {draft ? <EventSteps eventId={event.id} current="role-models" /> : <p><Link to={`/events/${event.id}`} lang={lang('pages.roleModels.backToEvent')}>{t('pages.roleModels.backToEvent')}</Link></p>}
        <h1 lang={lang('pages.roleModels.title')}>{t('pages.roleModels.title')}</h1>
        {failure ? <Alert ref={failureAlert} type="danger" title={failure.message} /> : null}

        <section className="choose-summary details-section" aria-labelledby="chosen-heading">
          <h2 id="chosen-heading" lang={lang('pages.roleModels.summaryTitle')}>{t('pages.roleModels.summaryTitle')}</h2>
          <p lang={lang('pages.roleModels.intro', { min: event.minRoleModels, max: event.maxRoleModels })}>{t('pages.roleModels.intro', { min: event.minRoleModels, max: event.maxRoleModels })}</p>
          <p className="role-model-count" role="status" lang={chosen ? lang('pages.roleModels.chosen', { count: chosen }) : lang('pages.roleModels.none')}>{chosen ? t('pages.roleModels.chosen', { count: chosen }) : t('pages.roleModels.none')}</p>
          <RoleModelGroups groups={groups} draft={draft} headingLevel={3} />
          <div className="button-row form-actions">
            {draft ? (
              <>
                {withinRange ? (
                  <Link to={`/events/${event.id}/review`} className="button button-primary" lang={lang('pages.roleModels.next')}>{t('pages.roleModels.next')}</Link>
                ) : (
                  <>
                    <button type="button" className="button button-primary" disabled aria-describedby="review-disabled" lang={lang('pages.roleModels.next')}>{t('pages.roleModels.next')}</button>
                    <p id="review-disabled" className="muted" lang={lang('pages.roleModels.reviewDisabled', { min: event.minRoleModels, max: event.maxRoleModels })}>{t('pages.roleModels.reviewDisabled', { min: event.minRoleModels, max: event.maxRoleModels })}</p>
                  </>
                )}
                <Link to={`/events/${event.id}/info`} className="button button-secondary" lang={lang('pages.form.back')}>{t('pages.form.back')}</Link>
              </>
            ) : hasSelected ? (
              <Form method="post" action={formAction} className="invite-form">
                <SecurityIdInput />
                <input type="hidden" name="intent" value="invite" />
                <button type="submit" className="button button-primary" disabled={Boolean(invite) || navigation.state === 'submitting'} aria-describedby={invite ? 'invite-problem' : undefined} lang={lang('pages.roleModels.invite')}>
                  {t('pages.roleModels.invite')}
                </button>
                {invite ? <p id="invite-problem" className="muted" lang={inviteLang}>{translateError(t, invite)}</p> : null}
              </Form>
            ) : null}
          </div>
        </section>

        {interested.length ? <Interested eventId={event.id} draft={draft} interested={interested} formAction={formAction} listSearch={listSearch} busy={navigation.state === 'submitting'} /> : null}

        {shortfall?.short || shortfall?.widened ? <ThinRegion eventId={event.id} event={event} shortfall={shortfall} formAction={formAction} draft={draft} /> : null}

        <div className="browse-layout">
          <BrowseFilters action={self} loaded={loaded} shown={shown} filters={filters} withEventType={false} fixed={inPerson ? ['regions'] : []} />

          <section className="browse-results" id="results" aria-labelledby="results-heading" tabIndex={-1}>
            <h2 id="results-heading" className="browse-count" aria-live="polite" lang={lang([showingKey, `pages.roleModels.types.${event.type}`], { count: _meta.totalResults })}>
              {composed(showingKey, { region: termPart(event.region) }, { count: _meta.totalResults, types: t(`pages.roleModels.types.${event.type}`) })}
            </h2>
            {data.length ? (
              <ul className="rm-grid">
                {data.map((card) => {
                  const state = card.status == null ? undefined : cardState(card.status)
                  const choice = choiceFor(card.status)
                  return (
                    <RoleModelCard key={card.id} card={card} href={`${self}/${card.id}${listSearch}`} returnTo={formAction} state={state}>
                      {card.status != null ? <p className={`tag tag-rm-${state}`} lang={lang(`pages.roleModels.statuses.${card.status}`)}>{t(`pages.roleModels.statuses.${card.status}`)}</p> : null}
                      {choice ? (
                        <form method="post" action={formAction} onSubmit={(event) => { setActed(String(card.id)); submitCardForm(event) }}>
                          <SecurityIdInput />
                          <input type="hidden" name="intent" value={choice} />
                          <input type="hidden" name="roleModelId" value={card.id} />
                          <input type="hidden" name="anchor" value={`role-model-${card.id}`} />
                          <button
                            type="submit"
                            data-card-action={card.id}
                            className={choice === 'add' ? 'button button-primary' : 'button button-secondary'}
                            aria-describedby={`role-model-${card.id}`}
                            disabled={busyWith === String(card.id)}
                            lang={lang(`pages.roleModels.${choice}`)}
                          >
                            {t(`pages.roleModels.${choice}`)}
                          </button>
                        </form>
                      ) : null}
                    </RoleModelCard>
                  )
                })}
              </ul>
            ) : (
              <p className="browse-empty" lang={langTeachers(loaded.onlyMyFavourites ? 'browse.noFavourites' : 'browse.noResults')}>{loaded.onlyMyFavourites ? tt('browse.noFavourites') : tt('browse.noResults')}</p>
            )}
            <Pager page={_meta.page} totalPages={_meta.totalPages} href={pageHref} label={tt('pager.label')} labelLang={langTeachers('pager.label')} />
          </section>
        </div>
      </BehindModal>
    </div>
  )
}

/**
 * Interested role models first (issue 51 item 3): those who offered themselves for the event, marked, with their note;
 * one press to invite (a draft: to add them to the chosen), or "Not this time". Their profile opens over the page, as
 * from a card. Never their email or phone.
 */
function Interested({ eventId, draft, interested, formAction, listSearch, busy }: { eventId: number | string; draft: boolean; interested: InterestedRoleModel[]; formAction: string; listSearch: string; busy: boolean }) {
  const { t, lang } = useT('events')
  const self = `/events/${eventId}/role-models`
  const introKey = draft ? 'offers.interestedRoleModels.introDraft' : 'offers.interestedRoleModels.intro'
  const inviteKey = draft ? 'offers.interestedRoleModels.add' : 'offers.interestedRoleModels.invite'
  // Plain anchors and forms the app follows and submits (a dozen offers: decision 0099).
  const follow = useFollowInApp()
  const submitInApp = useSubmitInApp({ preventScrollReset: true })
  return (
    <section className="details-section interested-role-models" id="interested" aria-labelledby="interested-heading" tabIndex={-1}>
      <h2 id="interested-heading" lang={lang('offers.interestedRoleModels.title')}>{t('offers.interestedRoleModels.title')}</h2>
      <p lang={lang(introKey)}>{t(introKey)}</p>
      <ul className="interested-list">
        {interested.map((person) => (
          <li key={person.offerId} className="interested-item" aria-labelledby={`offer-${person.offerId}`}>
            <h3 id={`offer-${person.offerId}`} className="interested-name">
              <a href={`${self}/${person.roleModelId}${listSearch}`} onClick={follow}>{person.name}</a>
            </h3>
            <p className="event-card-tags">
              <span className="tag tag-interested" lang={lang('offers.interestedRoleModels.tag')}>{t('offers.interestedRoleModels.tag')}</span>
              {person.status != null ? <span className={`tag tag-rm-${cardState(person.status)}`} lang={lang(`pages.roleModels.statuses.${person.status}`)}>{t(`pages.roleModels.statuses.${person.status}`)}</span> : null}
            </p>
            {person.job ? <p>{person.job}</p> : null}
            {person.place.length ? <p className="muted"><TermList terms={person.place} /></p> : null}
            <p className="interested-note-label" lang={lang('offers.interestedRoleModels.note')}>{t('offers.interestedRoleModels.note')}:</p>
            {person.note ? <blockquote className="interested-note"><p>{person.note}</p></blockquote> : <p className="muted" lang={lang('offers.interestedRoleModels.noNote')}>{t('offers.interestedRoleModels.noNote')}</p>}
            <div className="button-row">
              {person.status == null || person.status === ROLE_MODEL_STATUS.selected ? (
                (!draft || person.status == null) ? (
                  <form method="post" action={formAction} className="inline-form" onSubmit={submitInApp}>
                    <SecurityIdInput />
                    <input type="hidden" name="intent" value="invite-offer" />
                    <input type="hidden" name="offerId" value={person.offerId} />
                    <button type="submit" className="button button-primary" disabled={busy} aria-describedby={`offer-${person.offerId}`} lang={lang(inviteKey)}>{t(inviteKey)}</button>
                  </form>
                ) : null
              ) : null}
              <form method="post" action={formAction} className="inline-form" onSubmit={submitInApp}>
                <SecurityIdInput />
                <input type="hidden" name="intent" value="decline-offer" />
                <input type="hidden" name="offerId" value={person.offerId} />
                <button type="submit" className="button button-secondary" disabled={busy} aria-describedby={`offer-${person.offerId}`} lang={lang('offers.interestedRoleModels.decline')}>{t('offers.interestedRoleModels.decline')}</button>
              </form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The list's address keeps '?neighbours=1' while the neighbouring regions are shown. */
function withNeighbours(params: URLSearchParams, widened: boolean | undefined) {
  if (widened) params.set('neighbours', '1')
  return params
}

type Shortfall = { wanted: number; short: boolean; inRegion: number; neighbours: Term[]; widened: boolean }
type ThinEvent = { id: number | string; title?: string | null; region?: Term | null; numberOfStudents?: number | null; date?: string | null }

/**
 * No dead end (decision 0038): the region has fewer in-person role models than the event needs. The teacher can
 * take in role models of the neighbouring regions, make the event online, or write to the programme team (the
 * contact form, filled in). The regions' names are each in their own language inside the sentences (decision 0053).
 */
function ThinRegion({ eventId, event, shortfall, formAction, draft }: { eventId: number | string; event: ThinEvent; shortfall: Shortfall; formAction: string; draft: boolean }) {
  const { t, lang, i18n } = useT('events')
  const composed = useComposedText('events')
  const self = `/events/${eventId}/role-models`
  const region = event.region?.title ?? ''
  const message = t('pages.roleModels.thin.message', {
    name: event.title || t('pages.typeEvent.in-person'), region, count: shortfall.inRegion, wanted: shortfall.wanted, students: event.numberOfStudents ?? '?', id: eventId,
  })
  const contact = `/contact?${new URLSearchParams({ interest: 'school', message }).toString()}`
  const values = { count: shortfall.inRegion, wanted: shortfall.wanted }
  const regionPart = { region: termPart(event.region) }
  // The neighbours' names inside a sentence: a name in the page's language says so where the sentence falls back.
  const regionsPart = (key: string) => ({ regions: <TermList terms={shortfall.neighbours} own={lang(key) ? i18n.language : undefined} /> })
  return (
    <section className="details-section thin-region" aria-labelledby="thin-region-heading">
      <h2 id="thin-region-heading">{composed('pages.roleModels.thin.title', regionPart, values)}</h2>
      {shortfall.short ? <p>{composed('pages.roleModels.thin.body', regionPart, values)}</p> : null}
      <ul className="thin-region-options">
        {shortfall.neighbours.length ? (
          <li>
            {shortfall.widened ? (
              <>
                {composed('pages.roleModels.thin.showingNeighbours', regionsPart('pages.roleModels.thin.showingNeighbours'))}{' '}
                <Link to={`${self}#results`}>{composed('pages.roleModels.thin.onlyRegion', regionPart)}</Link>
              </>
            ) : (
              <Link to={`${self}?neighbours=1#results`}>{composed('pages.roleModels.thin.showNeighbours', regionsPart('pages.roleModels.thin.showNeighbours'))}</Link>
            )}
          </li>
        ) : null}
        {/* A draft becomes online here at once; a live event through its meeting's form, the role models on it told. */}
        {draft ? (
          <li>
            <Form method="post" action={formAction} className="inline-form">
              <SecurityIdInput />
              <input type="hidden" name="intent" value="switch-online" />
              <button type="submit" className="button button-secondary" aria-describedby="switch-online-hint" lang={lang('pages.roleModels.thin.switchOnline')}>{t('pages.roleModels.thin.switchOnline')}</button>
            </Form>
            <p id="switch-online-hint" className="field-hint" lang={lang('pages.roleModels.thin.switchOnlineHint')}>{t('pages.roleModels.thin.switchOnlineHint')}</p>
          </li>
        ) : (
          <li>
            <Link to={`/events/${eventId}/go-online`} aria-describedby="switch-online-hint" lang={lang('pages.roleModels.thin.switchOnline')}>{t('pages.roleModels.thin.switchOnline')}</Link>
            <p id="switch-online-hint" className="field-hint" lang={lang('pages.roleModels.thin.switchOnlineLiveHint')}>{t('pages.roleModels.thin.switchOnlineLiveHint')}</p>
          </li>
        )}
        <li>
          <Link to={contact} lang={lang('pages.roleModels.thin.askTeam')}>{t('pages.roleModels.thin.askTeam')}</Link>
        </li>
      </ul>
    </section>
  )
}
