import { describe, expect, it } from 'vitest'
import { checkCurrentWhere, isCheckCurrent, isVisibleToTeachers, visibleToTeachersWhere } from './visibility'

const now = new Date('2026-11-21T00:00:00Z')
const visible = { checkStatus: 'approved', checkExpiresAt: '2027-01-01T00:00:00.000Z', profileComplete: true, deleteAt: null } as const

describe('visibility to teachers', () => {
  it('needs a current check, a complete profile and no deletion scheduled', () => {
    expect(isVisibleToTeachers(visible, now)).toBe(true)
    expect(isVisibleToTeachers({ ...visible, checkStatus: 'pending' }, now)).toBe(false)
    expect(isVisibleToTeachers({ ...visible, checkExpiresAt: now.toISOString() }, now)).toBe(false)
    expect(isVisibleToTeachers({ ...visible, profileComplete: false }, now)).toBe(false)
    expect(isVisibleToTeachers({ ...visible, deleteAt: '2026-12-01T00:00:00.000Z' }, now)).toBe(false)
  })

  it('counts a check as current only while approved and unexpired, whatever the profile', () => {
    expect(isCheckCurrent({ checkStatus: 'approved', checkExpiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(true)
    expect(isCheckCurrent({ checkStatus: 'approved', checkExpiresAt: '2026-11-20T00:00:00Z' }, now)).toBe(false)
    expect(isCheckCurrent({ checkStatus: 'pending', checkExpiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(false)
    expect(isCheckCurrent({ ...visible, profileComplete: false, deleteAt: '2026-12-01T00:00:00.000Z' }, now)).toBe(true)
  })

  it('states the check part once: the check-current where clause is the start of the visibility one', () => {
    const check = checkCurrentWhere(now).and!
    expect(check).toEqual([{ checkStatus: { equals: 'approved' } }, { checkExpiresAt: { greater_than: now.toISOString() } }])
    expect(visibleToTeachersWhere(now).and!.slice(0, check.length)).toEqual(check)
  })
})
