import { describe, expect, it } from 'vitest'
import { suggestRoleModels } from '../events/rules'
import { regionShortfall } from './thin-region'

describe('regionShortfall', () => {
  it('is short when the region has fewer role models than suggested for the students', () => {
    const suggested = suggestRoleModels(60).suggested
    expect(regionShortfall({ inRegion: 1, students: 60, min: 1 })).toEqual({ wanted: suggested, short: true })
    expect(regionShortfall({ inRegion: suggested, students: 60, min: 1 })).toEqual({ wanted: suggested, short: false })
  })
  it('falls back to the event minimum without a number of students, and never asks for less than it', () => {
    expect(regionShortfall({ inRegion: 1, students: null, min: 2 })).toEqual({ wanted: 2, short: true })
    expect(regionShortfall({ inRegion: 3, students: 1, min: 3 }).wanted).toBe(3)
  })
})
