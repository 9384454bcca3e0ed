import { describe, expect, it } from 'vitest'
import { checkExpiry, reminderDue, vettingDates } from './vetting'

describe('criminal record check dates', () => {
  it('expires three years after approval', () => {
    expect(checkExpiry(new Date('2024-03-05T00:00:00Z')).toISOString()).toBe('2027-03-05T00:00:00.000Z')
    expect(checkExpiry(new Date('2024-02-29T00:00:00Z')).toISOString()).toBe('2027-02-28T00:00:00.000Z')
  })
  it('reminds three months before expiry', () => {
    expect(reminderDue(new Date('2027-03-05T00:00:00Z')).toISOString()).toBe('2026-12-05T00:00:00.000Z')
  })
  it('records the approval date and expiry when staff approve', () => {
    const now = new Date('2026-11-21T01:00:00Z')
    const dates = vettingDates({ checkStatus: 'pending', checkReceivedAt: '2026-11-01T00:00:00.000Z' }, { checkStatus: 'approved' }, now)
    expect(dates.checkApprovedAt).toBe(now.toISOString())
    expect(dates.checkExpiresAt).toBe('2029-11-21T01:00:00.000Z')
    expect(dates.checkReceivedAt).toBe('2026-11-01T00:00:00.000Z')
    expect(dates.resetReminder).toBe(true)
  })
  it('records when a check was received and clears expiry when declined', () => {
    const now = new Date('2026-11-21T01:00:00Z')
    expect(vettingDates(undefined, { checkStatus: 'pending' }, now).checkReceivedAt).toBe(now.toISOString())
    expect(vettingDates({ checkStatus: 'approved', checkApprovedAt: '2026-01-01T00:00:00.000Z' }, { checkStatus: 'declined' }, now).checkExpiresAt).toBeNull()
  })
})
