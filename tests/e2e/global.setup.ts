import { expect, test as setup } from '@playwright/test'
import { fixturesStaff, STAFF } from './support/role-models'

/**
 * Runs once before every other test: signs in as the demo staff member and creates one staff account per test worker,
 * which that worker's fixtures use for Payload's REST API. Payload keeps an account's sessions in one list on the
 * account, and two sign-ins of one account at the same moment can each write the list without the other's session:
 * workers that all signed in as the demo staff member at once signed each other out now and then.
 */
setup('a staff account for each test worker; the admin warmed up', async ({ request }) => {
  const login = await request.post('/cms-api/staff/login', { data: STAFF })
  expect(login.ok(), await login.text()).toBeTruthy()
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  for (let index = 0; index < setup.info().config.workers; index++) {
    const created = await request.post('/cms-api/staff', { headers, data: { ...fixturesStaff(index), name: `E2E fixtures ${index}` } })
    expect(created.ok(), await created.text()).toBeTruthy()
  }
  // The admin's first pages in a new server load their modules (seconds on a busy machine): here, once, rather than
  // inside whichever test opens the admin first.
  for (const path of ['/admin/login', '/admin', '/admin/collections/role-models', '/admin/collections/translations']) {
    expect((await request.get(path, { headers })).status(), path).toBeLessThan(500)
  }
})
