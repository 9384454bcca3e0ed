import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { ConsoleMessage } from '@playwright/test'
import sharp from 'sharp'
import { GOOD_PASSWORD, logInAndWait, uniqueEmail } from './support/accounts'
import { completeProfileData, createRoleModel, getRoleModel, reference, signIn, STAFF, staffToken } from './support/role-models'
import { fieldError } from './support/forms'
import { securityId, signInAs } from './support/teacher'
import { newStaffAccount } from './support/staff'

// 31 KB on disk, 16,000 x 16,000 pixels: it took 4 s of CPU and 300 MB to decode before the pixel limit.
const HUGE_PNG = path.resolve('tests/fixtures/16000x16000.png')
const EXPIRED = 'Your session has expired. Please refresh the page and try again.'

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
    const staff = await request.post('/cms-api/staff/login', { data: await newStaffAccount(request) })
    const { token } = await staff.json()
    expect((await request.get('/cms-api/media?limit=1', { headers: { Authorization: `JWT ${token}` } })).status()).toBe(200)
  })

  test('a path with dot segments cannot reach Payload’s REST API around its gate', async ({ baseURL }) => {
    // Sent as written: browsers and Playwright resolve `..` before sending, an attacker's client need not.
    const rawPost = (path: string, body: unknown) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const data = JSON.stringify(body)
        const url = new URL(baseURL!)
        const req = http.request({ host: url.hostname, port: url.port, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } }, (res) => {
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        })
        req.on('error', reject)
        req.end(data)
      })
    const credentials = { email: 'aroha.ngata@demo.example.nz', password: 'Kia-ora-Demo-2026' }
    for (const path of ['/admin/../cms-api/role-models/login', '/admin/%2e%2e/cms-api/role-models/login', '/_next/../cms-api/role-models/login', '/__nextjs/.%2E/cms-api/contact-enquiries']) {
      const answer = await rawPost(path, credentials)
      expect(answer.status, path).toBe(400)
      expect(answer.text, path).not.toContain('token')
    }
    // The same sign-in at its own address is closed too.
    expect((await rawPost('/cms-api/role-models/login', credentials)).status).toBe(404)
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

  test('role-model sign-in gives a new SecurityID, through the form and the legacy JSON endpoint', async ({ page, request }) => {
    const roleModel = await createRoleModel(request)
    await page.goto('/account/log-in/role-model')
    const signedOut = await securityId(page)
    await page.getByLabel('Email').fill(roleModel.email)
    await page.getByLabel('Password', { exact: true }).fill(roleModel.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')
    // With JavaScript the page's token follows the root data, which is read again after the sign-in.
    await expect.poll(() => securityId(page)).not.toBe(signedOut)
    // The token seen before signing in changes nothing any more.
    const stale = await page.request.post('/account/log-out', { form: { SecurityID: signedOut }, maxRedirects: 0 })
    expect(stale.status()).toBe(403)
    await page.goto('/role-model')
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')

    await page.context().clearCookies()
    await page.goto('/')
    const before = await securityId(page)
    const legacy = await page.request.post('/Security/LoginForm', {
      form: { Email: roleModel.email, Password: roleModel.password, Remember: '0', AuthenticationMethod: 'MemberAuthenticator', SecurityID: before },
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    })
    expect(await legacy.json()).toMatchObject({ success: true })
    await page.goto('/role-model')
    await expect(page).toHaveURL((url) => url.pathname === '/role-model')
    expect(await securityId(page)).not.toBe(before)
  })

  test('signed-in pages and their data are never cached; the sign-in answer does not say whether an email has an account', async ({ page, request }) => {
    const roleModel = await createRoleModel(request)
    await page.goto('/account/log-in/role-model')
    const answers: string[] = []
    for (const [email, password] of [[uniqueEmail('nobody'), 'Wrong-password-1'], [roleModel.email, 'Wrong-password-1']]) {
      const response = await page.request.post('/Security/LoginForm', {
        form: { Email: email, Password: password, Remember: '0', AuthenticationMethod: 'MemberAuthenticator', SecurityID: await securityId(page) },
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      })
      answers.push(`${response.status()} ${await response.text()}`)
    }
    expect(answers[0]).toBe(answers[1])

    await signIn(page, roleModel)
    for (const path of ['/role-model', '/account/settings', '/role-model/profile/edit']) {
      expect((await page.request.get(path)).headers()['cache-control'], path).toBe('private, no-store')
    }
    expect((await page.request.get('/account/settings?_data=root')).headers()['cache-control']).toBe('private, no-store')
  })

  test('a cross-origin or malformed post is refused with a clear 4xx and changes nothing', async ({ page, request }) => {
    const roleModel = await createRoleModel(request)
    await page.goto('/account/log-in/role-model')
    const token = await securityId(page)
    const logIn = { Email: roleModel.email, Password: roleModel.password, Remember: '0', AuthenticationMethod: 'MemberAuthenticator', SecurityID: token }

    // From another site (or a sandboxed page, Origin: null), even with the right token and password.
    for (const origin of ['https://evil.example', 'null']) {
      const response = await page.request.post('/account/log-in/role-model', { form: logIn, headers: { Origin: origin }, maxRedirects: 0 })
      expect(response.status(), origin).toBe(403)
      expect(await response.text()).toContain(EXPIRED)
      expect(response.headers()['set-cookie'], origin).toBeUndefined()
    }
    const contact = await page.request.post('/contact', { form: { name: 'Bot', SecurityID: token }, headers: { Origin: 'https://evil.example' } })
    expect(contact.status()).toBe(403)
    const admin = await request.post('/cms-api/staff/login', { data: STAFF, headers: { Origin: 'https://evil.example' } })
    expect(admin.status()).toBe(403)
    expect(admin.headers()['set-cookie']).toBeUndefined()

    // Bodies that cannot be read: a 400 page (or the spec's JSON), never a 500.
    const broken = { 'Content-Type': 'multipart/form-data; boundary=xyz' }
    for (const [path, headers, data] of [
      ['/account/log-in/role-model', broken, 'garbage'],
      ['/account/log-in/role-model', { 'Content-Type': 'multipart/form-data' }, 'garbage'],
      ['/account/log-in/role-model', { 'Content-Type': 'application/json' }, '{"Email":'],
      ['/Security/LoginForm', broken, 'garbage'],
    ] as const) {
      const response = await page.request.post(path, { headers, data, maxRedirects: 0 })
      expect(response.status(), `${path} ${headers['Content-Type']}`).toBe(400)
    }
    // Payload's parser too, for the admin's open sign-in and for staff.
    expect((await request.post('/cms-api/staff/login', { headers: broken, data: 'garbage' })).status()).toBe(400)
    const staff = { Authorization: `JWT ${await staffToken(request)}` }
    for (const type of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
      expect((await request.post('/cms-api/media', { headers: { ...staff, 'Content-Type': type }, data: 'garbage' })).status(), type).toBe(400)
    }
    const page400 = await page.request.post('/account/log-in/role-model', { headers: broken, data: 'garbage' })
    expect(await page400.text()).toContain('We could not read what was sent. Please go back and try again.')

    // Too much to read, and methods nothing answers.
    const huge = await page.request.post('/account/log-in/role-model', { form: { ...logIn, Padding: 'x'.repeat(2 * 1024 * 1024) } })
    expect(huge.status()).toBe(413)
    expect(await huge.text()).toContain('What was sent is larger than this site accepts.')
    for (const path of ['/', '/cms-api/access', '/admin']) expect((await request.fetch(path, { method: 'TRACE' })).status(), path).toBe(405)

    // None of it signed anyone in.
    await page.goto('/role-model')
    await expect(page).toHaveURL(/\/account\/log-in/)

    // Signed in, the forms behind the session answer the same.
    await signIn(page, roleModel)
    for (const path of ['/role-model/profile/edit', '/account/settings']) {
      // 403 where the parser finds no parts at all, so no SecurityID either.
      expect([400, 403], path).toContain((await page.request.post(path, { headers: broken, data: 'garbage', maxRedirects: 0 })).status())
    }
  })

  test("Payload's API answers without naming an internal host, and loads nothing into a page", async ({ request }) => {
    const token = await staffToken(request)
    const migrations = await request.get('/cms-api/payload-migrations', { headers: { Authorization: `JWT ${token}` } })
    expect(migrations.status()).toBe(404)
    expect(await migrations.text()).not.toMatch(/localhost:3000|Cannot GET|http:/)
    const media = await request.get('/cms-api/media?limit=1', { headers: { Authorization: `JWT ${token}` } })
    expect(media.headers()['content-security-policy']).toContain("default-src 'none'")
  })

  test('the admin works under its Content-Security-Policy: sign in, list role models, open one', async ({ page, request }) => {
    const roleModel = await createRoleModel(request, { firstName: 'Kahu', surname: 'Csp' })
    const violations: string[] = []
    const watch = (message: ConsoleMessage) => {
      if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text())
    }
    page.on('console', watch)
    page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`))

    const login = await page.goto('/admin/login')
    const policy = login!.headers()['content-security-policy']
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(policy).not.toContain("'unsafe-eval'")
    const staff = await newStaffAccount(request)
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin/collections/role-models')
    await expect(page.getByRole('link', { name: roleModel.email })).toBeVisible()
    await page.getByRole('link', { name: roleModel.email }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/role-models/${roleModel.id}`))
    await expect(page.locator('#field-firstName')).toHaveValue('Kahu')
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })

  test('uploads refuse an image of more than 25 megapixels quickly, in the product and in the admin, storing nothing @forms', async ({ page, request, javaScriptEnabled }) => {
    // Without JavaScript only: the browser would decode the huge image for its preview (the server is under test).
    test.skip(javaScriptEnabled, 'the server refusal is the same either way')
    const roleModel = await createRoleModel(request, completeProfileData(await reference(request)))
    await signIn(page, roleModel, '/role-model/profile/edit')
    await page.getByLabel(/^(Choose|Replace) photo$/).setInputFiles(HUGE_PNG)
    const started = Date.now()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(fieldError(page, 'The image is too large, maximum 25 megapixels (for example 6000 x 4000 pixels) allowed')).toBeVisible()
    expect(Date.now() - started).toBeLessThan(3000)
    expect((await getRoleModel(request, roleModel.id)).profilePicture ?? null).toBeNull()

    const token = await staffToken(request)
    const count = async () => (await (await request.get('/cms-api/media?limit=1', { headers: { Authorization: `JWT ${token}` } })).json()).totalDocs
    const before = await count()
    const upload = await request.post('/cms-api/media', {
      headers: { Authorization: `JWT ${token}` },
      multipart: { file: { name: 'huge.png', mimeType: 'image/png', buffer: fs.readFileSync(HUGE_PNG) }, _payload: JSON.stringify({ alt: 'huge' }) },
    })
    expect(upload.status()).toBe(400)
    expect(await upload.text()).toContain('at most 25 megapixels')
    expect(await count()).toBe(before)
  })

  test('/profile-photo serves only the known sizes', async ({ page, request }) => {
    const roleModel = await createRoleModel(request)
    const token = await staffToken(request)
    const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0b5394' } }).png().toBuffer()
    const media = await request.post('/cms-api/media', {
      headers: { Authorization: `JWT ${token}` },
      multipart: { file: { name: 'own.png', mimeType: 'image/png', buffer: photo }, _payload: JSON.stringify({ ownerRoleModel: roleModel.id }) },
    })
    expect(media.ok(), await media.text()).toBeTruthy()
    const { doc } = await media.json()
    await signIn(page, roleModel)
    for (const size of ['md', 'xs', 'original']) expect((await page.request.get(`/profile-photo/${doc.id}/${size}`)).status(), size).toBe(200)
    for (const size of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'thumbnailMd', 'lg']) {
      expect((await page.request.get(`/profile-photo/${doc.id}/${size}`)).status(), size).toBe(404)
    }
  })
})
