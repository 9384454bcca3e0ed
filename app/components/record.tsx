import { useT } from '~/i18n/use-t'
import { formatDisplayDate } from '~/domain/shared/dates'
import { useDatedText } from './event-dated-text'

export type RecordTotalsData = { events: number; students: number; unconfirmed: boolean; schools: number; hours: number; roleModels?: number }
export type ThankYouNoteData = { eventId: number | string; eventTitle: string; date: string | null; schoolName: string; text: string }

/** The totals of a record as a list of figures (events, students, schools or role models, hours). */
export function RecordTotals({ totals, who }: { totals: RecordTotalsData; who: 'role-model' | 'school' }) {
  const { t, lang } = useT('events')
  const number = (value: number) => new Intl.NumberFormat('en-NZ').format(value)
  const figures: [string, string][] = [
    ['records.events', number(totals.events)],
    ['records.students', `${number(totals.students)}${totals.unconfirmed ? '*' : ''}`],
    who === 'role-model' ? ['records.schools', number(totals.schools)] : ['records.roleModels', number(totals.roleModels ?? 0)],
    ['records.hours', number(totals.hours)],
  ]
  return (
    <>
      <dl className="record-totals">
        {figures.map(([key, value]) => (
          <div key={key} className="record-figure">
            <dt lang={lang(key)}>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {totals.unconfirmed ? <p className="muted" lang={lang('records.unconfirmedNote')}>* {t('records.unconfirmedNote')}</p> : null}
    </>
  )
}

/** Thank-you notes teachers left a role model, newest first. */
export function ThankYouNotes({ notes, headingId, headingLevel = 2 }: { notes: ThankYouNoteData[]; headingId: string; headingLevel?: 2 | 3 }) {
  const { t, lang, i18n } = useT('events')
  const dated = useDatedText('events')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId} className="record-notes">
      <Heading id={headingId} lang={lang('records.thankYouNotes')}>{t('records.thankYouNotes')}</Heading>
      {notes.length ? (
        <ul className="record-note-list">
          {notes.map((note) => (
            <li key={`${note.eventId}-${note.schoolName}-${note.text.slice(0, 20)}`}>
              <blockquote>{note.text}</blockquote>
              <p className="muted" lang={lang('records.fromSchool')}>{dated('records.fromSchool', { date: note.date ? formatDisplayDate(note.date, i18n.language) : '' }, { school: note.schoolName })}</p>
            </li>
          ))}
        </ul>
      ) : <p className="muted" lang={lang('records.noThankYouNotes')}>{t('records.noThankYouNotes')}</p>}
    </section>
  )
}
