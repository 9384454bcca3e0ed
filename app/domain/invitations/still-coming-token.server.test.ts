import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { newNonce, readStillComing, signStillComing } from './still-coming-token.server'

const SECRET = 'a-server-secret-for-the-tests-only'
const NOW = new Date('2026-03-17T21:00:00Z')
const claims = { row: '12', roleModel: '7', nonce: 'n0nce', expires: NOW.getTime() + 3600_000 }

describe('the still-coming link', () => {
  it('reads back what was signed while it has not expired', () => {
    const token = signStillComing(claims, SECRET)
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(readStillComing(token, SECRET, NOW)).toEqual({ status: 'valid', claims })
  })
  it('expires at its expiry instant', () => {
    const token = signStillComing(claims, SECRET)
    expect(readStillComing(token, SECRET, new Date(claims.expires - 1)).status).toBe('valid')
    expect(readStillComing(token, SECRET, new Date(claims.expires))).toEqual({ status: 'expired', claims })
  })
  it('is refused when forged: another secret, a changed row or role model, a cut or padded token', () => {
    const token = signStillComing(claims, SECRET)
    expect(readStillComing(token, 'another-secret', NOW)).toEqual({ status: 'invalid' })
    const [, signature] = token.split('.')
    for (const other of [{ ...claims, row: '13' }, { ...claims, roleModel: '8' }, { ...claims, expires: claims.expires + 1 }]) {
      const body = signStillComing(other, 'attacker').split('.')[0]
      expect(readStillComing(`${body}.${signature}`, SECRET, NOW)).toEqual({ status: 'invalid' })
    }
    for (const bad of ['', 'abc', `${token}.x`, token.slice(0, -2), `.${signature}`, undefined, 42, 'x'.repeat(500)]) {
      expect(readStillComing(bad, SECRET, NOW)).toEqual({ status: 'invalid' })
    }
  })
  it('is refused when its body is not the four values, even if signed', () => {
    const sign = (value: unknown) => {
      const body = Buffer.from(JSON.stringify(value)).toString('base64url')
      return signStillComing(claims, SECRET).replace(/^[^.]+/, body)
    }
    // Signed by hand with the right secret, so only the shape is wrong.
    const signed = (value: unknown) => {
      const body = Buffer.from(JSON.stringify(value)).toString('base64url')
      return `${body}.${crypto.createHmac('sha256', `${SECRET}:still-coming`).update(body).digest('base64url')}`
    }
    expect(readStillComing(sign(['12', '7', 'n', 1]), SECRET, NOW).status).toBe('invalid')
    expect(readStillComing(signed(['12', '7', '', claims.expires]), SECRET, NOW).status).toBe('invalid')
    expect(readStillComing(signed([12, '7', 'n', claims.expires]), SECRET, NOW).status).toBe('invalid')
    expect(readStillComing(signed({ row: '12' }), SECRET, NOW).status).toBe('invalid')
    expect(readStillComing(signed(['12', '7', 'n', claims.expires]), SECRET, NOW).status).toBe('valid')
  })
  it('makes a different nonce each time', () => {
    expect(newNonce()).not.toBe(newNonce())
    expect(newNonce()).toMatch(/^[\w-]{24}$/)
  })
})
