import { describe, expect, it } from 'vitest'
import { REDACTED, redact, redactText } from './log-redaction'

describe('log redaction', () => {
  it('empties fields named after secrets or contact details, at any depth, whatever their value', () => {
    const line = redact({
      email: 'aroha@example.nz',
      user: { Email: 'x', phoneNumber: '021 123 4567', mobile: 1234, password: 'Kia-ora-2026', newPassword: 'a', kind: 'teacher' },
      headers: { cookie: '__session=abc', authorization: 'JWT abc', 'x-securityid': 'abc', accept: 'text/html' },
      token: 'abc',
      resetPasswordToken: 'abc',
      PAYLOAD_SECRET: 'abc',
      list: [{ email: 'a@b.nz', id: 4 }],
      status: 200,
    })
    expect(line).toEqual({
      email: REDACTED,
      user: { Email: REDACTED, phoneNumber: REDACTED, mobile: REDACTED, password: REDACTED, newPassword: REDACTED, kind: 'teacher' },
      headers: { cookie: REDACTED, authorization: REDACTED, 'x-securityid': REDACTED, accept: 'text/html' },
      token: REDACTED,
      resetPasswordToken: REDACTED,
      PAYLOAD_SECRET: REDACTED,
      list: [{ email: REDACTED, id: 4 }],
      status: 200,
    })
  })

  it('takes email addresses and phone numbers out of text, and leaves dates, ids and times alone', () => {
    expect(redactText('Duplicate key: aroha.ngata+test@demo.example.nz already exists')).toBe('Duplicate key: [email] already exists')
    expect(redactText('Call 021 123 4567 or +64 21 123 4567 or (09) 555-1234')).toBe('Call [phone] or [phone] or ([phone]')
    expect(redactText('call 0211234567.')).toBe('call [phone].')
    const plain = 'Event 12345 on 2026-11-26 at 10:30, took 1234567 ms; at file.js:120:15'
    expect(redactText(plain)).toBe(plain)
  })

  it('keeps an error’s type, message, stack and cause, redacted', () => {
    const cause = Object.assign(new Error('connect to smtp failed for ana@example.nz'), { code: 'ECONNREFUSED', password: 'p' })
    const error = new Error('Sending the invitation failed', { cause })
    const line = redact({ err: error }) as { err: Record<string, unknown> }
    expect(line.err.type).toBe('Error')
    expect(line.err.message).toBe('Sending the invitation failed')
    expect(line.err.stack).toMatch(/^Error: Sending the invitation failed\n\s+at /)
    expect(line.err.cause).toMatchObject({ type: 'Error', message: 'connect to smtp failed for [email]', code: 'ECONNREFUSED', password: REDACTED })
  })

  it('survives cycles and leaves other values as they are', () => {
    const loop: Record<string, unknown> = { name: 'loop' }
    loop.self = loop
    expect(redact(loop)).toEqual({ name: 'loop', self: '[…]' })
    expect([redact(4), redact(null), redact(undefined), redact(true)]).toEqual([4, null, undefined, true])
  })
})
