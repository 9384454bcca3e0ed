import { describe, expect, it } from 'vitest'
import { drainBeforeAnswer, MAX_DRAINED_BYTES, MAX_FORM_BYTES, MAX_UPLOAD_BYTES, refuseBody, refuseCrossOrigin, refuseMethod, refusePath, routedPath, isAuthPost, isProductApi, isPublicFormPost, isStaffAuthPost, isStaffPage } from './request-guards'

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

describe('drainBeforeAnswer', () => {
  const tooLarge = { status: 413, reason: 'too-large' } as const
  it('reads a declared too-large body up to the bound before answering, so the client can read the 413', () => {
    expect(drainBeforeAnswer(tooLarge, { 'content-length': String(2 * 1024 * 1024) })).toBe(true)
    expect(drainBeforeAnswer(tooLarge, { 'content-length': String(MAX_DRAINED_BYTES) })).toBe(true)
  })

  it('answers at once past the bound, without a declared length, and for every other refusal', () => {
    expect(drainBeforeAnswer(tooLarge, { 'content-length': String(MAX_DRAINED_BYTES + 1) })).toBe(false)
    expect(drainBeforeAnswer(tooLarge, { 'transfer-encoding': 'chunked' })).toBe(false)
    expect(drainBeforeAnswer({ status: 411, reason: 'length-required' }, { 'transfer-encoding': 'chunked' })).toBe(false)
    expect(drainBeforeAnswer({ status: 403, reason: 'cross-origin' }, { 'content-length': '10' })).toBe(false)
  })
})

describe('refusePath', () => {
  it('refuses dot segments, plain, percent-encoded or between backslashes, which Next would resolve after Express routed the raw path', () => {
    for (const path of ['/admin/../cms-api/role-models/login', '/admin/%2e%2e/cms-api/role-models/1', '/_next/.%2E/cms-api/x', '/__nextjs/%2E./cms-api', '/admin/./x', '/admin/..', '/admin\\..\\cms-api', '/admin%5c..%5ccms-api', '/admin/..%2fcms-api', '/..']) {
      expect(refusePath(path), path).toEqual({ status: 400, reason: 'bad-path' })
    }
  })

  it('refuses a path whose percent-escapes cannot be decoded (Express would fail on it, printing the path)', () => {
    for (const path of ['/%E0%A4%A', '/still-coming/%ZZ-token', '/account/%', '/%C4']) expect(refusePath(path), path).toEqual({ status: 400, reason: 'bad-path' })
  })

  it('lets every ordinary path through, dots inside a segment included', () => {
    for (const path of ['/', '/role-models', '/build/_shared/chunk-KJGDCMB6.js', '/locales/1dc9a2cc4556/en.json', '/a..b/c', '/.well-known/x', '/role-models/M%C4%81ori', '/file...']) {
      expect(refusePath(path), path).toBeNull()
    }
  })
})

describe('routedPath', () => {
  it('reads a path as Remix routes it: decoded and in lower case', () => {
    expect(routedPath('/Contact')).toBe('/contact')
    expect(routedPath('/%63ontact')).toBe('/contact')
    expect(routedPath('/SECURITY/LoginForm')).toBe('/security/loginform')
    expect(routedPath('/%E0%A4%A')).toBe('/%e0%a4%a')
  })

  it('reads a backslash as the URL parser does, and leaves the query out', () => {
    expect(routedPath('\\Contact')).toBe('/contact')
    expect(routedPath('/cms-api\\staff\\login')).toBe('/cms-api/staff/login')
    expect(routedPath('/contact?next=/Other')).toBe('/contact')
  })
})

describe('isProductApi (one reading with the limits: routedPath)', () => {
  it('is the JSON API in every spelling Remix serves from app/routes/api.*', () => {
    for (const address of ['/api', '/api/events', '/API/events?page=2', '/%61pi/events', '//api/events', '\\api\\events', '/Api']) {
      expect(isProductApi(address), address).toBe(true)
    }
  })

  it('is not Payload’s API nor a page that starts with the same letters', () => {
    for (const address of ['/cms-api/staff/me', '/apis', '/apiary', '/events/api', '/', '/%E0%A4%A']) expect(isProductApi(address), address).toBe(false)
  })
})

describe('isStaffPage (one reading with the limits: routedPath)', () => {
  it('is every staff page and CSV download in every spelling Remix serves from app/routes/staff*', () => {
    for (const address of ['/staff', '/staff/', '/staff/vetting', '/staff/outreach?days=30', '/staff/csv/months?from=2026-01-01', '/STAFF/Vetting', '/%73taff', '//staff/outreach', '\\staff\\vetting']) {
      expect(isStaffPage(address), address).toBe(true)
    }
  })

  it('is not the admin, Payload’s staff API nor a page that starts with the same letters', () => {
    for (const address of ['/admin', '/cms-api/staff/me', '/staffroom', '/staff-news', '/events/staff', '/', '/%E0%A4%A']) expect(isStaffPage(address), address).toBe(false)
  })
})

describe('the rate-limited posts', () => {
  it('are limited in every spelling Remix serves as the same page', () => {
    for (const path of ['/account/sign-up/role-model', '/Account/sign-up/role-model', '/%61ccount/log-in/role-model', '/SECURITY/LoginForm', '/Security/lostpassword/lostPasswordForm', '/HOME/signUpForm', '/home/resendVerificationEmailForm', '/api/delete-account/confirm', '/auth/sso']) {
      expect(isAuthPost(path), path).toBe(true)
    }
    for (const path of ['/contact', '/Contact', '/%43ONTACT', '/contact/']) expect(isPublicFormPost(path), path).toBe(true)
    for (const path of ['/cms-api/staff/login', '/CMS-API/Staff/Login', '/cms-api/staff/forgot-password']) expect(isStaffAuthPost(path), path).toBe(true)
  })

  it('leave other posts alone', () => {
    for (const path of ['/role-models', '/language', '/events/1/plan', '/contacts', '/api/role-model-favourites']) {
      expect(isAuthPost(path) || isPublicFormPost(path) || isStaffAuthPost(path), path).toBe(false)
    }
  })
})
