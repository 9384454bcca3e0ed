import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { eventBeginsAt, eventEndsAt } from './event-times'
import { buildIcs, calendarChanged, calendarUid, movedFields } from './ics'
import type { CalendarInvite } from './ics'

const inPerson = { type: 'in-person', date: '2026-12-04T00:00:00.000Z', arrivalTime: '09:30', startTime: '10:00', endTime: '12:00' }
const online = { type: 'online', date: '2026-06-10T00:00:00.000Z', startTime: '13:00', endTime: '14:00' }

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

const invite = (overrides: Partial<CalendarInvite> = {}): CalendarInvite => ({
  method: 'REQUEST',
  uid: calendarUid(12, 34, 'example.nz'),
  sequence: 0,
  summary: 'Careers kōrero',
  start: eventBeginsAt(inPerson)!,
  end: eventEndsAt(inPerson)!,
  location: '1 Queen Street, Waitematā, Auckland',
  description: 'Date: 4 December 2026\nArrival time: 09:30',
  url: 'https://example.nz/role-model/events/12',
  organiser: { name: 'Hine Kaiako', email: 'hine@school.example.nz' },
  attendee: { name: 'Mere Tester', email: 'mere@example.nz' },
  stamp: new Date('2026-11-23T00:00:00Z'),
  ...overrides,
})

describe('when an event begins and ends (New Zealand wall-clock times)', () => {
  it('begins at the arrival time in person, in daylight time (UTC+13)', () => {
    expect(eventBeginsAt(inPerson)?.toISOString()).toBe('2026-12-03T20:30:00.000Z')
    expect(eventEndsAt(inPerson)?.toISOString()).toBe('2026-12-03T23:00:00.000Z')
  })

  it('begins at the start time online, in standard time (UTC+12)', () => {
    expect(eventBeginsAt(online)?.toISOString()).toBe('2026-06-10T01:00:00.000Z')
    expect(eventEndsAt(online)?.toISOString()).toBe('2026-06-10T02:00:00.000Z')
  })

  it('lasts an hour when the end time is missing or not after the beginning; midnight without times; nothing without a date', () => {
    expect(eventEndsAt({ ...online, endTime: null })?.toISOString()).toBe('2026-06-10T02:00:00.000Z')
    expect(eventEndsAt({ ...online, endTime: '12:00' })?.toISOString()).toBe('2026-06-10T02:00:00.000Z')
    expect(eventBeginsAt({ type: 'online', date: '2026-06-10T00:00:00.000Z' })?.toISOString()).toBe('2026-06-09T12:00:00.000Z')
    expect(eventBeginsAt({ type: 'online', date: null })).toBeNull()
  })
})

describe('the .ics invitation', () => {
  it('is a REQUEST for one event with the arrival time, place, organiser and the role model attending', () => {
    const ics = buildIcs(invite())
    const { calendar, vevent, event } = parse(ics)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1)
    expect(event.uid).toBe('event-12-role-model-34@example.nz')
    expect(event.sequence).toBe(0)
    expect(event.summary).toBe('Careers kōrero')
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T20:30:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T23:00:00.000Z')
    expect(event.location).toBe('1 Queen Street, Waitematā, Auckland')
    expect(event.description).toBe('Date: 4 December 2026\nArrival time: 09:30')
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:hine@school.example.nz')
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Hine Kaiako')
    const attendee = vevent.getFirstProperty('attendee')!
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:mere@example.nz')
    expect(attendee.getParameter('partstat')).toBe('ACCEPTED')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    // Written in UTC: no client has to know Pacific/Auckland's rules.
    expect(ics).toMatch(/^DTSTART:20261203T203000Z\r?$/m)
  })

  it('updates keep the UID and carry a higher SEQUENCE; a cancellation is METHOD:CANCEL', () => {
    const update = parse(buildIcs(invite({ sequence: 2 })))
    expect(update.event.uid).toBe('event-12-role-model-34@example.nz')
    expect(update.event.sequence).toBe(2)
    const cancel = parse(buildIcs(invite({ method: 'CANCEL', sequence: 3 })))
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(cancel.event.sequence).toBe(3)
  })

  it('online events carry the meeting link as their location; no organiser when the event has no contact', () => {
    const { event, vevent } = parse(buildIcs(invite({ location: 'https://zoom.us/j/123', organiser: null })))
    expect(event.location).toBe('https://zoom.us/j/123')
    expect(vevent.getFirstProperty('organizer')).toBeNull()
  })
})

describe('which edits change the calendar entry', () => {
  const before = { id: 1, title: 'Kōrero', arrivalDetails: 'Office', meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1' }, primaryContact: { id: 5 }, numberOfStudents: 20 }

  it('a changed title, arrival details, meeting or contact does', () => {
    expect(calendarChanged(before, { ...before, title: 'New title' })).toBe(true)
    expect(calendarChanged(before, { ...before, arrivalDetails: 'Gate 2' })).toBe(true)
    expect(calendarChanged(before, { ...before, meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/2' } })).toBe(true)
    expect(calendarChanged(before, { ...before, primaryContact: 6 })).toBe(true)
  })

  it('fields the entry does not show, and the same relation as id or document, do not', () => {
    expect(calendarChanged(before, { ...before, numberOfStudents: 25 })).toBe(false)
    expect(calendarChanged(before, { ...before, primaryContact: 5 })).toBe(false)
    expect(calendarChanged({ ...before, startTime: '' }, { ...before, startTime: null })).toBe(false)
    // The creator named primary contact: the same organiser as before.
    expect(calendarChanged({ ...before, primaryContact: null, createdBy: 5 }, { ...before, primaryContact: 5, createdBy: 5 })).toBe(false)
    expect(calendarChanged({ ...before, primaryContact: null, createdBy: 5 }, { ...before, primaryContact: 7, createdBy: 5 })).toBe(true)
  })
})

describe('which edits move a live event', () => {
  const before = { id: 1, title: 'Kōrero', date: '2027-03-10T00:00:00.000Z', startTime: '13:00', endTime: '14:00', address: '1 Main Road', meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1', password: null } }

  it('names the when-and-where fields that changed, and only those', () => {
    expect(movedFields(before, { ...before, date: '2027-03-12T00:00:00.000Z', endTime: '15:00' })).toEqual(['date', 'endTime'])
    expect(movedFields(before, { ...before, address: '2 Main Road' })).toEqual(['address'])
    expect(movedFields(before, { ...before, meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/2', password: null } })).toEqual(['meeting'])
  })

  it('a change of title or details, an empty time or password saved as null moves nothing', () => {
    expect(movedFields(before, { ...before, title: 'New title' })).toEqual([])
    expect(movedFields({ ...before, arrivalTime: '' }, { ...before, arrivalTime: null })).toEqual([])
    expect(movedFields(before, { ...before, meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1', password: '' } })).toEqual([])
  })
})
