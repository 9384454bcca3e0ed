import { Form } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useT } from '~/i18n/use-t'
import { useMarkedText } from '~/i18n/marked-text'
import {
  choosePrimaryContact, NOTIFICATION_SAVE_DEBOUNCE_MS, NOTIFICATION_SAVED_MESSAGE_MS, sameId, toggleSubscription,
} from '~/domain/notification-settings/notification-settings'
import type { NotificationSettings, NotificationTeacher } from '~/domain/notification-settings/notification-settings'
import { apiWrite } from '~/utils/api-client'
import { useHydrated } from '~/utils/use-hydrated'
import { Alert } from './alert'
import { SecurityIdInput, useSecurityId } from './security-id'

type Id = number | string
type Panel = { state: 'hidden' } | { state: 'failed' } | { state: 'ready'; settings: NotificationSettings; canChange: boolean }
type FormFailure = { errors: string[]; submitted: { teachers: { id: Id; subscribed: boolean }[]; primaryContactId?: Id | null } }
/** What a save answers: the stored settings, and whether this teacher may still change them. */
type SavedData = { teachers: NotificationTeacher[]; primaryContactId: Id | null; canChange?: boolean }
type Status = 'idle' | 'saving' | 'saved'

/** What a refused plain post showed: the stored settings with the boxes as they were submitted. */
function withSubmitted(settings: NotificationSettings, failure: FormFailure | null): NotificationSettings {
  if (!failure) return settings
  const { teachers, primaryContactId } = failure.submitted
  return {
    ...settings,
    primaryContactId: primaryContactId ?? null,
    teachers: settings.teachers.map((teacher) => ({ ...teacher, subscribed: teachers.some((row) => sameId(row.id, teacher.id) && row.subscribed) })),
  }
}

/**
 * The event's notification settings (spec sections 2, 4, 6 and 8). Only the event's creator and its primary contact
 * change them; other teachers see them read-only (who is notified, the primary contact, and who can change them).
 * Without JavaScript a plain form posts to the page with a Save button. With JavaScript every change applies the
 * rules at once and is saved through the JSON API after a 1 second pause ('Saving...', then 'Changes saved.' for 2
 * seconds, in a live region; focus stays put). A refused save with the stored settings shows the change error (or,
 * when the teacher may no longer change them, turns read-only); one without them hides the panel for the load error.
 * A primary contact who did not create the event and hands the role on turns read-only after the save.
 */
export function NotificationSettingsPanel({ eventId, panel, formAction, saved, formFailure, currentTeacherId }: {
  eventId: Id
  panel: Panel
  formAction: string
  saved: boolean
  formFailure: FormFailure | null
  currentTeacherId: Id
}) {
  const { t, lang } = useT('events')
  const text = useMarkedText('events')
  const hydrated = useHydrated()
  const securityId = useSecurityId()
  const [settings, setSettings] = useState<NotificationSettings | null>(panel.state === 'ready' ? withSubmitted(panel.settings, formFailure) : null)
  const [failed, setFailed] = useState(panel.state === 'failed')
  const [status, setStatus] = useState<Status>(saved && !formFailure ? 'saved' : 'idle')
  const [changeError, setChangeError] = useState(false)
  const [canChange, setCanChange] = useState(panel.state === 'ready' && panel.canChange)
  const latest = useRef(settings)
  const version = useRef(0)
  const saving = useRef(false)
  const again = useRef(false)
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const savedTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const section = useRef<HTMLElement>(null)
  const loadError = useRef<HTMLDivElement>(null)
  // Set when the panel disappears with focus inside it: focus then goes to the message that replaced it.
  const focusLoadError = useRef(false)
  // Set when the panel turns read-only with focus inside it: focus then goes to the sentence (or refusal) in its place.
  const focusReadOnly = useRef(false)
  const readOnlyNote = useRef<HTMLParagraphElement>(null)
  const refusedAlert = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // After a plain post the page opens with 'Changes saved.'; with JavaScript it goes after 2 seconds too.
    if (status === 'saved') savedTimer.current = setTimeout(() => setStatus((now) => (now === 'saved' ? 'idle' : now)), NOTIFICATION_SAVED_MESSAGE_MS)
    return () => {
      clearTimeout(saveTimer.current)
      clearTimeout(savedTimer.current)
    }
    // Once, on mount: later messages set their own timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (failed && focusLoadError.current) {
      focusLoadError.current = false
      loadError.current?.focus()
    }
  }, [failed])

  useEffect(() => {
    if (!canChange && focusReadOnly.current) {
      focusReadOnly.current = false
      ;(refusedAlert.current ?? readOnlyNote.current)?.focus()
    }
  }, [canChange])

  if (panel.state === 'hidden') return null
  if (failed || !settings) return <Alert ref={loadError} type="danger" title={text('notificationSettings.errors.load')} />

  const save = async () => {
    if (saving.current) {
      again.current = true
      return
    }
    const current = latest.current
    if (!current) return
    saving.current = true
    const sent = version.current
    clearTimeout(savedTimer.current)
    setStatus('saving')
    const result = await apiWrite(`events/${eventId}/notification-settings`, {
      method: 'POST',
      securityId,
      body: { teachers: current.teachers.map(({ id, subscribed }) => ({ id, subscribed })), primaryContactId: current.primaryContactId },
    })
    saving.current = false
    const data = (result as { data?: SavedData }).data
    const storedOf = (answer: SavedData): NotificationSettings => ({ ...current, teachers: answer.teachers, primaryContactId: answer.primaryContactId })
    const stayReadOnly = data?.canChange === false
    if (stayReadOnly) {
      // No longer the creator or primary contact: changes made meanwhile cannot be saved, and the panel turns read-only.
      focusReadOnly.current = Boolean(section.current?.contains(document.activeElement))
      setCanChange(false)
    }
    if (!result.ok) {
      again.current = false
      clearTimeout(saveTimer.current)
      setStatus('idle')
      if (!data) {
        focusLoadError.current = Boolean(section.current?.contains(document.activeElement))
        setFailed(true)
        return
      }
      const restored = storedOf(data)
      latest.current = restored
      setSettings(restored)
      setChangeError(true)
      return
    }
    // Changes made while this save ran are kept and saved next; otherwise the server's answer is the truth.
    if ((version.current === sent || stayReadOnly) && data) {
      const stored = storedOf(data)
      latest.current = stored
      setSettings(stored)
    }
    if (stayReadOnly) {
      again.current = false
      clearTimeout(saveTimer.current)
    }
    if (again.current) {
      again.current = false
      void save()
      return
    }
    setStatus('saved')
    savedTimer.current = setTimeout(() => setStatus((now) => (now === 'saved' ? 'idle' : now)), NOTIFICATION_SAVED_MESSAGE_MS)
  }

  const change = (next: NotificationSettings) => {
    if (next === latest.current) return
    latest.current = next
    version.current += 1
    setSettings(next)
    setChangeError(false)
    clearTimeout(saveTimer.current)
    saveTimer.current = setTimeout(() => void save(), NOTIFICATION_SAVE_DEBOUNCE_MS)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return
    // With JavaScript, Enter saves at once instead of posting the page.
    event.preventDefault()
    clearTimeout(saveTimer.current)
    void save()
  }

  // The teacher's name, then '(you)' and '(created this event)', each marked where it falls back.
  const nameOf = (teacher: NotificationTeacher) => (
    <>
      {teacher.name}
      {sameId(teacher.id, currentTeacherId) ? <> {text('notificationSettings.you')}</> : null}
      {sameId(teacher.id, settings.createdById) ? <> {text('notificationSettings.creator')}</> : null}
    </>
  )
  const statusKey = status === 'saving' ? 'notificationSettings.saving' : status === 'saved' ? 'notificationSettings.saved' : null
  const errors = changeError ? [text('notificationSettings.errors.change')] : formFailure?.errors ?? []
  // Read-only after a refused change (the rights went to someone else meanwhile): the refusal says so in place of the sentence.
  const refused = !canChange && (changeError || Boolean(formFailure))
  const subscribed = settings.teachers.filter((teacher) => teacher.subscribed)
  const primaryContact = settings.teachers.find((teacher) => sameId(teacher.id, settings.primaryContactId))
  const intro = canChange ? 'notificationSettings.intro' : 'notificationSettings.readOnlyIntro'

  return (
    <section ref={section} id="notification-settings" aria-labelledby="notification-settings-heading" className="details-section notification-settings">
      <h2 id="notification-settings-heading" lang={lang('notificationSettings.heading')}>{t('notificationSettings.heading')}</h2>
      <p lang={lang(intro)}>{t(intro)}</p>
      {refused
        ? <Alert ref={refusedAlert} type="danger" title={text('notificationSettings.errors.notAllowed')} />
        : <p ref={readOnlyNote} tabIndex={-1} lang={lang('notificationSettings.whoCanChange')}>{t('notificationSettings.whoCanChange')}</p>}
      {canChange ? (
        <Form method="post" action={formAction} onSubmit={onSubmit} noValidate className="stack">
          <SecurityIdInput />
          <input type="hidden" name="intent" value="notification-settings" />
          {errors.length ? (
            <Alert type="danger" title={errors.length === 1 ? errors[0] : undefined}>
              {errors.length > 1 ? <ul>{errors.map((error, index) => <li key={index}>{error}</li>)}</ul> : null}
            </Alert>
          ) : null}
          <fieldset className="field checkbox-group">
            <legend lang={lang('notificationSettings.subscribers')}>{t('notificationSettings.subscribers')}</legend>
            {settings.teachers.map((teacher) => (
              <div key={teacher.id} className="field field-checkbox">
                <input type="hidden" name="teacher" value={teacher.id} />
                <input
                  type="checkbox" id={`notify-${teacher.id}`} name="subscribed" value={teacher.id} checked={teacher.subscribed}
                  onChange={() => change(toggleSubscription(latest.current ?? settings, teacher.id))}
                />
                <label htmlFor={`notify-${teacher.id}`}>{nameOf(teacher)}</label>
              </div>
            ))}
          </fieldset>
          <fieldset className="field checkbox-group" aria-describedby="primary-contact-hint">
            <legend lang={lang('notificationSettings.primaryContact')}>{t('notificationSettings.primaryContact')}</legend>
            <p id="primary-contact-hint" className="field-hint" lang={lang('notificationSettings.primaryContactHint')}>{t('notificationSettings.primaryContactHint')}</p>
            {settings.teachers.map((teacher) => (
              <div key={teacher.id} className="field field-checkbox">
                <input
                  type="radio" id={`primary-${teacher.id}`} name="primaryContactId" value={teacher.id}
                  checked={sameId(teacher.id, settings.primaryContactId)}
                  // Without JavaScript anyone can be picked with their box ticked; the server checks the pair.
                  disabled={hydrated && !teacher.subscribed}
                  onChange={() => change(choosePrimaryContact(latest.current ?? settings, teacher.id))}
                />
                <label htmlFor={`primary-${teacher.id}`}>{nameOf(teacher)}</label>
              </div>
            ))}
          </fieldset>
          {hydrated ? null : <div className="button-row"><button type="submit" className="button" lang={lang('notificationSettings.save')}>{t('notificationSettings.save')}</button></div>}
        </Form>
      ) : (
        <dl className="event-facts">
          <div>
            <dt>{text('notificationSettings.subscribers')}</dt>
            <dd><ul>{subscribed.map((teacher) => <li key={teacher.id}>{nameOf(teacher)}</li>)}</ul></dd>
          </div>
          <div>
            <dt>{text('notificationSettings.primaryContact')}</dt>
            <dd>{primaryContact ? nameOf(primaryContact) : null}</dd>
          </div>
        </dl>
      )}
      {/* Outside the form, so a save that turns the panel read-only still says 'Changes saved.' in the same live region. */}
      <p role="status" className="notification-settings-status" lang={statusKey ? lang(statusKey) : undefined}>{statusKey ? t(statusKey) : ''}</p>
    </section>
  )
}
