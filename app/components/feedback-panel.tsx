import { Link } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { formatDisplayDate } from '~/domain/shared/dates'
import { useDatedText } from './event-dated-text'

export type FeedbackPanelData = { state: 'open' | 'not-yet' | 'closed' | 'never'; closesOn: string | null; answered: boolean }

/** On an event page after the event: the way to the feedback form while it is open (docs/decisions/0036). */
export function FeedbackPanel({ feedback, href }: { feedback: FeedbackPanelData | null; href: string }) {
  const { t, lang, i18n } = useT('events')
  const dated = useDatedText('events')
  if (!feedback || feedback.state !== 'open') return null
  const date = feedback.closesOn ? formatDisplayDate(feedback.closesOn, i18n.language) : ''
  const key = feedback.answered ? 'feedback.given' : 'feedback.openUntil'
  const action = feedback.answered ? 'feedback.change' : 'feedback.give'
  return (
    <section aria-labelledby="feedback-heading" className="details-section panel" id="feedback-section">
      <h2 id="feedback-heading" lang={lang('feedback.title')}>{t('feedback.title')}</h2>
      <p lang={lang(key)}>{dated(key, { date })}</p>
      <p><Link to={href} className="button button-primary" lang={lang(action)}>{t(action)}</Link></p>
    </section>
  )
}
