import { describe, expect, it } from 'vitest'
import { voiceFigures } from './voice-figures'

const answer = (date: string, kind: 'school' | 'programme', usefulness = 4) => ({ date, kind, heardNewJob: 'yes', usefulness, wouldConsider: 'maybe' })

describe('the students’ voice on the dashboard', () => {
  it('counts answers by month and kind, every month of the range shown, both kinds', () => {
    const rows = voiceFigures([
      answer('2027-03-02', 'school'), answer('2027-03-20', 'school', 5), answer('2027-03-28', 'school', 2),
      answer('2027-03-05', 'programme'), answer('2027-05-01', 'school'), answer('2026-12-01', 'school'),
    ], ['2027-03', '2027-04'])
    expect(rows.map((row) => [row.month, row.kind, row.answers])).toEqual([['2027-03', 'school', 3], ['2027-03', 'programme', 1], ['2027-04', 'school', 0], ['2027-04', 'programme', 0]])
    expect(rows[0]).toMatchObject({ shown: true, heardYes: 3, useful: 2, considerYes: 0, considerMaybe: 3 })
  })

  it('shows what fewer than 3 students answered as a count alone', () => {
    const [row] = voiceFigures([answer('2027-03-02', 'programme'), answer('2027-03-03', 'programme')], ['2027-03']).filter((item) => item.kind === 'programme')
    expect(row).toEqual({ month: '2027-03', kind: 'programme', answers: 2, shown: false, heardYes: null, useful: null, considerYes: null, considerMaybe: null })
  })
})
