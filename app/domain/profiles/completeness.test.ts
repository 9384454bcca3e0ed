import { describe, expect, it } from 'vitest'
import { isProfileComplete, missingProfileFields } from './completeness'

const complete = {
  firstName: 'Aroha', surname: 'Ngata', contactPhoneNumber: '021 555 0101', pronoun: 1, gender: 2, ageRange: 3,
  ethnicities: [1], region: 4, district: 5, languagesSpoken: [1], canDoInPersonEvent: true, canDoOnlineEvent: false,
  whatDoYouDo: 'Engineer', industry: 6,
}

describe('profile completeness', () => {
  it('is complete when every required field is filled', () => {
    expect(isProfileComplete(complete)).toBe(true)
    expect(missingProfileFields(complete)).toEqual([])
  })
  it('treats blank text and empty lists as missing', () => {
    expect(missingProfileFields({ ...complete, firstName: '  ', ethnicities: [] })).toEqual(['firstName', 'ethnicities'])
  })
  it('needs at least one event type', () => {
    expect(missingProfileFields({ ...complete, canDoInPersonEvent: false })).toEqual(['eventType'])
    expect(isProfileComplete({ ...complete, canDoInPersonEvent: false, canDoOnlineEvent: true })).toBe(true)
  })
})
