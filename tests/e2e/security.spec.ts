import { expect, test } from '@playwright/test'
import { GOOD_PASSWORD, logInAndWait, uniqueEmail } from './support/accounts'
import { createRoleModel } from './support/role-models'
import { signInAs } from './support/teacher'

// Attacks from the outside security review, replayed: each must be refused and change nothing.
test.describe('security', () => {
  test("Payload's REST API does nothing for visitors, role models or teachers that the product refuses", async ({ request, page }) => {
    const created = await request.post('/cms-api/role-models', { data: { email: uniqueEmail('rest'), password: 'password' } })
    expect(created.status()).toBe(404)
    for (const path of ['/cms-api/role-models/forgot-password', '/cms-api/role-models/reset-password', '/cms-api/teachers/forgot-password']) {
      expect((await request.post(path, { data: { email: 'aroha.ngata@demo.example.nz', token: 'x', password: 'password' } })).status(), path).toBe(404)
    }
    expect((await request.post('/cms-api/contact-enquiries', { data: { name: 'Bot', email: 'bot@example.com', interest: 'other' } })).status()).toBe(404)
    expect((await request.get('/cms-api/media?limit=100')).status()).toBe(404)
    expect((await request.get('/cms-api/role-models')).status()).toBe(404)

    // Signed in through the product, a role model's or teacher's cookie opens nothing on /cms-api either.
    const roleModel = await createRoleModel(request)
    await logInAndWait(page, roleModel.email, roleModel.password)
    expect((await page.request.get('/cms-api/media?limit=100')).status()).toBe(404)
    expect((await page.request.patch(`/cms-api/role-models/${roleModel.id}`, { data: { email: uniqueEmail('new') } })).status()).toBe(404)

    // Staff still use the admin's API.
    const staff = await request.post('/cms-api/staff/login', { data: { email: 'staff@demo.example.nz', password: 'Kia-ora-Demo-2026' } })
    const { token } = await staff.json()
    expect((await request.get('/cms-api/media?limit=1', { headers: { Authorization: `JWT ${token}` } })).status()).toBe(200)
  })

  test('a cookie copied before logging out no longer works afterwards, for role models and teachers', async ({ browser, request }) => {
    const roleModel = await createRoleModel(request, { password: GOOD_PASSWORD })
    for (const signIn of [
      async (page: import('@playwright/test').Page) => logInAndWait(page, roleModel.email, GOOD_PASSWORD),
      // Logging out ends every session of the account: a teacher no other test signs in as.
      async (page: import('@playwright/test').Page) => signInAs(page, 'aorere-2'),
    ]) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await signIn(page)
      const copied = await context.cookies()
      await page.getByRole('button', { name: 'Log out' }).click()
      await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)

      const thief = await browser.newContext()
      await thief.addCookies(copied)
      const stolen = await thief.newPage()
      await stolen.goto('/role-model')
      await expect(stolen).toHaveURL(/\/account\/log-in/)
      await stolen.goto('/role-models')
      await expect(stolen).toHaveURL(/\/account\/log-in/)
      await thief.close()
      await context.close()
    }
  })

  test('redirect targets stay on the site after normalisation', async ({ page, request }) => {
    const roleModel = await createRoleModel(request)
    await page.goto(`/account/log-in/role-model?returnTo=${encodeURIComponent('/.//evil.example')}`)
    await page.getByLabel('Email').fill(roleModel.email)
    await page.getByLabel('Password', { exact: true }).fill(roleModel.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL((url) => url.host.startsWith('localhost') && url.pathname === '/role-model')
    // Signed in, the login page sends people on to returnTo: never to another host.
    for (const target of ['/.//evil.example', '/./\\evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example']) {
      const response = await page.request.get(`/account/log-in/role-model?returnTo=${encodeURIComponent(target)}`, { maxRedirects: 0 })
      expect(response.status(), target).toBe(302)
      expect(response.headers().location, target).toBe('/role-model')
    }
  })
})
