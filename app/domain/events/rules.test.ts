import { describe, expect, it } from 'vitest'
import en from '../../../locales/en/events.json'
import { ROLE_MODEL_STATUS } from '../invitations/status'
import type { EventFields } from './event-form'
import {
  EVENT_LIST_TABS,
  eventDisplayState,
  eventListTab,
  hasEventDatePassed,
  addRoleModelProblem,
  choosingOpen,
  countedRoleModels,
  inviteProblem,
  isEventListTab,
  missingEventDetails,
  regionChangeNeedsWarning,
  roleModelCountProblem,
  roleModelGroups,
  suggestRoleModels,
} from './rules'

function message(error: string) {
  const [path, params] = error.split('|')
  const text = path.replace('events:', '').split('.').reduce((node: unknown, part) => (node as Record<string, unknown>)[part], en) as string
  return params ? text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(JSON.parse(params)[name])) : text
}

describe('role-model-number suggestion', () => {
  it('suggests 1 for 9 students or fewer', () => {
    for (const students of [0, 1, 5, 9]) expect(suggestRoleModels(students)).toEqual({ suggested: 1, showMaxNote: false })
  })

  it('suggests one per 5 students above 9, rounded down', () => {
    expect(suggestRoleModels(10)).toEqual({ suggested: 2, showMaxNote: false })
    expect(suggestRoleModels(14)).toEqual({ suggested: 2, showMaxNote: false })
    expect(suggestRoleModels(15)).toEqual({ suggested: 3, showMaxNote: false })
    expect(suggestRoleModels(39)).toEqual({ suggested: 7, showMaxNote: false })
  })

  it('stops at 8 and shows the max note from 40 students', () => {
    expect(suggestRoleModels(40)).toEqual({ suggested: 8, showMaxNote: true })
    expect(suggestRoleModels(44)).toEqual({ suggested: 8, showMaxNote: true })
    expect(suggestRoleModels(300)).toEqual({ suggested: 8, showMaxNote: true })
  })

  it('treats what is no number as no students', () => {
    expect(suggestRoleModels(Number.NaN)).toEqual({ suggested: 1, showMaxNote: false })
  })
})

const completeInPerson: EventFields = {
  type: 'in-person',
  status: 'draft',
  address: '12 School Road',
  region: 1,
  district: { id: 10 } as EventFields['district'],
  date: '2027-05-14T00:00:00.000Z',
  arrivalTime: '09:00',
  endTime: '11:00',
  numberOfStudents: 30,
  studentsAge: '13',
}

const completeOnline: EventFields = {
  type: 'online',
  status: 'draft',
  date: '2027-05-14T00:00:00.000Z',
  startTime: '10:00',
  endTime: '11:00',
  meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1' },
  preEventMeeting: { enabled: false },
  studentsAge: '13',
  numberOfStudents: 30,
  howWillStudentsAttend: 'home',
}

describe('missing event details', () => {
  it('is empty for complete events of either type (Start time is optional in person)', () => {
    expect(missingEventDetails(completeInPerson)).toEqual([])
    expect(missingEventDetails(completeOnline)).toEqual([])
  })

  it('names what an in-person event lacks by its label', () => {
    const missing = missingEventDetails({ ...completeInPerson, address: '  ', region: null, arrivalTime: undefined, numberOfStudents: null })
    expect(missing).toEqual(['events:labels.address', 'events:labels.region', 'events:labels.arrivalTime', 'events:labels.numberOfStudents'])
    expect(missing.map(message)).toEqual(['Address', 'Region', 'Arrival time', 'Number of students attending'])
  })

  it('names what an online event lacks, the pre-event block only when it is on', () => {
    expect(missingEventDetails({ type: 'online', status: 'draft' }).map(message)).toEqual([
      'Event date', 'Start time', 'End time', 'Online video meeting platform', 'Online video meeting invitation link',
      'What age are the students attending the event', 'How many students will be attending', 'How will your students be attending the online event',
    ])
    expect(missingEventDetails({ ...completeOnline, preEventMeeting: { enabled: true, date: '2027-05-10T00:00:00.000Z', platform: 'teams' } }).map(message)).toEqual([
      'Pre-event meeting start time', 'Pre-event meeting end time', 'Pre-event meeting invitation link',
    ])
  })
})

describe('role model count', () => {
  it('is fine within min and max, inclusive', () => {
    expect(roleModelCountProblem({ total: 3, min: 3, max: 8 })).toBeNull()
    expect(roleModelCountProblem({ total: 8, min: 3, max: 8 })).toBeNull()
  })

  it('names the minimum or the maximum', () => {
    expect(message(roleModelCountProblem({ total: 2, min: 3, max: 8 })!)).toBe('At least 3 role models are required. Found 2.')
    expect(message(roleModelCountProblem({ total: 9, min: 3, max: 8 })!)).toBe('At most 8 role models can be added. Found 9.')
  })
})

describe('event display state', () => {
  // 10:00 on 12 May 2027 in New Zealand; 22:00 UTC on 11 May.
  const now = new Date('2027-05-11T22:00:00Z')
  const active = (date: string | null) => ({ status: 'active' as const, date: date && `${date}T00:00:00.000Z` })

  it('shows active events from their New Zealand date', () => {
    expect(eventDisplayState(active('2027-05-13'), now)).toBe('upcoming')
    expect(eventDisplayState(active('2027-05-12'), now)).toBe('today')
    expect(eventDisplayState(active('2027-05-11'), now)).toBe('completed')
    expect(eventDisplayState(active(null), now)).toBe('upcoming')
  })

  it('turns at New Zealand midnight, also on a daylight-saving change day', () => {
    expect(eventDisplayState(active('2027-09-26'), new Date('2027-09-25T11:59:00Z'))).toBe('upcoming')
    expect(eventDisplayState(active('2027-09-26'), new Date('2027-09-25T12:00:00Z'))).toBe('today')
    expect(eventDisplayState(active('2027-09-26'), new Date('2027-09-26T10:59:00Z'))).toBe('today')
    expect(eventDisplayState(active('2027-09-26'), new Date('2027-09-26T11:00:00Z'))).toBe('completed')
  })

  it('keeps drafts, cancelled and done events as they are stored', () => {
    expect(eventDisplayState({ status: 'draft', date: '2020-01-01T00:00:00.000Z' }, now)).toBe('draft')
    expect(eventDisplayState({ status: 'cancelled', date: '2030-01-01T00:00:00.000Z' }, now)).toBe('cancelled')
    expect(eventDisplayState({ status: 'complete', date: '2030-01-01T00:00:00.000Z' } as unknown as EventFields, now)).toBe('completed')
    expect(eventDisplayState({ status: 'done' } as unknown as EventFields, now)).toBe('completed')
  })

  it('lists each state under its tab', () => {
    expect(['draft', 'upcoming', 'today', 'completed', 'cancelled'].map((state) => eventListTab(state as never))).toEqual(['drafts', 'upcoming', 'upcoming', 'completed', 'cancelled'])
    expect(EVENT_LIST_TABS).toEqual(['upcoming', 'completed', 'cancelled', 'drafts'])
    expect(isEventListTab('drafts')).toBe(true)
    expect(isEventListTab('draft')).toBe(false)
  })

  it('tells when an event day has gone', () => {
    expect(hasEventDatePassed({ date: '2027-05-11T00:00:00.000Z' }, now)).toBe(true)
    expect(hasEventDatePassed({ date: '2027-05-12T00:00:00.000Z' }, now)).toBe(false)
    expect(hasEventDatePassed({ date: null }, now)).toBe(false)
  })
})

describe('your role models', () => {
  const rows = Object.entries(ROLE_MODEL_STATUS).map(([name, status]) => ({ name, status }))

  it('groups an active event: declined and expired together, uninvited nowhere', () => {
    const groups = roleModelGroups(rows, 'active')
    expect({
      notYetInvited: groups.notYetInvited.map((row) => row.name),
      attending: groups.attending.map((row) => row.name),
      notYetResponded: groups.notYetResponded.map((row) => row.name),
      cantMakeIt: groups.cantMakeIt.map((row) => row.name),
    }).toEqual({ notYetInvited: ['selected'], attending: ['accepted'], notYetResponded: ['invited'], cantMakeIt: ['declined', 'expired'] })
  })

  it('shows a draft only its not-yet-invited role models', () => {
    const groups = roleModelGroups(rows, 'draft')
    expect(groups.notYetInvited.map((row) => row.name)).toEqual(['selected'])
    expect([groups.attending, groups.notYetResponded, groups.cantMakeIt]).toEqual([[], [], []])
  })
})

describe('region change warning', () => {
  it('warns only when chosen role models would be left in another region', () => {
    expect(regionChangeNeedsWarning({ regionId: '2', chosenRegionId: '1', totalChosenRoleModels: 3 })).toBe(true)
    expect(regionChangeNeedsWarning({ regionId: '1', chosenRegionId: 1, totalChosenRoleModels: 3 })).toBe(false)
    expect(regionChangeNeedsWarning({ regionId: '2', chosenRegionId: '1', totalChosenRoleModels: 0 })).toBe(false)
    expect(regionChangeNeedsWarning({ regionId: '2', chosenRegionId: '', totalChosenRoleModels: 3 })).toBe(false)
  })
})

describe('choosing role models', () => {
  const now = new Date('2026-11-23T00:00:00Z')
  it('counts selected, invited and accepted only', () => {
    expect(countedRoleModels([0, 1, 2, 3, 4, 5, 0])).toBe(4)
  })

  it('is open on drafts and on live events still to come', () => {
    expect(choosingOpen({ status: 'draft', date: '2020-01-01' }, now)).toBe(true)
    expect(choosingOpen({ status: 'active', date: '2026-12-01' }, now)).toBe(true)
    expect(choosingOpen({ status: 'active', date: '2026-11-01' }, now)).toBe(false)
    expect(choosingOpen({ status: 'cancelled', date: '2026-12-01' }, now)).toBe(false)
    expect(choosingOpen({ status: 'done', date: '2026-12-01' } as never, now)).toBe(false)
  })

  it('refuses an addition at the maximum with the spec message', () => {
    expect(addRoleModelProblem({ counted: 7, max: 8 })).toBeNull()
    expect(message(addRoleModelProblem({ counted: 8, max: 8 })!)).toBe('You may add up to 8 role models for an event')
  })

  it('enables inviting only with someone selected and the count within min and max', () => {
    expect(message(inviteProblem({ statuses: [1, 2, 3], min: 1, max: 8 })!)).toBe('Add at least one role model before sending invitations.')
    expect(message(inviteProblem({ statuses: [0], min: 2, max: 8 })!)).toBe('At least 2 role models are required. Found 1.')
    expect(inviteProblem({ statuses: [0, 1, 3, 4], min: 2, max: 8 })).toBeNull()
    expect(message(inviteProblem({ statuses: [0, 0, 1, 2], min: 1, max: 3 })!)).toBe('At most 3 role models can be added. Found 4.')
  })
})
