import { describe, expect, it } from 'vitest'
import { messageCast } from './legacy.server'

describe('the login answer’s messageCast', () => {
  it('is html only when the message carries markup', () => {
    expect(messageCast('The email address or password you entered is incorrect. Please try again.')).toBe('text')
    expect(messageCast('Locked. <a href="/account/log-in/forgot-password">Reset your password</a>')).toBe('html')
    expect(messageCast('Use 3 < 4 characters')).toBe('text')
  })
})
