import { expect, test } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { newStaffAccount } from './support/staff'

test.describe('platform foundation', () => {
  test('home page renders with header, navigation and footer, accessibly, on desktop and phone', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bring the world of work into the classroom')
      // Phones have the navigation behind the Menu button (spec section 9).
      if (width < 992) await page.locator('summary', { hasText: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('Inspiring the Future Aotearoa')
      await expectNoA11yViolations(page)
    }
  })

  test('old /#/account links land on the matching page; without JavaScript the home page says how @forms', async ({ page, javaScriptEnabled }) => {
    await page.goto('/#/account/log-in/role-model')
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(/\/account\/log-in\/role-model$/)
      await expect(page.getByRole('dialog', { name: 'Log in as a role model' })).toBeVisible()
      // Any other hash is left alone.
      await page.goto('/#results')
      await expect(page).toHaveURL(/\/#results$/)
    } else {
      await expect(page.getByText(/Followed a link with #\/account\/ in its address\?/)).toBeVisible()
    }
  })

  test('unknown routes get a 404 page in the visitor’s language @forms', async ({ page, browser, javaScriptEnabled }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    // A browser set to te reo Māori.
    const context = await browser.newContext({ locale: 'mi-NZ', javaScriptEnabled })
    const miPage = await context.newPage()
    const mi = await miPage.goto('/no-such-page')
    expect(mi?.status()).toBe(404)
    await expect(miPage.locator('html')).toHaveAttribute('lang', 'mi')
    // No te reo Māori string exists for this message yet, so it falls back to English.
    await expect(miPage.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await context.close()
  })

  test('the language switch works, with or without JavaScript @forms', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Change language: Te reo Māori' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
    await expect(page).toHaveURL(/\/$/)
    await page.getByRole('button', { name: 'Change language: English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('a change without the SecurityID token is refused with 403 and changes nothing', async ({ page, request }) => {
    await page.goto('/')
    const missing = await page.request.post('/language', { form: { lng: 'mi', returnTo: '/' }, maxRedirects: 0 })
    expect(missing.status()).toBe(403)
    const wrong = await page.request.post('/language', { form: { lng: 'mi', returnTo: '/', SecurityID: 'forged' }, maxRedirects: 0 })
    expect(wrong.status()).toBe(403)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const outsider = await request.post('/language', { form: { lng: 'mi' }, maxRedirects: 0 })
    expect(outsider.status()).toBe(403)
  })

  test('health check, security headers and cached assets', async ({ request, page }) => {
    const health = await request.get('/healthz')
    expect(health.status()).toBe(200)
    const home = await request.get('/')
    expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(home.headers()['x-content-type-options']).toBe('nosniff')
    expect(home.headers()['x-powered-by']).toBeUndefined()
    expect(home.headers()['content-encoding']).toMatch(/^(br|gzip)$/)
    expect(home.headers()['referrer-policy']).toBe('same-origin')
    expect(home.headers()['content-type']).toBe('text/html; charset=utf-8')
    // The page is rendered to one string (entry.server.tsx): one doctype, so browsers lay it out in standards mode.
    const html = await home.text()
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true)
    expect(html.match(/<!DOCTYPE/gi)).toHaveLength(1)
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    await page.goto('/')
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat')
    const asset = await page.locator('link[rel=stylesheet]').first().getAttribute('href')
    const css = await request.get(asset!)
    expect(css.headers()['cache-control']).toContain('immutable')
    // /favicon.ico, asked for by browsers that do not read the icon link, leads to the SVG icon.
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.url()).toMatch(/\/favicon\.svg$/)
    expect(icon.headers()['content-type']).toContain('image/svg+xml')
  })

  test('Payload’s REST sign-in is closed to role models and teachers', async ({ request }) => {
    const roleModel = await request.post('/cms-api/role-models/login', { data: { email: 'aroha.ngata@demo.example.nz', password: 'Kia-ora-Demo-2026' } })
    expect(roleModel.status()).toBe(404)
    expect(roleModel.headers()['set-cookie'] ?? '').not.toContain('payload-token')
    const staff = await request.post('/cms-api/staff/login', { data: { email: 'staff@demo.example.nz', password: 'Kia-ora-Demo-2026' } })
    expect(staff.status()).toBe(200)
  })

  test('only staff sign in to the admin', async ({ page, request }) => {
    const staff = await newStaffAccount(request)
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill('aroha.ngata@demo.example.nz')
    await page.getByLabel('Password').fill('Kia-ora-Demo-2026')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText(/incorrect|invalid/i)).toBeVisible()

    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByText('Role models').first()).toBeVisible()
  })
})
