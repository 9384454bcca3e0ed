import { useT } from '~/i18n/use-t'
import { formatDisplayDate } from '~/domain/shared/dates'
import { CONSIDER_ANSWERS, HEARD_ANSWERS, USEFUL_MAX, USEFUL_MIN, VOICE_MIN_ANSWERS_SHOWN } from '~/domain/voice/voice'
import type { VoiceTally } from '~/domain/voice/voice'

export type VoicePanelData = { url: string; qrSvg: string; state: 'open' | 'closed'; closesOn: string; cap: number; answers: number; counts: VoiceTally | null }

/** One question's tally: each answer and how many students gave it. */
function CountsTable({ id, caption, rows }: { id: string; caption: string; rows: Array<{ label: string; labelLang?: string; count: number }> }) {
  const { t, lang } = useT('voice')
  return (
    <table className="voice-table" id={id}>
      <caption>{caption}</caption>
      <thead><tr><th scope="col" lang={lang('teacher.answer')}>{t('teacher.answer')}</th><th scope="col" lang={lang('teacher.students')}>{t('teacher.students')}</th></tr></thead>
      <tbody>{rows.map((row) => <tr key={row.label}><th scope="row" lang={row.labelLang}>{row.label}</th><td>{row.count}</td></tr>)}</tbody>
    </table>
  )
}

/**
 * On the teacher's event page from the event's day (docs/decisions/0087): the survey's link and QR code to show the
 * class (an SVG made on the server), how long it is open, and counts per question once enough students answered.
 */
export function VoicePanel({ voice }: { voice: VoicePanelData | null }) {
  const { t, lang, i18n } = useT('voice')
  if (!voice) return null
  const when = voice.state === 'open' ? 'teacher.openUntil' : 'teacher.closed'
  // The date in the sentence's own language (an English sentence, while it has no te reo, says its month in English).
  const date = formatDisplayDate(voice.closesOn, lang(when) ?? i18n.language)
  const label = (key: string) => ({ label: t(key), labelLang: lang(key) })
  const useful = Array.from({ length: USEFUL_MAX - USEFUL_MIN + 1 }, (_, index) => USEFUL_MIN + index)
  return (
    <section aria-labelledby="voice-heading" className="details-section panel" id="voice-section">
      <h2 id="voice-heading" lang={lang('teacher.title')}>{t('teacher.title')}</h2>
      <p lang={lang('teacher.intro')}>{t('teacher.intro')}</p>
      <p lang={lang(when)}>{t(when, { date, cap: voice.cap })}</p>
      {voice.state === 'open' ? (
        <>
          <p><span lang={lang('teacher.link')}>{t('teacher.link')}</span>: <a href={voice.url} className="voice-link">{voice.url}</a></p>
          {/* The SVG is the qrcode library's own output for our address: paths only, no script or text of the user's. */}
          <div className="voice-qr" role="img" aria-label={t('teacher.qrLabel')} lang={lang('teacher.qrLabel')} dangerouslySetInnerHTML={{ __html: voice.qrSvg }} />
        </>
      ) : null}
      <p lang={lang('teacher.answers')}>{t('teacher.answers', { count: voice.answers })}</p>
      {voice.counts ? (
        <div className="stack">
          <CountsTable id="voice-heard" caption={t('teacher.heard')} rows={HEARD_ANSWERS.map((id) => ({ ...label(`answers.${id}`), count: voice.counts!.heard[id] }))} />
          <CountsTable id="voice-useful" caption={t('teacher.useful')} rows={useful.map((value) => ({ label: String(value), count: voice.counts!.useful[value] ?? 0 }))} />
          <CountsTable id="voice-consider" caption={t('teacher.consider')} rows={CONSIDER_ANSWERS.map((id) => ({ ...label(`answers.${id}`), count: voice.counts!.consider[id] }))} />
        </div>
      ) : (
        <p className="muted" lang={lang('teacher.tooFew')}>{t('teacher.tooFew', { min: VOICE_MIN_ANSWERS_SHOWN })}</p>
      )}
    </section>
  )
}
