import { describe, expect, it } from 'vitest'
import { REDACTED, redact, redactAddress, redactText } from './log-redaction'

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
    expect(redactText('resend to aroha.ngata%40example.nz (as a query writes it) failed')).toBe('resend to [email] (as a query writes it) failed')
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

  it("takes a request's address out of an error's text: the address becomes its route pattern, its secret parts …", () => {
    const token = 'k2V9xQe7LmN4pR8sT1uW'
    const router = Object.assign(new Error(`No route matches URL "/still-coming/${token}/extra"`), { status: 404 })
    expect(redactAddress(router, `http://localhost/still-coming/${token}/extra?token=${token}`, '/still-coming/…')).toMatchObject({
      message: 'No route matches URL "/still-coming/…"',
      status: 404,
    })
    // The router's refusal: an object quoting the path, its parameter and the query, as sent and decoded.
    const refusal = {
      status: 405,
      data: 'Error: You made a POST request to "/account/sign-up/role-model/aroha%40example.nz?ref=Zq8sLk4mPw" with aroha@example.nz',
      error: new Error('param Zq8sLk4mPw, path /account/sign-up/role-model/aroha@example.nz'),
    }
    const line = redactAddress(refusal, 'http://localhost/account/sign-up/role-model/aroha%40example.nz?ref=Zq8sLk4mPw', '/account/sign-up/role-model/:email')
    expect(line).toMatchObject({
      status: 405,
      data: 'Error: You made a POST request to "/account/sign-up/role-model/:email" with …',
      error: { message: 'param …, path /account/sign-up/role-model/:email' },
    })
    expect(JSON.stringify(line)).not.toMatch(/aroha|Zq8sLk4mPw/)
  })

  it('leaves the words of the route and short parts of the address in the text', () => {
    expect(redactAddress(new Error('Event 12 of events not found'), 'http://localhost/events/12', '/events/:id')).toMatchObject({ message: 'Event 12 of events not found' })
    expect(redactAddress('at / and /events', 'http://localhost/', '/')).toBe('at / and /events')
  })
})
