import { describe, expect, it } from 'vitest'
import {
  compareStoredDates,
  eventDateToStored,
  formatDateInput,
  formatDisplayDate,
  formatDisplayDateTime,
  isFutureDate,
  isFutureTime,
  isWeekday,
  isWithinTwelveMonths,
  nzDate,
  nzInstant,
  nzTime,
  parseDateInput,
  parseTimeInput,
  storedToEventDate,
} from './dates'

// New Zealand's clocks in 2027: daylight time ends Sunday 4 April at 03:00 NZDT (14:00 UTC on 3 April) and
// starts Sunday 26 September at 02:00 NZST (14:00 UTC on 25 September).

describe('New Zealand dates', () => {
  it('takes today from Pacific/Auckland', () => {
    // 11:30 UTC on 21 November is 00:30 on 22 November in New Zealand (daylight time, UTC+13).
    expect(nzDate(new Date('2026-11-21T11:30:00Z'))).toBe('2026-11-22')
    expect(nzDate(new Date('2026-11-21T10:30:00Z'))).toBe('2026-11-21')
    // Standard time (UTC+12) in June.
    expect(nzDate(new Date('2027-06-14T11:59:00Z'))).toBe('2027-06-14')
    expect(nzDate(new Date('2027-06-14T12:00:00Z'))).toBe('2027-06-15')
    // Answers are kept by instant (and forgotten past 256): asked again, or after many others, the same.
    for (let hour = 0; hour < 300; hour++) nzDate(new Date(Date.UTC(2027, 0, 1, hour)))
    expect(nzDate(new Date('2027-06-14T12:00:00Z'))).toBe('2027-06-15')
    expect(nzDate(new Date(Date.UTC(2027, 0, 1, 299)))).toBe('2027-01-14')
  })

  it('reads the wall clock across the day daylight time ends (2027-04-04)', () => {
    expect(nzDate(new Date('2027-04-03T11:00:00Z'))).toBe('2027-04-04')
    expect(nzTime(new Date('2027-04-03T11:00:00Z'))).toBe('00:00')
    expect(nzTime(new Date('2027-04-03T13:59:00Z'))).toBe('02:59')
    // The clocks go back: 02:00 to 02:59 happen twice.
    expect(nzTime(new Date('2027-04-03T14:00:00Z'))).toBe('02:00')
    expect(nzTime(new Date('2027-04-04T11:59:00Z'))).toBe('23:59')
    expect(nzDate(new Date('2027-04-04T11:59:00Z'))).toBe('2027-04-04')
    expect(nzDate(new Date('2027-04-04T12:00:00Z'))).toBe('2027-04-05')
  })

  it('reads the wall clock across the day daylight time starts (2027-09-26)', () => {
    expect(nzDate(new Date('2027-09-25T12:00:00Z'))).toBe('2027-09-26')
    expect(nzTime(new Date('2027-09-25T13:59:00Z'))).toBe('01:59')
    // The clocks go forward: 02:00 to 02:59 never happen.
    expect(nzTime(new Date('2027-09-25T14:00:00Z'))).toBe('03:00')
    expect(nzDate(new Date('2027-09-26T10:59:00Z'))).toBe('2027-09-26')
    expect(nzDate(new Date('2027-09-26T11:00:00Z'))).toBe('2027-09-27')
  })

  it('displays dates like 5 March 2024', () => {
    expect(formatDisplayDate('2024-03-05')).toBe('5 March 2024')
    expect(formatDisplayDate(new Date('2024-03-04T12:00:00Z'))).toBe('5 March 2024')
    expect(formatDisplayDate(eventDateToStored('2027-04-04'))).toBe('4 April 2027')
  })

  it('writes New Zealand English and te reo Māori month names whatever the engine knows', () => {
    expect(formatDisplayDate('2024-03-05', 'mi')).toBe('5 Māehe 2024')
    expect(formatDisplayDate('2024-12-25', 'mi-NZ')).toBe('25 Tīhema 2024')
  })
})

describe('typed dates', () => {
  it('reads dd/mm/yyyy and yyyy-mm-dd', () => {
    expect(parseDateInput('05/03/2027')).toBe('2027-03-05')
    expect(parseDateInput('5/3/2027')).toBe('2027-03-05')
    expect(parseDateInput(' 2027-03-05 ')).toBe('2027-03-05')
  })

  it('refuses days that do not exist', () => {
    expect(parseDateInput('31/02/2027')).toBeNull()
    expect(parseDateInput('2027-02-31')).toBeNull()
    expect(parseDateInput('31/04/2027')).toBeNull()
    expect(parseDateInput('29/02/2027')).toBeNull()
    expect(parseDateInput('00/01/2027')).toBeNull()
    expect(parseDateInput('12/13/2027')).toBeNull()
  })

  it('takes the leap day of a leap year', () => {
    expect(parseDateInput('29/02/2028')).toBe('2028-02-29')
    expect(parseDateInput('2028-02-29')).toBe('2028-02-29')
  })

  it('refuses other shapes', () => {
    for (const text of ['', '   ', '05/03/27', '2027-3-5', '05-03-2027', '2027/03/05', 'tomorrow', '05/03/2027 10:00', undefined, null]) {
      expect(parseDateInput(text)).toBeNull()
    }
  })
})

describe('typed times', () => {
  it('reads HH:mm and HH:mm:ss as HH:mm', () => {
    expect(parseTimeInput('09:30')).toBe('09:30')
    expect(parseTimeInput('9:30')).toBe('09:30')
    expect(parseTimeInput('09:30:59')).toBe('09:30')
    expect(parseTimeInput('00:00')).toBe('00:00')
    expect(parseTimeInput('23:59:00')).toBe('23:59')
  })

  it('refuses times that do not exist and other shapes', () => {
    for (const text of ['24:00', '12:60', '12:30:60', '9.30', '0930', '9:30am', 'noon', '', undefined]) {
      expect(parseTimeInput(text)).toBeNull()
    }
  })
})

describe('date rules', () => {
  // 10:00 on Wednesday 12 May 2027 in New Zealand (UTC+12).
  const now = new Date('2027-05-11T22:00:00Z')

  it('counts today as future and yesterday as past (spec: compared against yesterday)', () => {
    expect(isFutureDate('2027-05-12', now)).toBe(true)
    expect(isFutureDate('2027-05-13', now)).toBe(true)
    expect(isFutureDate('2027-05-11', now)).toBe(false)
    expect(isFutureDate('2026-05-12', now)).toBe(false)
  })

  it("takes yesterday from New Zealand's today, not the server's", () => {
    // 23:30 UTC on 11 May is already 12 May in New Zealand: 11 May is yesterday there.
    expect(isFutureDate('2027-05-11', new Date('2027-05-11T23:30:00Z'))).toBe(false)
    // 11:59 UTC on 11 May is still 11 May in New Zealand: 11 May is today.
    expect(isFutureDate('2027-05-11', new Date('2027-05-11T11:59:00Z'))).toBe(true)
  })

  it('takes yesterday across the daylight-saving change days and the turn of a month', () => {
    expect(isFutureDate('2027-04-03', new Date('2027-04-03T11:00:00Z'))).toBe(false)
    expect(isFutureDate('2027-04-04', new Date('2027-04-03T11:00:00Z'))).toBe(true)
    expect(isFutureDate('2027-09-25', new Date('2027-09-25T12:00:00Z'))).toBe(false)
    expect(isFutureDate('2027-09-26', new Date('2027-09-26T10:59:00Z'))).toBe(true)
    expect(isFutureDate('2027-02-28', new Date('2027-02-28T12:00:00Z'))).toBe(false)
    expect(isFutureDate('2028-02-29', new Date('2028-02-29T12:00:00Z'))).toBe(false)
    expect(isFutureDate('2028-03-01', new Date('2028-02-29T12:00:00Z'))).toBe(true)
  })

  it('tells weekdays from weekends, the daylight-saving Sundays included', () => {
    expect(isWeekday('2027-05-14')).toBe(true) // Friday
    expect(isWeekday('2027-05-15')).toBe(false) // Saturday
    expect(isWeekday('2027-05-16')).toBe(false) // Sunday
    expect(isWeekday('2027-05-17')).toBe(true) // Monday
    expect(isWeekday('2027-04-04')).toBe(false)
    expect(isWeekday('2027-09-26')).toBe(false)
    expect(isWeekday('2027-04-05')).toBe(true)
    expect(isWeekday('2027-09-27')).toBe(true)
    expect(isWeekday('2028-02-29')).toBe(true) // Tuesday
  })

  it('allows exactly twelve months ahead, not a day more', () => {
    expect(isWithinTwelveMonths('2027-05-12', now)).toBe(true)
    expect(isWithinTwelveMonths('2028-05-12', now)).toBe(true)
    expect(isWithinTwelveMonths('2028-05-13', now)).toBe(false)
  })

  it("counts the twelve months from New Zealand's today", () => {
    // 12:30 UTC on 12 May is already 13 May in New Zealand.
    expect(isWithinTwelveMonths('2028-05-13', new Date('2027-05-12T12:30:00Z'))).toBe(true)
    expect(isWithinTwelveMonths('2028-05-13', new Date('2027-05-12T11:30:00Z'))).toBe(false)
  })

  it('ends twelve months from a leap day on 28 February', () => {
    const leapDay = new Date('2028-02-28T23:00:00Z') // 29 February 2028, 12:00 in New Zealand
    expect(nzDate(leapDay)).toBe('2028-02-29')
    expect(isWithinTwelveMonths('2029-02-28', leapDay)).toBe(true)
    expect(isWithinTwelveMonths('2029-03-01', leapDay)).toBe(false)
    // From 28 February 2027 the limit is 28 February 2028, so the leap day is out.
    const beforeLeapYear = new Date('2027-02-27T23:00:00Z')
    expect(isWithinTwelveMonths('2028-02-28', beforeLeapYear)).toBe(true)
    expect(isWithinTwelveMonths('2028-02-29', beforeLeapYear)).toBe(false)
  })
})

describe('time rules', () => {
  // 10:00:30 on 12 May 2027 in New Zealand.
  const now = new Date('2027-05-11T22:00:30Z')

  it('only judges times on New Zealand today', () => {
    expect(isFutureTime('2027-05-13', '08:00', now)).toBe(true)
    // Past days are the date rule's business.
    expect(isFutureTime('2027-05-11', '08:00', now)).toBe(true)
  })

  it('needs a time after the current minute today', () => {
    expect(isFutureTime('2027-05-12', '10:01', now)).toBe(true)
    expect(isFutureTime('2027-05-12', '10:00', now)).toBe(false)
    expect(isFutureTime('2027-05-12', '09:59', now)).toBe(false)
    expect(isFutureTime('2027-05-12', '00:00', now)).toBe(false)
  })

  it("uses New Zealand's clock, whatever the day is in UTC", () => {
    // 23:30 UTC on 11 May is 11:30 on 12 May in New Zealand.
    const late = new Date('2027-05-11T23:30:00Z')
    expect(isFutureTime('2027-05-12', '11:00', late)).toBe(false)
    expect(isFutureTime('2027-05-12', '12:00', late)).toBe(true)
    expect(isFutureTime('2027-05-11', '23:45', late)).toBe(true)
  })

  it('follows the wall clock on the daylight-saving change days', () => {
    // 2027-04-04: at 02:30 NZST (after the clocks went back) 02:45 is still ahead, 02:15 is not.
    const afterFallBack = new Date('2027-04-03T14:30:00Z')
    expect(isFutureTime('2027-04-04', '02:45', afterFallBack)).toBe(true)
    expect(isFutureTime('2027-04-04', '02:15', afterFallBack)).toBe(false)
    // 2027-09-26: one minute after 01:59 NZST the wall clock shows 03:00, so 02:30 is already past.
    const afterSpringForward = new Date('2027-09-25T14:00:00Z')
    expect(isFutureTime('2027-09-26', '02:30', afterSpringForward)).toBe(false)
    expect(isFutureTime('2027-09-26', '03:01', afterSpringForward)).toBe(true)
    expect(isFutureTime('2027-09-26', '02:30', new Date('2027-09-25T13:59:00Z'))).toBe(true)
  })
})

describe('stored event dates', () => {
  it('stores the New Zealand calendar date as its UTC midnight and reads it back unchanged', () => {
    expect(eventDateToStored('2027-04-04')).toBe('2027-04-04T00:00:00.000Z')
    expect(storedToEventDate('2027-04-04T00:00:00.000Z')).toBe('2027-04-04')
    expect(storedToEventDate(eventDateToStored('2028-02-29'))).toBe('2028-02-29')
    expect(storedToEventDate(null)).toBeNull()
    expect(storedToEventDate('soon')).toBeNull()
  })

  it('shows a calendar date in the date field as dd/mm/yyyy', () => {
    expect(formatDateInput('2027-03-05')).toBe('05/03/2027')
    expect(formatDateInput(null)).toBe('')
    expect(parseDateInput(formatDateInput('2028-02-29'))).toBe('2028-02-29')
  })
})

describe('stored event dates from the admin', () => {
  it('keep the New Zealand calendar date as its UTC midnight, both ways', () => {
    expect(eventDateToStored('2026-03-05')).toBe('2026-03-05T00:00:00.000Z')
    expect(storedToEventDate('2026-03-05T00:00:00.000Z')).toBe('2026-03-05')
    // The admin's day picker stores the chosen day at UTC noon: still that day.
    expect(storedToEventDate('2026-03-05T12:00:00.000Z')).toBe('2026-03-05')
  })
})

describe('New Zealand wall-clock times as instants', () => {
  it('follows daylight time (UTC+13) and standard time (UTC+12) on either side of the April change', () => {
    expect(nzInstant('2027-04-03', '09:30')?.toISOString()).toBe('2027-04-02T20:30:00.000Z')
    expect(nzInstant('2027-04-05', '09:30')?.toISOString()).toBe('2027-04-04T21:30:00.000Z')
  })

  it('reads a time the clocks skip with the offset before the change, and one they repeat as the later', () => {
    // 2027-09-26 02:30 never happens (02:00 NZST becomes 03:00 NZDT): read as UTC+12, it is 03:30 NZDT.
    expect(nzInstant('2027-09-26', '02:30')?.toISOString()).toBe('2027-09-25T14:30:00.000Z')
    expect(nzInstant('2027-09-26', '03:00')?.toISOString()).toBe('2027-09-25T14:00:00.000Z')
    // 2027-04-04 02:30 happens twice (03:00 NZDT becomes 02:00 NZST): the second, in standard time.
    expect(nzInstant('2027-04-04', '02:30')?.toISOString()).toBe('2027-04-03T14:30:00.000Z')
    expect(nzInstant('2027-04-04', '01:59')?.toISOString()).toBe('2027-04-03T12:59:00.000Z')
    expect(nzInstant('2027-04-04', '03:00')?.toISOString()).toBe('2027-04-03T15:00:00.000Z')
  })

  it('is null for a malformed date or time', () => {
    expect(nzInstant('2027-04-05', '9:30')).toBeNull()
    expect(nzInstant('05/04/2027', '09:30')).toBeNull()
    expect(nzInstant(null, '09:30')).toBeNull()
  })
})

describe('New Zealand wall clocks from an offset kept per day', () => {
  // The clock Intl gives, the reference the kept offsets must match.
  const intl = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const reference = (at: Date) => {
    const part = Object.fromEntries(intl.formatToParts(at).map(({ type, value }) => [type, value]))
    return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
  }

  it('answers as Intl every 7 minutes through the days either side of both changes of 2026 and 2027, and in 1975', () => {
    const spans = ['2026-04-03T00:00:00Z', '2026-09-25T00:00:00Z', '2027-04-02T00:00:00Z', '2027-09-24T00:00:00Z', '1975-10-24T00:00:00Z']
    for (const start of spans) {
      for (let at = Date.parse(start); at < Date.parse(start) + 3 * 86_400_000; at += 7 * 60_000 + 13_000) {
        const instant = new Date(at)
        expect({ date: nzDate(instant), time: nzTime(instant) }).toEqual(reference(instant))
      }
    }
  })

  it('shows an instant as its New Zealand day in both languages, the same for a date given as a day', () => {
    // 11:30 UTC on 31 December is already 1 January in New Zealand (summer time, +13).
    expect(formatDisplayDate('2026-12-31T11:30:00Z')).toBe('1 January 2027')
    expect(formatDisplayDate('2026-12-31T10:30:00Z', 'mi')).toBe('31 Tīhema 2026')
    expect(formatDisplayDate('2027-01-01', 'mi')).toBe('1 Hānuere 2027')
    expect(formatDisplayDateTime(new Date('2027-04-03T13:30:00Z'))).toBe('4 April 2027, 2:30 AM')
    expect(formatDisplayDateTime(new Date('2027-04-03T14:30:00Z'))).toBe('4 April 2027, 2:30 AM')
    expect(() => formatDisplayDate('not a date')).toThrow(RangeError)
  })

  it('orders stored dates as the databases do, a missing date first', () => {
    expect(['2027-03-02T00:00:00.000Z', null, '2027-02-28T00:00:00.000Z', '2027-03-01'].sort(compareStoredDates))
      .toEqual([null, '2027-02-28T00:00:00.000Z', '2027-03-01', '2027-03-02T00:00:00.000Z'])
    expect(compareStoredDates('2027-03-01', '2027-03-01')).toBe(0)
    expect(compareStoredDates(undefined, '2027-03-01')).toBe(-1)
  })
})
