import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import en from '../../../locales/en/events.json'
import {
  cancelEventSchema,
  inPersonMoveSchema,
  inPersonPlanSchema,
  onlineMoveSchema,
  onlineInfoSchema,
  onlineStepOneSchema,
  onlineStepTwoSchema,
  roleModelInfoSchema,
} from './event.schema'
import { isValidMeetingLink, parseStudentCount } from './event-form-checks'

// 10:00 on Wednesday 12 May 2027 in New Zealand (UTC+12).
const now = new Date('2027-05-11T22:00:00Z')

function form(entries: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) for (const item of [value].flat()) data.append(name, item)
  return data
}

/** The English message of an error key, as the page shows it (translateError with locales/en/events.json). */
function message(error: string) {
  const [path, params] = error.split('|')
  const text = path.replace('events:', '').split('.').reduce((node: unknown, part) => (node as Record<string, unknown>)[part], en)
  if (typeof text !== 'string') throw new Error(`No English for ${error}`)
  return params ? text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(JSON.parse(params)[name])) : text
}

function errors(result: { reply: () => { error?: Record<string, string[] | null> | null } }) {
  const reply = result.reply()
  return Object.fromEntries(Object.entries(reply.error ?? {}).map(([field, list]) => [field, (list ?? []).map(message)]))
}

type Schema = Parameters<typeof parseWithZod>[1]['schema']
const check = (schema: Schema, entries: Record<string, string | string[]>) => errors(parseWithZod(form(entries), { schema }))

const inPerson = {
  Name: 'Careers day, Year 10',
  Address: '12 School Road, Rotorua',
  RegionID: '1',
  DistrictID: '10',
  Date: '14/05/2027',
  ArrivalTime: '09:00',
  StartTime: '09:15',
  EndTime: '11:00',
  NumberOfStudentsAttending: '30',
  StudentsAge: '13 to 14',
  WarnOnRegionChange: '0',
  TotalChosenRoleModels: '0',
  ChosenRegionID: '',
  ChosenDistrictID: '',
}

describe('in-person plan', () => {
  const schema = inPersonPlanSchema({ now })

  it('accepts a complete plan and gives stored shapes: yyyy-MM-dd, HH:mm, a number', () => {
    const result = parseWithZod(form({ ...inPerson, ArrivalTime: '09:00:00' }), { schema })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({ Address: '12 School Road, Rotorua', RegionID: '1', DistrictID: '10', Date: '2027-05-14', ArrivalTime: '09:00', StartTime: '09:15', EndTime: '11:00', NumberOfStudentsAttending: 30, StudentsAge: '13 to 14' })
    // Every field of the form is in the value, blanks as undefined, so the mapping writes exactly this form's fields.
    expect(Object.keys(result.value).sort()).toEqual([...Object.keys(inPerson), 'ConfirmedDate'].sort())
    expect(result.value.ChosenRegionID).toBeUndefined()
  })

  it("gives the spec's required messages, all at once", () => {
    expect(check(schema, { Address: '   ' })).toEqual({
      Name: ['Event name is required'],
      Address: ['Address is required'],
      RegionID: ['Region is required'],
      DistrictID: ['District is required'],
      Date: ['Date is required'],
      ArrivalTime: ['Arrival time is required'],
      EndTime: ['End time is required'],
      NumberOfStudentsAttending: ['Number of students attending is required'],
      StudentsAge: ['Age of students is required'],
    })
  })

  it('reports the cross-field rules together with missing fields', () => {
    expect(check(schema, { ...inPerson, Address: '', Date: '15/05/2027' })).toEqual({
      Address: ['Address is required'],
      Date: ['Please select a weekday'],
    })
  })

  it('takes today but not yesterday', () => {
    expect(check(schema, { ...inPerson, Date: '12/05/2027', ArrivalTime: '10:30', StartTime: '', EndTime: '12:00' })).toEqual({})
    expect(check(schema, { ...inPerson, Date: '11/05/2027' })).toEqual({ Date: ['Please select a date for this event which is in the future'] })
  })

  it('refuses Saturdays, Sundays and the daylight-saving Sundays', () => {
    for (const date of ['15/05/2027', '16/05/2027', '2027-09-26']) {
      expect(check(schema, { ...inPerson, Date: date })).toEqual({ Date: ['Please select a weekday'] })
    }
    const april = inPersonPlanSchema({ now: new Date('2027-04-01T00:00:00Z') })
    expect(check(april, { ...inPerson, Date: '04/04/2027' })).toEqual({ Date: ['Please select a weekday'] })
  })

  it('allows exactly twelve months ahead', () => {
    // 12 May 2028 is a Friday; 15 May 2028 a Monday.
    expect(check(schema, { ...inPerson, Date: '12/05/2028' })).toEqual({})
    expect(check(schema, { ...inPerson, Date: '15/05/2028' })).toEqual({ Date: ['Please select a date within the next 12 months'] })
  })

  it('refuses 31/02 and other dates that do not exist, keeping what was typed', () => {
    const result = parseWithZod(form({ ...inPerson, Date: '31/02/2028' }), { schema })
    expect(errors(result)).toEqual({ Date: ['Please enter a date as dd/mm/yyyy'] })
    expect(result.reply().initialValue).toMatchObject({ Date: '31/02/2028', Address: inPerson.Address })
    // A leap day is a real (week)day.
    expect(check(schema, { ...inPerson, Date: '29/02/2028' })).toEqual({})
    expect(check(schema, { ...inPerson, Date: '29/02/2027' })).toEqual({ Date: ['Please enter a date as dd/mm/yyyy'] })
  })

  it('needs times in the future only when the date is today', () => {
    const today = { ...inPerson, Date: '12/05/2027' }
    expect(check(schema, { ...today, ArrivalTime: '09:00', StartTime: '09:30', EndTime: '10:00' })).toEqual({
      ArrivalTime: ['Please choose a time which is in the future'],
      StartTime: ['Please choose a time which is in the future'],
      EndTime: ['Please choose a time which is in the future'],
    })
    expect(check(schema, { ...inPerson, Date: '13/05/2027', ArrivalTime: '08:00', StartTime: '08:30', EndTime: '09:00' })).toEqual({})
  })

  it('needs the end time after the arrival time', () => {
    expect(check(schema, { ...inPerson, StartTime: '', EndTime: '09:00' })).toEqual({ EndTime: ['Please ensure the end time is after the arrival time'] })
    expect(check(schema, { ...inPerson, StartTime: '', EndTime: '08:00' })).toEqual({ EndTime: ['Please ensure the end time is after the arrival time'] })
  })

  it('takes no start time, or one between arrival and end', () => {
    expect(check(schema, { ...inPerson, StartTime: '' })).toEqual({})
    expect(check(schema, { ...inPerson, StartTime: '08:45' })).toEqual({ StartTime: ['Please ensure the start time is after the arrival time'] })
    expect(check(schema, { ...inPerson, StartTime: '09:00' })).toEqual({ StartTime: ['Please ensure the start time is after the arrival time'] })
    expect(check(schema, { ...inPerson, StartTime: '11:00' })).toEqual({ StartTime: ['Please ensure the start time is before the end time'] })
  })

  it('refuses times that are no times', () => {
    expect(check(schema, { ...inPerson, ArrivalTime: '25:00', StartTime: 'soon' })).toEqual({
      ArrivalTime: ['Please enter a time as hh:mm'],
      StartTime: ['Please enter a time as hh:mm'],
    })
  })

  it("refuses 0, -3, 'ten' and 2.5 students", () => {
    for (const count of ['0', '-3', 'ten', '2.5', '1e3']) {
      expect(check(schema, { ...inPerson, NumberOfStudentsAttending: count })).toEqual({ NumberOfStudentsAttending: ['This field can only contain numbers'] })
    }
    expect(check(schema, { ...inPerson, NumberOfStudentsAttending: ' 1 ' })).toEqual({})
  })

  it('refuses 10,000 characters in a text field', () => {
    const long = 'a'.repeat(10_000)
    expect(check(schema, { ...inPerson, Address: long, StudentsAge: long })).toEqual({
      Address: ['No more than 255 characters'],
      StudentsAge: ['No more than 255 characters'],
    })
  })

  it('refuses a district of another region when the server knows the map', () => {
    const server = inPersonPlanSchema({ now, districtRegion: { '10': '1', '20': '2' } })
    expect(check(server, { ...inPerson, DistrictID: '20' })).toEqual({ DistrictID: ['Please choose a district in the selected region'] })
    expect(check(server, inPerson)).toEqual({})
  })

  it('checks the region on the server, asynchronously, naming the programme', async () => {
    const asked: string[] = []
    const server = inPersonPlanSchema({
      now,
      programmeName: 'Inspiring the Future',
      regionHasEnoughRoleModels: async (regionId) => {
        asked.push(regionId)
        return regionId !== '1'
      },
    })
    const refused = await parseWithZod(form(inPerson), { schema: server, async: true })
    expect(errors(refused)).toEqual({ RegionID: ['There are currently not enough role models in this region to host an Inspiring the Future event'] })
    const accepted = await parseWithZod(form({ ...inPerson, RegionID: '2' }), { schema: server, async: true })
    expect(accepted.status).toBe('success')
    expect(asked).toEqual(['1', '2'])
    // A synchronous answer keeps the parse synchronous.
    const sync = inPersonPlanSchema({ now, programmeName: 'Inspiring the Future', regionHasEnoughRoleModels: () => false })
    expect(check(sync, inPerson)).toEqual({ RegionID: ['There are currently not enough role models in this region to host an Inspiring the Future event'] })
  })

  it('edits an active event: only the students fields, required', () => {
    const active = inPersonPlanSchema({ now, mode: 'active' })
    expect(check(active, { Address: '', Date: '11/05/2020' })).toEqual({
      NumberOfStudentsAttending: ['Number of students attending is required'],
      StudentsAge: ['Age of students is required'],
    })
    const result = parseWithZod(form({ NumberOfStudentsAttending: '25', StudentsAge: 'Year 9', Date: '' }), { schema: active })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toEqual({ NumberOfStudentsAttending: 25, StudentsAge: 'Year 9' })
  })
})

const online = {
  Name: 'Online kōrero',
  Date: '2027-05-20',
  StartTime: '10:00',
  EndTime: '11:00',
  MainEventMeetingPlatform: 'zoom',
  MainEventMeetingPlatformInviteLink: 'https://zoom.us/j/123456789',
  MeetingPassword: 'kiwi',
}
const preEvent = {
  HasPreEventMeeting: '1',
  PreEventMeetingDate: '2027-05-17',
  PreEventMeetingStartTime: '15:00',
  PreEventMeetingEndTime: '15:30',
  PreEventMeetingPlatform: 'teams',
  PreEventMeetingPlatformInviteLink: 'https://teams.microsoft.com/l/meetup-join/abc',
  PreEventMeetingPassword: '',
}

describe('online step one', () => {
  const schema = onlineStepOneSchema({ now })

  it('accepts a main meeting alone, ignoring a pre-event block that is off', () => {
    const result = parseWithZod(form({ ...online, PreEventMeetingDate: '31/02/2027', PreEventMeetingStartTime: 'x' }), { schema })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({ Date: '2027-05-20', StartTime: '10:00', MainEventMeetingPlatform: 'zoom', HasPreEventMeeting: false })
  })

  it('accepts a main meeting with its pre-event meeting, on any day of the week', () => {
    const result = parseWithZod(form({ ...online, Date: '23/05/2027', ...preEvent }), { schema })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({ Date: '2027-05-23', HasPreEventMeeting: true, PreEventMeetingDate: '2027-05-17', PreEventMeetingPlatform: 'teams', PreEventMeetingPassword: undefined })
  })

  it("gives the spec's required messages", () => {
    expect(check(schema, {})).toEqual({
      Name: ['Event name is required'],
      Date: ['Event date is required'],
      StartTime: ['Start time is required'],
      EndTime: ['End time is required'],
      MainEventMeetingPlatform: ['Online video meeting platform is required'],
      MainEventMeetingPlatformInviteLink: ['Online video meeting invitation link is required'],
    })
  })

  it('requires the pre-event fields, with their own messages, only when the block is on', () => {
    expect(check(schema, { ...online, HasPreEventMeeting: '1' })).toEqual({
      PreEventMeetingDate: ['Pre-event meeting date is required'],
      PreEventMeetingStartTime: ['Pre-event meeting start time is required'],
      PreEventMeetingEndTime: ['Pre-event meeting end time is required'],
      PreEventMeetingPlatform: ['Pre-event meeting platform is required'],
      PreEventMeetingPlatformInviteLink: ['Pre-event meeting invitation link is required'],
    })
  })

  it('takes today but not yesterday, and no more than twelve months ahead', () => {
    expect(check(schema, { ...online, Date: '12/05/2027', StartTime: '10:30', EndTime: '11:00' })).toEqual({})
    expect(check(schema, { ...online, Date: '11/05/2027' })).toEqual({ Date: ['Please select a date for this event which is in the future'] })
    expect(check(schema, { ...online, Date: '12/05/2028' })).toEqual({})
    expect(check(schema, { ...online, Date: '13/05/2028' })).toEqual({ Date: ['Please select a date within the next 12 months'] })
    expect(check(schema, { ...online, Date: '31/02/2028' })).toEqual({ Date: ['Please enter a date as dd/mm/yyyy'] })
  })

  it('needs times in the future today and the end after the start', () => {
    expect(check(schema, { ...online, Date: '12/05/2027', StartTime: '09:30', EndTime: '10:00' })).toEqual({
      StartTime: ['Please choose a time which is in the future'],
      EndTime: ['Please choose a time which is in the future'],
    })
    expect(check(schema, { ...online, EndTime: '10:00' })).toEqual({ EndTime: ['Please ensure the end time is after the start time'] })
    expect(check(schema, { ...online, EndTime: '09:00' })).toEqual({ EndTime: ['Please ensure the end time is after the start time'] })
  })

  it('refuses a platform that is not on the list', () => {
    expect(check(schema, { ...online, MainEventMeetingPlatform: 'skype' })).toEqual({ MainEventMeetingPlatform: ['Please choose an option from the list'] })
  })

  it('refuses links without http(s), without a path, or with javascript:', () => {
    for (const link of ['javascript:alert(1)', 'https://zoom.us', 'https://zoom.us/', 'zoom.us/j/123', 'ftp://zoom.us/j/1', 'https://zoom/j/1', 'https://zoom.us/j/1 2']) {
      expect(check(schema, { ...online, MainEventMeetingPlatformInviteLink: link })).toEqual({ MainEventMeetingPlatformInviteLink: ['Please enter a valid URL'] })
    }
    expect(check(schema, { ...online, ...preEvent, PreEventMeetingPlatformInviteLink: 'JavaScript://zoom.us/%0Aalert(1)' })).toEqual({ PreEventMeetingPlatformInviteLink: ['Please enter a valid URL'] })
  })

  it('refuses a pre-event meeting after the event, on both dates', () => {
    expect(check(schema, { ...online, ...preEvent, PreEventMeetingDate: '21/05/2027' })).toEqual({
      Date: ['Please select a date for the event which is after your pre-event meeting date'],
      PreEventMeetingDate: ['Please select a date for the pre-event meeting which is before your event date'],
    })
  })

  it('refuses a pre-event meeting in the past', () => {
    expect(check(schema, { ...online, ...preEvent, PreEventMeetingDate: '11/05/2027' })).toEqual({
      PreEventMeetingDate: ['Please select a date for the pre-event meeting which is in the future'],
    })
    expect(check(schema, { ...online, ...preEvent, PreEventMeetingDate: '12/05/2027', PreEventMeetingStartTime: '09:00', PreEventMeetingEndTime: '09:30' })).toEqual({
      PreEventMeetingStartTime: ['Please choose a time which is in the future'],
      PreEventMeetingEndTime: ['Please choose a time which is in the future'],
    })
  })

  it('compares the pre-event meeting with the main start by date and time together', () => {
    // On the day before, a later time of day is fine.
    expect(check(schema, { ...online, ...preEvent, PreEventMeetingDate: '19/05/2027', PreEventMeetingStartTime: '16:00', PreEventMeetingEndTime: '16:30' })).toEqual({})
    // On the same day it must start before the main start and end by it.
    const sameDay = { ...online, ...preEvent, PreEventMeetingDate: '20/05/2027' }
    expect(check(schema, { ...sameDay, PreEventMeetingStartTime: '09:00', PreEventMeetingEndTime: '10:00' })).toEqual({})
    expect(check(schema, { ...sameDay, PreEventMeetingStartTime: '09:30', PreEventMeetingEndTime: '10:15' })).toEqual({
      PreEventMeetingEndTime: ['Please ensure the end time is before the main-event start time'],
    })
    expect(check(schema, { ...sameDay, PreEventMeetingStartTime: '10:00', PreEventMeetingEndTime: '10:30' })).toEqual({
      PreEventMeetingStartTime: ['Please ensure the start time is before the main-event start time'],
      PreEventMeetingEndTime: ['Please ensure the end time is before the main-event start time'],
    })
  })

  it('needs the pre-event end after its start', () => {
    expect(check(schema, { ...online, ...preEvent, PreEventMeetingEndTime: '14:30' })).toEqual({ PreEventMeetingEndTime: ['Please ensure the end time is after the start time'] })
  })

  it('refuses 10,000 characters in its text fields', () => {
    const long = 'a'.repeat(10_000)
    expect(check(schema, { ...online, MeetingPassword: long, MainEventMeetingPlatformInviteLink: `https://zoom.us/j/${long}` })).toEqual({
      MeetingPassword: ['No more than 255 characters'],
      MainEventMeetingPlatformInviteLink: ['No more than 2048 characters'],
    })
  })
})

const stepTwo = { StudentsAge: '15 to 16', NumberOfStudentsAttending: '28', HowWillStudentsAttendOnlineEvent: 'school', StudentLanguages: ['1', '3'] }

describe('online step two', () => {
  it('accepts its fields, languages as a list', () => {
    const result = parseWithZod(form(stepTwo), { schema: onlineStepTwoSchema() })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toEqual({ StudentsAge: '15 to 16', NumberOfStudentsAttending: 28, HowWillStudentsAttendOnlineEvent: 'school', StudentLanguages: ['1', '3'] })
    const one = parseWithZod(form({ ...stepTwo, StudentLanguages: '2' }), { schema: onlineStepTwoSchema() })
    expect(one.status === 'success' && one.value.StudentLanguages).toEqual(['2'])
  })

  it("gives the spec's three required messages, in both modes", () => {
    for (const mode of ['create', 'active'] as const) {
      expect(check(onlineStepTwoSchema({ mode }), {})).toEqual({
        StudentsAge: ['What age are the students attending the event is required'],
        NumberOfStudentsAttending: ['How many students will be attending is required'],
        HowWillStudentsAttendOnlineEvent: ['How will your students be attending the online event is required'],
      })
    }
  })

  it("refuses 0, -3 and 'ten' students and an attendance not on the list", () => {
    for (const count of ['0', '-3', 'ten']) {
      expect(check(onlineStepTwoSchema(), { ...stepTwo, NumberOfStudentsAttending: count })).toEqual({ NumberOfStudentsAttending: ['This field can only contain numbers'] })
    }
    expect(check(onlineStepTwoSchema(), { ...stepTwo, HowWillStudentsAttendOnlineEvent: 'bus' })).toEqual({ HowWillStudentsAttendOnlineEvent: ['Please choose an option from the list'] })
  })
})

const info = {
  ArrivalDetails: 'Sign in at reception.',
  HowWillTheEventStart: 'A mihi whakatau in the hall.',
  CulturalExpectations: '',
  PhotosAllowed: '1',
  WhatStudentsCallTheTeacher: 'Whaea Mere',
  LearningGoals: 'Hear about careers in science.',
  WhatMakesTheSchoolSpecial: '',
  RelatedTopic: 'Science',
}

describe('info for role models', () => {
  it('takes every field as optional, photos as a flag', () => {
    const empty = parseWithZod(form({}), { schema: roleModelInfoSchema })
    expect(empty.status).toBe('success')
    if (empty.status !== 'success') return
    expect(empty.value.PhotosAllowed).toBe(false)
    const full = parseWithZod(form(info), { schema: roleModelInfoSchema })
    expect(full.status === 'success' && full.value).toMatchObject({ PhotosAllowed: true, WhatStudentsCallTheTeacher: 'Whaea Mere', CulturalExpectations: undefined })
  })

  it('refuses more than 1000 characters in any of them', () => {
    const long = 'a'.repeat(1001)
    expect(check(roleModelInfoSchema, { ...info, ArrivalDetails: 'a'.repeat(1000) })).toEqual({})
    expect(check(roleModelInfoSchema, { ...info, ArrivalDetails: long, WhatStudentsCallTheTeacher: 'a'.repeat(10_000), RelatedTopic: long })).toEqual({
      ArrivalDetails: ['No more than 1000 characters'],
      WhatStudentsCallTheTeacher: ['No more than 1000 characters'],
      RelatedTopic: ['No more than 1000 characters'],
    })
  })

  it('takes step two and the info together on the online info page', () => {
    const result = parseWithZod(form({ ...stepTwo, ...info }), { schema: onlineInfoSchema() })
    expect(result.status === 'success' && result.value).toMatchObject({ NumberOfStudentsAttending: 28, PhotosAllowed: true, LearningGoals: 'Hear about careers in science.' })
    expect(check(onlineInfoSchema(), { ...info, ArrivalDetails: 'a'.repeat(1001) })).toEqual({
      StudentsAge: ['What age are the students attending the event is required'],
      NumberOfStudentsAttending: ['How many students will be attending is required'],
      HowWillStudentsAttendOnlineEvent: ['How will your students be attending the online event is required'],
      ArrivalDetails: ['No more than 1000 characters'],
    })
  })
})

describe('cancel event', () => {
  it('needs a reason of at most 2048 characters', () => {
    expect(check(cancelEventSchema, { CancelReason: '  ' })).toEqual({ CancelReason: ['Cancel reason is required'] })
    expect(check(cancelEventSchema, { CancelReason: 'a'.repeat(2049) })).toEqual({ CancelReason: ['No more than 2048 characters'] })
    const result = parseWithZod(form({ CancelReason: ' The school is closed. ' }), { schema: cancelEventSchema })
    expect(result.status === 'success' && result.value).toEqual({ CancelReason: 'The school is closed.' })
  })
})

describe('in the browser', () => {
  it('gives conform its constraints for every form', () => {
    expect(getZodConstraint(inPersonPlanSchema({ now }))).toHaveProperty('Address')
    expect(getZodConstraint(inPersonPlanSchema({ now, mode: 'active' }))).toHaveProperty('StudentsAge')
    expect(getZodConstraint(onlineStepOneSchema({ now }))).toHaveProperty('PreEventMeetingDate')
    expect(getZodConstraint(onlineInfoSchema())).toHaveProperty('StudentLanguages', { required: false, multiple: true })
    expect(getZodConstraint(roleModelInfoSchema)).toHaveProperty('ArrivalDetails.maxLength', 1000)
    expect(getZodConstraint(cancelEventSchema)).toHaveProperty('CancelReason.maxLength', 2048)
  })
})

describe('helpers', () => {
  it('counts students as whole numbers above 0', () => {
    expect(parseStudentCount('30')).toBe(30)
    expect(parseStudentCount('007')).toBe(7)
    expect(parseStudentCount('99999999999999999999')).toBeNull()
    expect(parseStudentCount('')).toBeNull()
  })

  it('accepts meeting links with a path', () => {
    expect(isValidMeetingLink('https://zoom.us/j/123?pwd=abc')).toBe(true)
    expect(isValidMeetingLink('http://meet.google.com/abc-defg-hij')).toBe(true)
    expect(isValidMeetingLink('https://zoom.us/?j=1')).toBe(false)
    expect(isValidMeetingLink('mailto:a@b.nz')).toBe(false)
  })
})

describe('labels and messages', () => {
  it("use the same words, so each label reads right in '{field} is required'", () => {
    const pairs: [keyof typeof en.labels, keyof typeof en.validation][] = [
      ['address', 'addressRequired'], ['region', 'regionRequired'], ['district', 'districtRequired'], ['date', 'dateRequired'],
      ['arrivalTime', 'arrivalTimeRequired'], ['startTime', 'startTimeRequired'], ['endTime', 'endTimeRequired'],
      ['numberOfStudents', 'numberOfStudentsRequired'], ['studentsAge', 'studentsAgeRequired'], ['eventDate', 'eventDateRequired'],
      ['platform', 'platformRequired'], ['inviteLink', 'inviteLinkRequired'], ['preEventDate', 'preEventDateRequired'],
      ['preEventStartTime', 'preEventStartTimeRequired'], ['preEventEndTime', 'preEventEndTimeRequired'],
      ['preEventPlatform', 'preEventPlatformRequired'], ['preEventInviteLink', 'preEventInviteLinkRequired'],
      ['onlineStudentsAge', 'onlineStudentsAgeRequired'], ['onlineNumberOfStudents', 'onlineNumberOfStudentsRequired'],
      ['howWillStudentsAttend', 'howWillStudentsAttendRequired'], ['cancelReason', 'cancelReasonRequired'],
    ]
    for (const [label, required] of pairs) expect(en.validation[required]).toBe(`${en.labels[label]} is required`)
  })

  it('name every platform and way of attending', () => {
    expect(Object.keys(en.platforms)).toEqual(['zoom', 'teams', 'google-meet', 'webex', 'other'])
    expect(Object.values(en.platforms)).toEqual(['Zoom', 'Microsoft Teams', 'Google Meet', 'Webex', 'Other'])
    expect(Object.keys(en.howWillStudentsAttend)).toEqual(['school', 'home'])
  })
})

describe('the event name (both types)', () => {
  it('is trimmed, refused when only spaces, and at most 100 characters', async () => {
    const schema = inPersonPlanSchema({ now })
    const result = parseWithZod(form({ ...inPerson, Name: '  Careers day, Year 10  ' }), { schema })
    expect(result.status === 'success' && result.value.Name).toBe('Careers day, Year 10')
    expect(check(schema, { ...inPerson, Name: '     ' })).toEqual({ Name: ['Event name is required'] })
    expect(check(schema, { ...inPerson, Name: 'a'.repeat(101) })).toEqual({ Name: ['No more than 100 characters'] })
    expect(check(schema, { ...inPerson, Name: 'a'.repeat(100) })).toEqual({})
    expect(check(onlineStepOneSchema({ now }), { ...online, Name: ' ' })).toEqual({ Name: ['Event name is required'] })
  })
})

describe('the holiday warning (server check passed in)', () => {
  const warning = async (date: string) => (date === '2027-05-14' ? { name: 'schoolHolidays', params: { date: '14 May 2027' } } : null)
  const parse = (schema: Schema, entries: Record<string, string>) => parseWithZod(form(entries), { schema, async: true }).then(errors)

  it('warns on the Date field until the same date is saved again', async () => {
    const schema = inPersonPlanSchema({ now, dateWarning: warning })
    expect(await parse(schema, inPerson)).toEqual({ Date: ['14 May 2027 is in the school holidays. Save again to keep this date, or choose another.'] })
    expect(await parse(schema, { ...inPerson, ConfirmedDate: '2027-05-14' })).toEqual({})
    // Accepting one date does not accept another.
    expect(await parse(schema, { ...inPerson, Date: '13/05/2027', ConfirmedDate: '2027-05-12' })).toEqual({})
    expect(await parse(schema, { ...inPerson, ConfirmedDate: '2027-05-13' })).toEqual({ Date: [expect.stringContaining('school holidays')] })
  })

  it('says nothing about a date already refused, and warns online too', async () => {
    expect(await parse(inPersonPlanSchema({ now, dateWarning: warning }), { ...inPerson, Date: '15/05/2027' })).toEqual({ Date: ['Please select a weekday'] })
    const online14 = { ...online, Date: '2027-05-14' }
    expect(await parse(onlineStepOneSchema({ now, dateWarning: warning }), online14)).toEqual({ Date: [expect.stringContaining('school holidays')] })
  })
})

describe('moving a live event (issue 50 item 2): the rules of creating one', () => {
  const move = { ConfirmedDate: '', Address: '12 School Road, Rotorua', Date: '14/05/2027', ArrivalTime: '09:00', StartTime: '09:15', EndTime: '11:00' }

  it('in person: a new day, times and address are stored shapes; nothing else is read', () => {
    const result = parseWithZod(form({ ...move, Date: '18/05/2027', Name: 'ignored', RegionID: '9' }), { schema: inPersonMoveSchema({ now }) })
    expect(result.status).toBe('success')
    expect(result.status === 'success' ? result.value : null).toEqual({ ConfirmedDate: undefined, Address: '12 School Road, Rotorua', Date: '2027-05-18', ArrivalTime: '09:00', StartTime: '09:15', EndTime: '11:00' })
  })

  it('in person: a weekend, the past, beyond twelve months and an end before the arrival get the creation messages', () => {
    const schema = inPersonMoveSchema({ now })
    expect(check(schema, { ...move, Date: '15/05/2027' })).toEqual({ Date: ['Please select a weekday'] })
    expect(check(schema, { ...move, Date: '10/05/2027' })).toEqual(check(inPersonPlanSchema({ now }), { ...inPerson, Date: '10/05/2027' }))
    expect(check(schema, { ...move, Date: '14/06/2028' })).toEqual(check(inPersonPlanSchema({ now }), { ...inPerson, Date: '14/06/2028' }))
    expect(check(schema, { ...move, EndTime: '08:30' })).toEqual(check(inPersonPlanSchema({ now }), { ...inPerson, EndTime: '08:30' }))
    expect(check(schema, { ...move, Address: '' })).toEqual(check(inPersonPlanSchema({ now }), { ...inPerson, Address: '' }))
  })

  it('online: the day, times and meeting with the creation rules; the pre-event block is not asked', () => {
    const schema = onlineMoveSchema({ now })
    const onlineMove = { ConfirmedDate: '', Date: online.Date, StartTime: online.StartTime, EndTime: online.EndTime, MainEventMeetingPlatform: online.MainEventMeetingPlatform, MainEventMeetingPlatformInviteLink: online.MainEventMeetingPlatformInviteLink, MeetingPassword: '' }
    expect(check(schema, onlineMove)).toEqual({})
    expect(check(schema, { ...onlineMove, MainEventMeetingPlatformInviteLink: 'not a link' })).toEqual(check(onlineStepOneSchema({ now }), { ...online, MainEventMeetingPlatformInviteLink: 'not a link' }))
    expect(check(schema, { ...onlineMove, EndTime: online.StartTime })).toEqual(check(onlineStepOneSchema({ now }), { ...online, EndTime: online.StartTime }))
  })
})
