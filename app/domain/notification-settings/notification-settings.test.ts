import { describe, expect, it } from 'vitest'
import {
  choosePrimaryContact, formToSettingsInput, mayChangeNotificationSettings, notificationSettingsProblems, settingsOfEvent,
  showsNotificationPanel, toggleSubscription, withValidPrimaryContact,
} from './notification-settings'
import { notificationSettingsInputSchema } from './notification-settings.schema'
import type { NotificationSettings } from './notification-settings'

const teachers = [
  { id: 1, name: 'Sam Walker' },
  { id: 2, name: 'Mele Tupou' },
  { id: 3, name: 'Hemi Parata' },
]

const settings = (subscribed: number[], primaryContactId: number | null, createdById: number | null = 1): NotificationSettings => ({
  createdById, primaryContactId, teachers: teachers.map((teacher) => ({ ...teacher, subscribed: subscribed.includes(teacher.id) })),
})
const subscribedIds = (value: NotificationSettings) => value.teachers.filter((teacher) => teacher.subscribed).map((teacher) => teacher.id)

describe('settings of an event', () => {
  it('subscribes the creator and makes them primary contact when nobody ever saved settings', () => {
    expect(settingsOfEvent({ createdBy: 1 }, teachers)).toEqual(settings([1], 1))
  })

  it('subscribes the creator and a stored primary contact when no subscribers were saved (as answerRecipients tells them)', () => {
    expect(settingsOfEvent({ createdBy: { id: 1 }, primaryContact: 3 }, teachers)).toEqual(settings([1, 3], 3))
  })

  it('reads saved subscriptions; teachers without a row are not subscribed', () => {
    const event = { createdBy: 1, primaryContact: 2, notificationSubscribers: [{ teacher: 1, subscribed: false }, { teacher: { id: 2 }, subscribed: true }] }
    expect(settingsOfEvent(event, teachers)).toEqual(settings([2], 2))
  })

  it('replaces a stored primary contact who is not subscribed (or left the school) by the first subscribed person', () => {
    const event = { createdBy: 1, primaryContact: 9, notificationSubscribers: [{ teacher: 3, subscribed: true }, { teacher: 2, subscribed: true }] }
    expect(settingsOfEvent(event, teachers).primaryContactId).toBe(2)
  })

  it('subscribes the creator when everyone subscribed has left the school', () => {
    const event = { createdBy: 1, primaryContact: 9, notificationSubscribers: [{ teacher: 9, subscribed: true }] }
    expect(settingsOfEvent(event, teachers)).toEqual(settings([1], 1))
  })

  it('shows the panel only with more than one teacher', () => {
    expect(showsNotificationPanel(settings([1], 1))).toBe(true)
    expect(showsNotificationPanel({ createdById: 1, primaryContactId: 1, teachers: [{ id: 1, name: 'Sam', subscribed: true }] })).toBe(false)
  })
})

describe('who changes the settings (spec section 6: the event creator or organiser)', () => {
  it('lets the creator and the stored primary contact change them', () => {
    const event = { createdBy: 1, primaryContact: { id: 2 } }
    expect(mayChangeNotificationSettings(event, 1)).toBe(true)
    expect(mayChangeNotificationSettings(event, '2')).toBe(true)
  })

  it('refuses any other teacher of the school, and nobody at all', () => {
    expect(mayChangeNotificationSettings({ createdBy: 1, primaryContact: 2 }, 3)).toBe(false)
    expect(mayChangeNotificationSettings({ createdBy: 1, primaryContact: 2 }, null)).toBe(false)
    expect(mayChangeNotificationSettings({ createdBy: 1, primaryContact: 2 }, undefined)).toBe(false)
  })

  it('makes the creator the organiser when no primary contact is stored', () => {
    expect(mayChangeNotificationSettings({ createdBy: { id: 1 }, primaryContact: null }, 1)).toBe(true)
    expect(mayChangeNotificationSettings({ createdBy: 1 }, 2)).toBe(false)
  })

  it('lets nobody (but staff, in the collection) change the settings of an event without creator or primary contact', () => {
    expect(mayChangeNotificationSettings({ createdBy: null, primaryContact: null }, 1)).toBe(false)
  })

  it('hands the right over with the primary contact: the one before no longer has it', () => {
    const before = { createdBy: 1, primaryContact: 2 }
    const after = { ...before, primaryContact: 3 }
    expect([1, 2, 3].map((id) => mayChangeNotificationSettings(before, id))).toEqual([true, true, false])
    expect([1, 2, 3].map((id) => mayChangeNotificationSettings(after, id))).toEqual([true, false, true])
  })
})

describe('toggling a teacher', () => {
  it('flips their subscription', () => {
    expect(subscribedIds(toggleSubscription(settings([1], 1), 2))).toEqual([1, 2])
    expect(subscribedIds(toggleSubscription(settings([1, 2], 1), 2))).toEqual([1])
  })

  it('subscribes the creator instead when nobody would remain subscribed', () => {
    const next = toggleSubscription(settings([2], 2), 2)
    expect(subscribedIds(next)).toEqual([1])
    expect(next.primaryContactId).toBe(1)
  })

  it('keeps the creator subscribed when they untick themselves as the only one', () => {
    expect(subscribedIds(toggleSubscription(settings([1], 1), 1))).toEqual([1])
  })

  it('undoes the change when nobody would remain and the creator is not listed', () => {
    expect(subscribedIds(toggleSubscription(settings([2], 2, 7), 2))).toEqual([2])
  })

  it('makes the first subscribed person primary contact when the primary contact unsubscribes', () => {
    const next = toggleSubscription(settings([1, 2, 3], 1), 1)
    expect(subscribedIds(next)).toEqual([2, 3])
    expect(next.primaryContactId).toBe(2)
  })

  it('keeps a primary contact who is still subscribed', () => {
    expect(toggleSubscription(settings([1, 2, 3], 3), 1).primaryContactId).toBe(3)
  })

  it('ignores a teacher who is not listed', () => {
    const before = settings([1], 1)
    expect(toggleSubscription(before, 42)).toBe(before)
  })
})

describe('choosing the primary contact', () => {
  it('accepts a subscribed person', () => {
    expect(choosePrimaryContact(settings([1, 2], 1), 2).primaryContactId).toBe(2)
  })

  it('refuses someone who is not subscribed or not listed', () => {
    expect(choosePrimaryContact(settings([1, 2], 1), 3).primaryContactId).toBe(1)
    expect(choosePrimaryContact(settings([1, 2], 1), 42).primaryContactId).toBe(1)
  })

  it('is repaired when it points at nobody subscribed', () => {
    expect(withValidPrimaryContact(settings([3], null)).primaryContactId).toBe(3)
    expect(withValidPrimaryContact(settings([], 1)).primaryContactId).toBeNull()
  })
})

describe('validation (spec section 5)', () => {
  const ids = [1, 2, 3]
  it('accepts at least one subscribed person with a subscribed primary contact', () => {
    expect(notificationSettingsProblems({ teachers: [{ id: 1, subscribed: true }, { id: 2, subscribed: false }], primaryContactId: 1 }, ids)).toEqual([])
    expect(notificationSettingsProblems({ teachers: [{ id: '2', subscribed: true }], primaryContactId: 2 }, ids)).toEqual([])
  })

  it('needs at least one person selected', () => {
    expect(notificationSettingsProblems({ teachers: [{ id: 1, subscribed: false }], primaryContactId: 1 }, ids)).toEqual(['none-subscribed'])
    expect(notificationSettingsProblems({ teachers: [], primaryContactId: null }, ids)).toEqual(['none-subscribed'])
  })

  it('needs a subscribed primary contact', () => {
    expect(notificationSettingsProblems({ teachers: [{ id: 1, subscribed: true }, { id: 2, subscribed: false }], primaryContactId: 2 }, ids)).toEqual(['primary-not-subscribed'])
    expect(notificationSettingsProblems({ teachers: [{ id: 1, subscribed: true }] }, ids)).toEqual(['primary-not-subscribed'])
  })

  it('refuses teachers of other schools and repeated teachers', () => {
    expect(notificationSettingsProblems({ teachers: [{ id: 1, subscribed: true }, { id: 99, subscribed: true }], primaryContactId: 1 }, ids)).toEqual(['unknown-teacher'])
    expect(notificationSettingsProblems({ teachers: [{ id: 1, subscribed: true }, { id: 1, subscribed: false }], primaryContactId: 1 }, ids)).toEqual(['duplicate-teacher'])
  })

  it('parses the API body and refuses other shapes', () => {
    expect(notificationSettingsInputSchema.safeParse({ teachers: [{ id: 1, subscribed: true }], primaryContactId: 1 }).success).toBe(true)
    expect(notificationSettingsInputSchema.safeParse({ teachers: [{ id: 1, subscribed: 'yes' }], primaryContactId: 1 }).success).toBe(false)
    expect(notificationSettingsInputSchema.safeParse({ teachers: 'all' }).success).toBe(false)
    expect(notificationSettingsInputSchema.safeParse({ teachers: [{ id: -1, subscribed: true }] }).success).toBe(false)
  })
})

describe('the plain form', () => {
  it('lists every teacher shown, subscribed when ticked, and the primary contact', () => {
    const form = new FormData()
    for (const id of ['1', '2', '3']) form.append('teacher', id)
    form.append('subscribed', '2')
    form.append('subscribed', '3')
    form.append('primaryContactId', '3')
    expect(formToSettingsInput(form)).toEqual({
      teachers: [{ id: 1, subscribed: false }, { id: 2, subscribed: true }, { id: 3, subscribed: true }], primaryContactId: 3,
    })
  })

  it('keeps a ticked id that was not shown, so the server can refuse it', () => {
    const form = new FormData()
    form.append('teacher', '1')
    form.append('subscribed', '77')
    expect(formToSettingsInput(form)).toEqual({ teachers: [{ id: 1, subscribed: false }, { id: 77, subscribed: true }], primaryContactId: null })
  })
})
