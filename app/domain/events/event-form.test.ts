import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { eventToInfoDefaults, eventToPlanDefaults, infoToEventData, planToEventData, relationId, storedId } from './event-form'
import type { EventFields } from './event-form'
import { inPersonPlanSchema, onlineInfoSchema, onlineStepOneSchema, roleModelInfoSchema } from './event.schema'

const now = new Date('2027-05-11T22:00:00Z')

function form(entries: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) for (const item of [value].flat()) data.append(name, item)
  return data
}

function parsed<T>(result: { status?: string; value?: T }): T {
  if (result.status !== 'success' || !result.value) throw new Error('The form did not parse')
  return result.value
}

describe('in-person plan ⇄ event', () => {
  const posted = { Name: '  Careers day, Year 10 ', Address: '12 School Road', RegionID: '1', DistrictID: '10', Date: '14/05/2027', ArrivalTime: '09:00', StartTime: '', EndTime: '11:00:00', NumberOfStudentsAttending: '30', StudentsAge: '13', TotalChosenRoleModels: '2', ChosenRegionID: '1' }

  it('stores dates as the UTC midnight of the NZ date, times as HH:mm, ids as numbers, a blank start as null', () => {
    const value = parsed(parseWithZod(form(posted), { schema: inPersonPlanSchema({ now }) }))
    expect(planToEventData('in-person', value)).toEqual({
      title: 'Careers day, Year 10', address: '12 School Road', region: 1, district: 10, date: '2027-05-14T00:00:00.000Z', arrivalTime: '09:00', startTime: null, endTime: '11:00', numberOfStudents: 30, studentsAge: '13',
    })
  })

  it('writes only the students fields from an active edit', () => {
    const value = parsed(parseWithZod(form({ NumberOfStudentsAttending: '25', StudentsAge: 'Year 9' }), { schema: inPersonPlanSchema({ now, mode: 'active' }) }))
    expect(planToEventData('in-person', value)).toEqual({ numberOfStudents: 25, studentsAge: 'Year 9' })
  })

  it('gives the form back what the event holds, strings only', () => {
    const event: EventFields = { type: 'in-person', status: 'draft', title: 'Careers day', address: '12 School Road', region: 1, district: { id: 10 } as EventFields['district'], date: '2027-05-14T00:00:00.000Z', arrivalTime: '09:00', startTime: null, endTime: '11:00', numberOfStudents: 30, studentsAge: '13' }
    expect(eventToPlanDefaults(event, { totalChosenRoleModels: 2 })).toEqual({
      Name: 'Careers day', ConfirmedDate: '2027-05-14', Address: '12 School Road', RegionID: '1', DistrictID: '10', Date: '14/05/2027', ArrivalTime: '09:00', StartTime: undefined, EndTime: '11:00', NumberOfStudentsAttending: '30', StudentsAge: '13',
      WarnOnRegionChange: '1', TotalChosenRoleModels: '2', ChosenRegionID: '1', ChosenDistrictID: '10',
    })
    expect(eventToPlanDefaults({ type: 'in-person', status: 'draft' })).toMatchObject({ RegionID: undefined, Date: undefined, WarnOnRegionChange: '0', TotalChosenRoleModels: '0' })
  })

  it('round-trips: defaults posted back unchanged give the same event data', () => {
    const data = planToEventData('in-person', parsed(parseWithZod(form(posted), { schema: inPersonPlanSchema({ now }) })))
    const defaults = eventToPlanDefaults({ type: 'in-person', status: 'draft', ...data }) as Record<string, string>
    const again = parsed(parseWithZod(form(Object.fromEntries(Object.entries(defaults).filter(([, v]) => v !== undefined))), { schema: inPersonPlanSchema({ now }) }))
    expect(planToEventData('in-person', again)).toEqual(data)
  })
})

describe('online step one ⇄ event', () => {
  const main = { Name: 'Online kōrero', Date: '2027-05-20', StartTime: '10:00', EndTime: '11:00', MainEventMeetingPlatform: 'zoom', MainEventMeetingPlatformInviteLink: 'https://zoom.us/j/1', MeetingPassword: '' }
  const pre = { PreEventMeetingDate: '17/05/2027', PreEventMeetingStartTime: '15:00', PreEventMeetingEndTime: '15:30', PreEventMeetingPlatform: 'other', PreEventMeetingPlatformInviteLink: 'https://example.org/meet/1', PreEventMeetingPassword: 'pw' }

  it('stores the main meeting and the pre-event block', () => {
    const value = parsed(parseWithZod(form({ ...main, HasPreEventMeeting: '1', ...pre }), { schema: onlineStepOneSchema({ now }) }))
    expect(planToEventData('online', value)).toEqual({
      title: 'Online kōrero', date: '2027-05-20T00:00:00.000Z', startTime: '10:00', endTime: '11:00',
      meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1', password: null },
      preEventMeeting: { enabled: true, date: '2027-05-17T00:00:00.000Z', startTime: '15:00', endTime: '15:30', platform: 'other', inviteLink: 'https://example.org/meet/1', password: 'pw' },
    })
  })

  it('clears the pre-event block when it is turned off, whatever its hidden fields hold', () => {
    const value = parsed(parseWithZod(form({ ...main, ...pre }), { schema: onlineStepOneSchema({ now }) }))
    expect(planToEventData('online', value).preEventMeeting).toEqual({ enabled: false, date: null, startTime: null, endTime: null, platform: null, inviteLink: null, password: null })
  })

  it('gives the form back what the event holds', () => {
    const event: EventFields = {
      type: 'online', status: 'draft', date: '2027-05-20T00:00:00.000Z', startTime: '10:00', endTime: '11:00',
      meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1', password: null },
      preEventMeeting: { enabled: true, date: '2027-05-17T00:00:00.000Z', startTime: '15:00', endTime: '15:30', platform: 'other', inviteLink: 'https://example.org/meet/1', password: 'pw' },
    }
    expect(eventToPlanDefaults({ ...event, title: 'Online kōrero' })).toEqual({ ...main, ConfirmedDate: '2027-05-20', Date: '20/05/2027', MeetingPassword: undefined, HasPreEventMeeting: '1', ...pre })
    expect(eventToPlanDefaults({ type: 'online', status: 'draft' })).toMatchObject({ HasPreEventMeeting: undefined, MainEventMeetingPlatform: undefined })
  })
})

describe('info ⇄ event', () => {
  const info = { ArrivalDetails: 'Reception', HowWillTheEventStart: '', CulturalExpectations: 'Mihi', PhotosAllowed: '1', WhatStudentsCallTheTeacher: 'Whaea Mere', LearningGoals: '', WhatMakesTheSchoolSpecial: '', RelatedTopic: 'Science' }
  const stored = { arrivalDetails: 'Reception', howWillTheEventStart: null, culturalExpectations: 'Mihi', photosAllowed: true, whatStudentsCallTheTeacher: 'Whaea Mere', learningGoals: null, whatMakesTheSchoolSpecial: null, relatedTopic: 'Science' }

  it('stores the in-person info, photos as a boolean', () => {
    expect(infoToEventData('in-person', parsed(parseWithZod(form(info), { schema: roleModelInfoSchema })))).toEqual(stored)
    expect(infoToEventData('in-person', parsed(parseWithZod(form({}), { schema: roleModelInfoSchema }))).photosAllowed).toBe(false)
  })

  it('stores step two with the online info, languages as numbers', () => {
    const value = parsed(parseWithZod(form({ ...info, StudentsAge: '15', NumberOfStudentsAttending: '28', HowWillStudentsAttendOnlineEvent: 'home', StudentLanguages: ['1', '3'] }), { schema: onlineInfoSchema() }))
    expect(infoToEventData('online', value)).toEqual({ ...stored, studentsAge: '15', numberOfStudents: 28, howWillStudentsAttend: 'home', studentLanguages: [1, 3] })
    const none = parsed(parseWithZod(form({ StudentsAge: '15', NumberOfStudentsAttending: '28', HowWillStudentsAttendOnlineEvent: 'home' }), { schema: onlineInfoSchema() }))
    expect(infoToEventData('online', none).studentLanguages).toEqual([])
  })

  it('gives the form back what the event holds', () => {
    const event: EventFields = { type: 'online', status: 'active', ...stored, studentsAge: '15', numberOfStudents: 28, howWillStudentsAttend: 'home', studentLanguages: [1, { id: 3 } as never] }
    expect(eventToInfoDefaults(event)).toEqual({ ...info, HowWillTheEventStart: undefined, LearningGoals: undefined, WhatMakesTheSchoolSpecial: undefined, StudentsAge: '15', NumberOfStudentsAttending: '28', HowWillStudentsAttendOnlineEvent: 'home', StudentLanguages: ['1', '3'] })
    const inPerson = eventToInfoDefaults({ type: 'in-person', status: 'draft', photosAllowed: false, studentsAge: '15' })
    expect(inPerson.PhotosAllowed).toBeUndefined()
    expect(inPerson).not.toHaveProperty('StudentsAge')
  })
})

describe('ids', () => {
  it('posts ids as strings and stores positive whole numbers', () => {
    expect(relationId(4)).toBe('4')
    expect(relationId({ id: 4 })).toBe('4')
    expect(relationId(null)).toBe('')
    expect(storedId('4')).toBe(4)
    for (const id of ['', '0', '-1', '1.5', 'abc', undefined]) expect(storedId(id)).toBeNull()
  })
})
