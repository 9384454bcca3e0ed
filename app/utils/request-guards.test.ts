import { describe, expect, it } from 'vitest'
import { MAX_FORM_BYTES, MAX_UPLOAD_BYTES, refuseBody, refuseCrossOrigin, refuseMethod } from './request-guards'

describe('refuseMethod', () => {
  it('lets the methods the site answers through and refuses the rest with 405', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(refuseMethod(method), method).toBeNull()
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'FOO']) expect(refuseMethod(method), method).toEqual({ status: 405, reason: 'method' })
  })
})

describe('refuseCrossOrigin', () => {
  const host = 'careers.example.nz'
  it.each([
    ['same origin', { host, origin: `https://${host}` }, null],
    ['no Origin header (older clients, tools)', { host }, null],
    ['another site', { host, origin: 'https://evil.example' }, 403],
    ['another port', { host, origin: `https://${host}:8443` }, 403],
    ['Origin: null', { host, origin: 'null' }, 403],
    ['an unreadable Origin', { host, origin: 'not a url' }, 403],
    ['behind a proxy that names the public host', { host: 'app:3000', 'x-forwarded-host': host, origin: `https://${host}` }, null],
    ['no Host at all', { origin: `https://${host}` }, 403],
  ])('%s', (_name, headers, status) => {
    expect(refuseCrossOrigin('POST', headers)?.status ?? null).toBe(status)
  })

  it('leaves reading requests alone', () => {
    expect(refuseCrossOrigin('GET', { host, origin: 'https://evil.example' })).toBeNull()
  })
})

describe('refuseBody', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' }
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
  it('takes forms up to their limit and refuses bigger ones with 413', () => {
    expect(refuseBody('POST', { ...form, 'content-length': String(MAX_FORM_BYTES) })).toBeNull()
    expect(refuseBody('POST', { ...form, 'content-length': String(MAX_FORM_BYTES + 1) })).toEqual({ status: 413, reason: 'too-large' })
    expect(refuseBody('POST', { ...multipart, 'content-length': String(5 * 1024 * 1024) })).toBeNull()
    expect(refuseBody('POST', { ...multipart, 'content-length': String(MAX_UPLOAD_BYTES + 1) })).toEqual({ status: 413, reason: 'too-large' })
  })

  it('wants a length for a streamed body (411) and a number for a length (400)', () => {
    expect(refuseBody('POST', { ...form, 'transfer-encoding': 'chunked' })).toEqual({ status: 411, reason: 'length-required' })
    expect(refuseBody('POST', { ...form, 'content-length': '12abc' })).toEqual({ status: 400, reason: 'bad-length' })
    expect(refuseBody('POST', form)).toBeNull()
    expect(refuseBody('GET', { 'transfer-encoding': 'chunked' })).toBeNull()
  })
})
