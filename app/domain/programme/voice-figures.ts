/**
 * The students' voice on the programme's dashboard (issue 53 item 5, decision 0087): the answers of the range's events
 * and sessions counted by the event's New Zealand month and by kind (a school's event, a programme session). Pure.
 * Counts only, never single answers: a month and kind with fewer than 3 answers shows how many answered, not what.
 */
import { tally, voiceCountsShown } from '../voice/voice'

const VOICE_KINDS = ['school', 'programme'] as const
type VoiceKind = (typeof VOICE_KINDS)[number]

/** One answer as the dashboard reads it: its event's day and kind, and the three answers. */
export type ProgrammeVoiceAnswer = { date: string; kind: VoiceKind; heardNewJob?: string | null; usefulness?: number | null; wouldConsider?: string | null }

/** A month's answers of one kind: how many, and (from 3 answers) how many heard of a new job, found it useful (4 or 5), would consider one. */
export type VoiceMonthRow = {
  month: string; kind: VoiceKind; answers: number
  shown: boolean; heardYes: number | null; useful: number | null; considerYes: number | null; considerMaybe: number | null
}

export function voiceFigures(answers: ProgrammeVoiceAnswer[], months: string[]): VoiceMonthRow[] {
  const groups = new Map(months.flatMap((month) => VOICE_KINDS.map((kind) => [`${month}|${kind}`, [] as ProgrammeVoiceAnswer[]] as const)))
  for (const answer of answers) groups.get(`${answer.date.slice(0, 7)}|${answer.kind}`)?.push(answer)
  return [...groups].map(([key, rows]) => {
    const [month, kind] = key.split('|') as [string, VoiceKind]
    const counted = tally(rows)
    const shown = voiceCountsShown(counted.answers)
    return {
      month, kind, answers: counted.answers, shown,
      heardYes: shown ? counted.heard.yes : null, useful: shown ? counted.useful[4] + counted.useful[5] : null,
      considerYes: shown ? counted.consider.yes : null, considerMaybe: shown ? counted.consider.maybe : null,
    }
  })
}
