import { describe, expect, it } from 'vitest'
import type { Event } from '../../../cms/payload-types'
import { eventView } from './event-view'

const options = {
  regions: [{ id: '1', title: 'Auckland' }],
  districtMap: { '1': [{ id: '10', title: 'Manurewa' }] },
  languages: [{ id: '5', title: 'English' }, { id: '6', title: 'Te reo Māori' }],
}

const base = { id: 7, type: 'in-person', status: 'draft', school: 1, updatedAt: '', createdAt: '' } as Event

describe('the event as the teacher event page and the preview show it', () => {
  it('names the region, district and languages instead of showing their ids', () => {
    const view = eventView({ ...base, region: 1, district: { id: 10 } as never, studentLanguages: [6, 5, 99] }, options)
    expect(view).toMatchObject({ region: { title: 'Auckland' }, district: { title: 'Manurewa' }, studentLanguages: [{ title: 'Te reo Māori' }, { title: 'English' }] })
  })

  it("marks a name the page's language falls back to English for, from the lists (decision 0053)", () => {
    const marked = {
      regions: [{ id: '1', title: 'Auckland', lang: 'en' as const }],
      districtMap: { '1': [{ id: '10', title: 'Manurewa', lang: 'en' as const }] },
      languages: [{ id: '5', title: 'Ingarihi' }, { id: '6', title: 'Samoan', lang: 'en' as const }],
    }
    const view = eventView({ ...base, region: { id: 1, title: 'Auckland' } as never, district: 10, studentLanguages: [5, 6] }, marked)
    expect(view).toMatchObject({ region: { title: 'Auckland', lang: 'en' }, district: { title: 'Manurewa', lang: 'en' } })
    expect(view.studentLanguages).toEqual([{ title: 'Ingarihi' }, { title: 'Samoan', lang: 'en' }])
  })

  it('keeps text raw (React escapes it) and treats blanks as not filled in', () => {
    const view = eventView({ ...base, address: "O'Brien St <b>", learningGoals: '   ', whatMakesTheSchoolSpecial: null }, options)
    expect(view.address).toBe("O'Brien St <b>")
    expect(view.info.learningGoals).toBeNull()
    expect(view.info.whatMakesTheSchoolSpecial).toBeNull()
  })

  it('shows the pre-event meeting only when it is switched on', () => {
    const meeting = { date: '2027-03-01T00:00:00.000Z', startTime: '15:00', endTime: '15:30', platform: 'zoom' as const, inviteLink: 'https://zoom.us/j/1' }
    expect(eventView({ ...base, type: 'online', preEventMeeting: { ...meeting, enabled: false } }, options).preEventMeeting).toBeNull()
    expect(eventView({ ...base, type: 'online', preEventMeeting: { ...meeting, enabled: true } }, options).preEventMeeting).toMatchObject({ startTime: '15:00', platform: 'zoom' })
  })

  it('carries the role-model limits copied onto the event', () => {
    expect(eventView({ ...base, minRoleModels: 2, maxRoleModels: 6 }, options)).toMatchObject({ minRoleModels: 2, maxRoleModels: 6 })
  })
})
