import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Alert } from '~/components/alert'
import { ErrorSummary, Field, SelectField } from '~/components/field'
import { SecurityIdInput } from '~/components/security-id'
import { registerValidation, watchedValidation } from '~/components/session-validation'
import { formatDisplayDate, storedToEventDate } from '~/domain/shared/dates'
import { useT } from '~/i18n/use-t'
import { useDatedText } from '~/components/event-dated-text'
import { useMarkedText } from '~/i18n/marked-text'
import { useLazyForm } from '~/utils/lazy-form'
import { VoicePanel } from '~/components/voice-panel'
import { sessionPageAction, sessionPageLoader } from '~/routes/__session-page.server'
import type { SessionActionData } from '~/routes/__session-page.server'

export const handle = { title: 'sessions:list.title' }

export const loader = sessionPageLoader
export const action = sessionPageAction

function RegisterForm({ levels, lastResult }: { levels: number[]; lastResult?: SubmissionResult<string[]> }) {
  const { t, lang } = useT('sessions')
  const text = useMarkedText('sessions')
  const [form, fields] = useLazyForm(registerValidation, { id: 'register-form', lastResult, shouldValidate: 'onBlur', shouldRevalidate: 'onInput' })
  return (
    <section aria-labelledby="register">
      <h2 id="register" lang={lang('session.register')}>{t('session.register')}</h2>
      <p lang={lang('session.registerIntro')}>{t('session.registerIntro')}</p>
      <ErrorSummary form={form} fields={fields} ns={['sessions', 'validation']} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <input type="hidden" name="intent" value="register" />
        <Field label={text('session.students')} meta={fields.Students} inputProps={{ inputMode: 'numeric', autoComplete: 'off', className: 'input-short' }} />
        <SelectField label={text('session.yearLevel')} meta={fields.YearLevel} placeholder={t('session.choose')} placeholderLang={lang('session.choose')} options={levels.map((level) => ({ id: String(level), title: t('yearLevel', { level }), lang: lang('yearLevel', { level }) }))} />
        <button type="submit" className="button button-primary" lang={lang('session.submit')}>{t('session.submit')}</button>
      </Form>
    </section>
  )
}

function WatchedForm({ lastResult, watched, students }: { lastResult?: SubmissionResult<string[]>; watched: boolean | null; students: number | null }) {
  const { t, lang } = useT('sessions')
  const text = useMarkedText('sessions')
  const [form, fields] = useLazyForm(watchedValidation, {
    id: 'watched-form', lastResult, shouldValidate: 'onBlur', shouldRevalidate: 'onInput',
    defaultValue: { Watched: watched == null ? '' : watched ? 'yes' : 'no', StudentsWatched: students ? String(students) : '' },
  })
  return (
    <section aria-labelledby="watched">
      <h2 id="watched" lang={lang('session.watchedTitle')}>{t('session.watchedTitle')}</h2>
      <ErrorSummary form={form} fields={fields} ns={['sessions', 'validation']} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <SecurityIdInput />
        <input type="hidden" name="intent" value="watched" />
        <SelectField label={text('session.watched')} meta={fields.Watched} placeholder={t('session.choose')} placeholderLang={lang('session.choose')} options={[{ id: 'yes', title: t('session.watchedYes'), lang: lang('session.watchedYes') }, { id: 'no', title: t('session.watchedNo'), lang: lang('session.watchedNo') }]} />
        <Field label={text('session.studentsWatched')} meta={fields.StudentsWatched} inputProps={{ inputMode: 'numeric', autoComplete: 'off', className: 'input-short' }} />
        <button type="submit" className="button button-primary" lang={lang('session.saveWatched')}>{t('session.saveWatched')}</button>
      </Form>
    </section>
  )
}

const DONE: Record<string, string> = { registered: 'session.registeredOk', withdrawn: 'session.withdrawn', watched: 'session.watchedSaved' }

export default function SessionPage() {
  const { session, voice, done } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as SessionActionData | undefined
  const { t, lang, i18n } = useT('sessions')
  const text = useMarkedText('sessions')
  const dated = useDatedText('sessions')
  const day = storedToEventDate(session.date)
  const registration = session.registration
  return (
    <div className="narrow-page">
      <p><Link to="/sessions" lang={lang('list.title')}>{t('list.title')}</Link></p>
      <h1>{session.title}</h1>
      {done && DONE[done] ? <Alert type="success" title={text(DONE[done])} focusOnLoad /> : null}
      {actionData?.form === 'withdraw' ? <Alert type="danger" title={t(actionData.message)} focusOnLoad /> : null}
      <p lang={lang('session.when')}>{dated('session.when', { date: day ? formatDisplayDate(day, i18n.language) : '' }, { start: session.startTime, end: session.endTime })}</p>
      <p lang={lang(['list.suits', 'yearLevel'])}>{t('list.suits', { levels: session.yearLevels.map((level) => t('yearLevel', { level })).join(', ') })}</p>
      {session.description ? <p>{session.description}</p> : null}
      <h2 lang={lang('session.presenters')}>{t('session.presenters')}</h2>
      {session.presenters.length ? <ul>{session.presenters.map((name) => <li key={name}>{name}</li>)}</ul> : <p lang={lang('session.noPresenters')}>{t('session.noPresenters')}</p>}
      {session.cancelled ? <Alert type="warning" title={text('session.cancelled')} /> : null}
      {session.cancelled && !registration ? null : registration ? (
        <>
          <p lang={lang('session.yourClass')}>{t('session.yourClass', { students: registration.students, level: registration.yearLevel })}</p>
          {session.joining ? (
            <section aria-labelledby="joining">
              <h2 id="joining" lang={lang('session.joining')}>{t('session.joining')}</h2>
              <dl>
                {session.joining.platform ? <><dt lang={lang('session.platform')}>{t('session.platform')}</dt><dd lang={lang(`events:platforms.${session.joining.platform}`)}>{t(`events:platforms.${session.joining.platform}`)}</dd></> : null}
                {session.joining.inviteLink ? <><dt lang={lang('session.link')}>{t('session.link')}</dt><dd><a href={session.joining.inviteLink}>{session.joining.inviteLink}</a></dd></> : null}
                {session.joining.password ? <><dt lang={lang('session.password')}>{t('session.password')}</dt><dd>{session.joining.password}</dd></> : null}
              </dl>
              <p><a href={`/sessions/${session.id}/calendar.ics`} lang={lang('session.calendar')}>{t('session.calendar')}</a></p>
            </section>
          ) : null}
          {registration.canWithdraw ? (
            <Form method="post">
              <SecurityIdInput />
              <p className="field-hint" lang={lang('session.withdrawHint')}>{t('session.withdrawHint')}</p>
              <button type="submit" name="intent" value="withdraw" className="button button-secondary" lang={lang('session.withdraw')}>{t('session.withdraw')}</button>
            </Form>
          ) : null}
          <VoicePanel voice={voice} />
          {registration.canRecord ? <WatchedForm lastResult={actionData?.form === 'watched' ? actionData.result : undefined} watched={registration.watched} students={registration.studentsWatched} /> : null}
        </>
      ) : session.started ? <p lang={lang('session.started')}>{t('session.started')}</p>
        : session.full ? <p lang={lang('session.full')}>{t('session.full')}</p>
          : <RegisterForm levels={session.yearLevels} lastResult={actionData?.form === 'register' ? actionData.result : undefined} />}
    </div>
  )
}
