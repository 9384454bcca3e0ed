import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { APIResponse } from '@playwright/test'
import { DASHBOARD_TABLES } from '../../app/domain/programme/tables'
import { signInToAdmin } from './support/staff'

// The staff's pages and CSV downloads hold the programme's data (names, vetting states): no shared cache may keep them,
// nor the browser on disk (school computers are shared). server/index.ts makes every answer under /staff
// `private, no-store`, whatever its route, method or status. The routes are read from app/routes: a new staff route
// fails here until its addresses are below.

const PRIVATE = 'private, no-store'
/** What the browser says of its own requests; Payload takes the admin's cookie from nothing else without an Origin. */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' }

/** Each staff route module (`app/routes/staff*`) with addresses it answers: pages as documents and as loader data. */
const ROUTES: Record<string, string[]> = {
  'staff.tsx': ['/staff?_data=routes/staff'],
  'staff._index.tsx': ['/staff', '/staff?from=2026-01-01&to=2026-06-30', '/staff?_data=routes/staff._index'],
  'staff.vetting.tsx': ['/staff/vetting', '/staff/vetting?_data=routes/staff.vetting'],
  'staff.outreach.tsx': ['/staff/outreach', '/staff/outreach?_data=routes/staff.outreach'],
  'staff.messages.tsx': ['/staff/messages', '/staff/messages?_data=routes/staff.messages'],
  'staff.sessions._index.tsx': ['/staff/sessions', '/staff/sessions?_data=routes/staff.sessions._index'],
  'staff.sessions.new.tsx': ['/staff/sessions/new', '/staff/sessions/new?_data=routes/staff.sessions.new'],
  // The demo has no session: an unknown one answers 404 (checked below), private all the same.
  'staff.sessions.$id.tsx': [],
  'staff.csv.$table.ts': DASHBOARD_TABLES.map((table) => `/staff/csv/${table}`),
  // A form post only (its address opened goes back to the dashboard): checked below.
  'staff.log-out.tsx': [],
}

function expectPrivate(response: APIResponse, what: string) {
  expect(response.headers()['cache-control'], what).toBe(PRIVATE)
}

test.describe('staff pages are never cached', () => {
  test('every staff route is listed here', () => {
    const files = fs.readdirSync(path.resolve('app/routes')).filter((name) => /^staff[._]/.test(name)).sort()
    expect(files).toEqual(Object.keys(ROUTES).sort())
  })

  test('each staff page, its loader data and each CSV download answer staff with private, no-store', async ({ page, request }) => {
    await signInToAdmin(page, request)
    for (const address of Object.values(ROUTES).flat()) {
      const response = await page.request.get(address, { headers: SAME_ORIGIN, maxRedirects: 0 })
      expect(response.status(), address).toBe(200)
      expectPrivate(response, address)
      if (address.startsWith('/staff/csv/')) expect(response.headers()['content-type'], address).toBe('text/csv; charset=utf-8')
    }
    // As the browser opens them.
    for (const address of ['/staff', '/staff/vetting', '/staff/outreach']) {
      const response = await page.goto(address)
      expect(response?.status(), address).toBe(200)
      expect(await response?.headerValue('cache-control'), address).toBe(PRIVATE)
    }
    // A table that does not exist, an address no staff route claims, a form sent without its SecurityID.
    for (const address of ['/staff/csv/nothing', '/staff/nothing-here', '/staff/sessions/0']) {
      const response = await page.request.get(address, { headers: SAME_ORIGIN, maxRedirects: 0 })
      expect(response.status(), address).toBe(404)
      expectPrivate(response, address)
    }
    const opened = await page.request.get('/staff/log-out', { headers: SAME_ORIGIN, maxRedirects: 0 })
    expect(opened.headers().location).toBe('/staff')
    expectPrivate(opened, '/staff/log-out')
    for (const address of ['/staff/vetting', '/staff/outreach', '/staff/log-out']) {
      const response = await page.request.post(address, { headers: SAME_ORIGIN, form: { intent: 'approve' }, maxRedirects: 0 })
      expect(response.status(), address).toBeGreaterThanOrEqual(300)
      expect(response.status(), address).toBeLessThan(500)
      expectPrivate(response, `POST ${address}`)
    }
  })

  test('the sign-in redirect of a visitor who is not staff is not cached either, in any spelling of the address', async ({ request }) => {
    for (const address of ['/staff', '/staff/vetting', '/staff/outreach', '/staff/csv/months', '/STAFF/Vetting', '/%73taff/outreach']) {
      const response = await request.get(address, { maxRedirects: 0 })
      expect(response.status(), address).toBe(302)
      // The sign-in comes back to a staff page written as ours are (lower case, unencoded); another spelling gets none.
      const back = address.startsWith('/staff') ? `?redirect=${encodeURIComponent(address)}` : ''
      expect(response.headers().location, address).toBe(`/admin/login${back}`)
      expectPrivate(response, address)
    }
  })
})
