import { describe, expect, it } from 'vitest'
import { homeFigures, median, monthsBetween, programmeFigures, studentsReached } from './figures'
import type { ProgrammeRows } from './figures'

describe('median', () => {
  it('is the middle value, the mean of the two middle ones for an even count, null for none', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
})

describe('monthsBetween', () => {
  it('lists every month of the range, across a year end', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03'])
  })
})

describe('programmeFigures', () => {
  const today = '2026-06-15'
  const rows: ProgrammeRows = {
    events: [
      { id: 1, status: 'done', date: '2026-03-10', type: 'in-person', region: 7, students: 60, visits: 2, confirmed: true, openRequest: true },
      // Live, and its day has passed: held (the nightly job has not closed it yet). Its one acceptance was withdrawn.
      { id: 2, status: 'active', date: '2026-06-14', type: 'online', region: null, students: 25, visits: 0, confirmed: false, openRequest: true },
      { id: 3, status: 'active', date: '2026-06-15', type: 'in-person', region: 7, students: 30, visits: 0, confirmed: false, openRequest: true },
      // Accepted, then the school cancelled: not held, so its acceptance is no visit.
      { id: 4, status: 'cancelled', date: '2026-04-01', type: 'in-person', region: 8, students: 40, visits: 1, confirmed: false, openRequest: false },
      { id: 5, status: 'draft', date: '2026-09-01', type: 'in-person', region: 8, students: null, visits: 0, confirmed: false, openRequest: true },
      { id: 6, status: 'done', date: '2026-03-20', type: 'in-person', region: 8, students: null, visits: 0, confirmed: false, openRequest: false },
    ],
    // Accepted 3 (two on event 1, one on the cancelled event 4), declined 1, expired 1, waiting 1, uninvited 1, withdrawn 1.
    invitations: { byStatus: { 1: 1, 2: 3, 3: 1, 4: 1, 5: 1 }, withdrawn: 1, answeredMs: [10, 24, 48, 4].map((hours) => hours * 3_600_000) },
    supply: [{ region: 7, roleModels: 12 }, { region: 9, roleModels: 3 }],
    // Thin-region notices: two in region 8 in March, one in region 7 in June, one recorded before months were.
    shortfalls: [{ region: 8, month: '2026-03', times: 2 }, { region: 7, month: '2026-06', times: 1 }, { region: 8, month: null, times: 1 }],
    // Offers (issue 51) on events 1, 2, 3 and 5 (all opened to offers), and one on an event outside the range.
    offers: [
      { event: 1, status: 'invited', invitation: 2, attended: true },
      { event: 1, status: 'invited', invitation: 2, attended: false },
      { event: 1, status: 'declined', invitation: null, attended: null },
      // Held, attendance not recorded: an acceptance counts as a visit, as the dashboard's visits do.
      { event: 2, status: 'invited', invitation: 2, attended: null },
      // Today's event is not held yet.
      { event: 3, status: 'invited', invitation: 2, attended: null },
      { event: 5, status: 'open', invitation: null, attended: null },
      { event: 99, status: 'invited', invitation: 2, attended: true },
    ],
  }
  const figures = programmeFigures(rows, { from: '2026-01-01', to: '2026-12-31' }, today)

  it('counts events by status and the held ones (done, or live with a past day), their planned students and visits', () => {
    expect(figures.eventsByStatus).toEqual({ draft: 1, active: 2, done: 2, cancelled: 1 })
    expect(figures.held).toEqual({ events: 3, students: 85, visits: 2 })
    // Events 2 and 6 have no attendance recorded: their planned numbers are counted.
    expect(figures.unconfirmedHeld).toBe(2)
  })

  it('splits the held events by month (every month of the range listed) and by region', () => {
    expect(figures.byMonth).toHaveLength(12)
    expect(figures.byMonth.find((row) => row.month === '2026-03')).toEqual({ month: '2026-03', events: 2, students: 60, visits: 2, shortfalls: 2 })
    expect(figures.byMonth.find((row) => row.month === '2026-06')).toEqual({ month: '2026-06', events: 1, students: 25, visits: 0, shortfalls: 1 })
    expect(figures.byMonth.find((row) => row.month === '2026-09')).toEqual({ month: '2026-09', events: 0, students: 0, visits: 0, shortfalls: 0 })
    expect(figures.byRegion).toEqual(expect.arrayContaining([
      { region: 7, events: 1, students: 60, visits: 2 }, { region: null, events: 1, students: 25, visits: 0 }, { region: 8, events: 1, students: 0, visits: 0 },
    ]))
    expect(figures.byRegion).toHaveLength(3)
  })

  it('counts invitations by outcome, the response rate and the median hours to answer', () => {
    expect(figures.invitations).toEqual({
      sent: 8, open: 1, accepted: 3, declined: 1, expired: 1, uninvited: 1, withdrawn: 1,
      responseRate: 5 / 8,
      // 4 h, 10 h, 24 h, 48 h: the mean of the middle two.
      medianHoursToAnswer: 17,
    })
  })

  it('sets approved role models by region against the in-person events planned there and the shortfalls told', () => {
    expect(figures.supplyDemand).toEqual(expect.arrayContaining([
      { region: 7, roleModels: 12, eventsPlanned: 2, shortfalls: 1 },
      { region: 9, roleModels: 3, eventsPlanned: 0, shortfalls: 0 },
      // Every notice of the range counts by region, those without a month too.
      { region: 8, roleModels: 0, eventsPlanned: 2, shortfalls: 3 },
    ]))
    expect(figures.supplyDemand).toHaveLength(3)
  })

  it('counts open requests, offers, those invited from and those who came, by the events\' month and region', () => {
    const month = (name: string) => figures.offersByMonth.find((row) => row.month === name)
    expect(month('2026-03')).toEqual({ month: '2026-03', openRequests: 1, offers: 3, invited: 2, came: 1 })
    expect(month('2026-06')).toEqual({ month: '2026-06', openRequests: 2, offers: 2, invited: 2, came: 1 })
    expect(month('2026-09')).toEqual({ month: '2026-09', openRequests: 1, offers: 1, invited: 0, came: 0 })
    expect(figures.offersByMonth).toHaveLength(12)
    expect(figures.offersByRegion).toEqual(expect.arrayContaining([
      { region: 7, openRequests: 2, offers: 4, invited: 3, came: 1 }, { region: null, openRequests: 1, offers: 1, invited: 1, came: 1 },
      { region: 8, openRequests: 1, offers: 1, invited: 0, came: 0 },
    ]))
    expect(figures.offersByRegion).toHaveLength(3)
  })

  it('answers with nulls, not NaN, when nothing was sent', () => {
    const empty = programmeFigures({ events: [], invitations: { byStatus: {}, withdrawn: 0, answeredMs: [] }, supply: [], shortfalls: [], offers: [] }, { from: '2026-01-01', to: '2026-01-31' }, today)
    expect(empty.invitations).toMatchObject({ sent: 0, responseRate: null, medianHoursToAnswer: null })
    expect(empty.byMonth).toEqual([{ month: '2026-01', events: 0, students: 0, visits: 0, shortfalls: 0 }])
  })
})

describe("the home's figures", () => {
  it("count the recorded students where attendance was recorded, else the planned ones", () => {
    const recorded = { numberOfStudents: 50, studentsAttended: 12, attendanceRecordedAt: '2026-03-02T00:00:00.000Z' }
    expect(studentsReached(recorded)).toBe(12)
    expect(studentsReached({ ...recorded, attendanceRecordedAt: null })).toBe(50)
    // A record without a number of students is no record: the planned number stands.
    expect(studentsReached({ ...recorded, studentsAttended: null })).toBe(50)
    expect(studentsReached({})).toBe(0)
    expect(homeFigures([recorded, { numberOfStudents: 30 }, {}], 7)).toEqual({ eventsHeld: 3, studentsReached: 42, roleModels: 7 })
    expect(homeFigures([], 0)).toEqual({ eventsHeld: 0, studentsReached: 0, roleModels: 0 })
  })
})
