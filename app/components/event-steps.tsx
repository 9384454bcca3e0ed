import { Link } from '@remix-run/react'
import { useT } from '~/i18n/use-t'

export const EVENT_STEPS = ['plan', 'info', 'role-models', 'review'] as const
export type EventStep = (typeof EVENT_STEPS)[number]

const stepKey: Record<EventStep, string> = { plan: 'plan', info: 'info', 'role-models': 'roleModels', review: 'review' }

/**
 * The four steps of creating an event (plan, info for role models, choose role models, review and invite).
 * Every step of a draft can be revisited, so each is a link; the current one is marked for screen readers.
 */
export function EventSteps({ eventId, current }: { eventId: number | string; current: EventStep }) {
  const { t, lang: fallback, i18n } = useT('events')
  const navLang = fallback('pages.steps.label')
  // Inside the navigation marked English for its name, a translated text says it is in the page's language.
  const lang = (key: string, options?: Record<string, unknown>) => fallback(key, options) ?? (navLang ? i18n.language : undefined)
  const index = EVENT_STEPS.indexOf(current)
  return (
    <nav aria-label={t('pages.steps.label')} lang={navLang} className="event-steps">
      <p className="visually-hidden" lang={lang('pages.steps.stepOf', { step: index + 1, total: EVENT_STEPS.length })}>{t('pages.steps.stepOf', { step: index + 1, total: EVENT_STEPS.length })}</p>
      <ol>
        {EVENT_STEPS.map((step, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'todo'
          const content = (
            <>
              <span className="event-step-number" aria-hidden="true">{position + 1}</span>
              <span className="event-step-label" lang={lang(`pages.steps.${stepKey[step]}`)}>{t(`pages.steps.${stepKey[step]}`)}</span>
            </>
          )
          return (
            <li key={step} className={`event-step event-step-${state}`}>
              {state === 'current' ? (
                <span aria-current="step">{content}</span>
              ) : (
                <Link to={`/events/${eventId}/${step}`}>{content}</Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
