import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { fillSignUpForm, GOOD_PASSWORD } from './support/accounts'
import { completeProfileData, createRoleModel, reference, signIn, staffToken, uniqueEmail } from './support/role-models'
import { signInToAdmin } from './support/staff'
import { createInvitation, stillComingLink } from './support/invitations'
import { waitForMail } from './support/mail'

// Both tests change the site settings every page reads: one at a time, each putting them back.
test.describe.configure({ mode: 'serial' })

async function updateSiteSettings(request: APIRequestContext, data: Record<string, unknown>, locale = 'en') {
  const response = await request.post(`/cms-api/globals/site-settings?locale=${locale}`, { headers: { Authorization: `JWT ${await staffToken(request)}` }, data })
  expect(response.ok(), await response.text()).toBeTruthy()
}

/** One directive of a Content-Security-Policy header, as written. */
const directive = (policy: string, name: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `))

/** Edits the terms in the admin in one language and saves. */
async function editTerms(page: Page, locale: 'en' | 'mi', text: string) {
  await page.goto(`/admin/globals/site-settings?locale=${locale}`)
  const field = page.locator('#field-termsContent')
  await expect(field).toBeVisible()
  await field.fill(text)
  const saved = page.waitForResponse((response) => /\/cms-api\/globals\/site-settings\?/.test(response.url()) && response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Save' }).click()
  return saved
}

/**
 * A fake analytics provider on another origin, in Plausible's shape: its script reports every call back to it, with the
 * address given or, as Plausible does, the address bar's; it also serves a pdf for the download clicks.
 */
async function fakeAnalytics() {
  const events: { n: string; u: string }[] = []
  const provider = http.createServer((req, res) => {
    const origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
    if (req.url === '/script.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' })
      res.end(`(function () {
        var queued = (window.plausible && window.plausible.q) || []
        function send(name, options) {
          fetch('${origin}/event', { method: 'POST', keepalive: true, headers: { 'Content-Type': 'text/plain' },
            body: JSON.stringify({ n: name, u: (options && options.u) || location.href }) })
        }
        window.plausible = send
        queued.forEach(function (call) { send(call[0], call[1]) })
        send('pageview')
      })()`)
    } else if (req.url === '/event' && req.method === 'POST') {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        events.push(JSON.parse(body))
        res.writeHead(202, { 'Access-Control-Allow-Origin': '*' }).end()
      })
    } else if (req.url === '/files/guide.pdf') {
      res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.4\n%%EOF\n')
    } else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
  return { events, origin: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`, close: () => provider.close() }
}

test.describe('content-managed copy, images and analytics', () => {
  test('editing the terms in the admin changes the site in English and te reo Māori; markup from the CMS stays inert', async ({ page, browser, request }) => {
    test.setTimeout(120_000)
    try {
      await signInToAdmin(page, request, { throughForm: true, name: 'Content editor' })
      const english = '# Your part\n\n- Be **on time**\n- Read the [guidance](/contact)\n\n<script>window.pwned = 1</script>\n\n<img src="/nothing.png" onerror="window.pwned = 2">'
      expect((await editTerms(page, 'en', english)).ok()).toBeTruthy()
      expect((await editTerms(page, 'mi', '# Tō wāhanga\n\n- Kia **tōtika** te wā')).ok()).toBeTruthy()

      // A javascript: link is refused in the admin with a message that says what to change.
      const refused = await editTerms(page, 'en', '[Click](javascript:alert(1))')
      expect(refused.ok()).toBeFalsy()
      expect((await refused.json()).errors[0].data.errors[0]).toMatchObject({
        path: 'termsContent', message: expect.stringMatching(/^Links may only go to http, https or mailto addresses or to paths on this site \(starting with \/\)\. Change or remove: javascript:alert\(1\)$/),
      })
      await expect(page.getByText(/Links may only go to http, https or mailto addresses|The following field is invalid: Terms Content/).first()).toBeVisible()

      const visitor = await browser.newContext()
      const site = await visitor.newPage()
      const dialogs: string[] = []
      site.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await site.goto('/terms')
      await expect(site.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
      await expect(site.getByRole('heading', { level: 2, name: 'Your part' })).toBeVisible()
      await expect(site.getByRole('listitem').filter({ hasText: 'Be on time' }).locator('strong')).toHaveText('on time')
      await expect(site.getByRole('link', { name: 'guidance' })).toHaveAttribute('href', '/contact')
      // The markup is shown as text, and nothing ran.
      await expect(site.getByText('<script>window.pwned = 1</script>')).toBeVisible()
      await expect(site.getByText('<img src="/nothing.png" onerror="window.pwned = 2">')).toBeVisible()
      await expect(site.locator('.content-text script, .content-text img')).toHaveCount(0)
      expect(await site.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
      expect(dialogs).toEqual([])

      // The language switch: the te reo Māori terms.
      await site.getByRole('button', { name: 'Change language: Te reo Māori' }).click()
      await expect(site.locator('html')).toHaveAttribute('lang', 'mi')
      await expect(site.getByRole('heading', { level: 2, name: 'Tō wāhanga' })).toBeVisible()
      await expect(site.getByRole('listitem').filter({ hasText: 'Kia tōtika te wā' })).toBeVisible()
      await site.getByRole('button', { name: 'Change language: English' }).click()
      await expect(site.getByRole('heading', { level: 2, name: 'Your part' })).toBeVisible()
      await visitor.close()
    } finally {
      await updateSiteSettings(request, { termsContent: '' }, 'en')
      await updateSiteSettings(request, { termsContent: '' }, 'mi')
    }
  })

  test('the account pages show the seeded image with its alt text', async ({ page }) => {
    await page.goto('/account/log-in/forgot-password/sent')
    const image = page.getByRole('dialog').getByRole('img', { name: 'An envelope with a green tick: an email is on its way' })
    await expect(image).toBeVisible()
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(960)
  })

  test('analytics loads only when configured: with the nonce, its script alone allowed, page views, pdf clicks and the sign-up event; signed-in pages only when staff allow it', async ({ page, request }) => {
    // Not configured: no script, no other origin in the policy.
    const before = await page.goto('/')
    expect(directive(before!.headers()['content-security-policy'], 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+'$/)
    expect(directive(before!.headers()['content-security-policy'], 'connect-src')).toBe("connect-src 'self'")
    await expect(page.locator('script[data-analytics]')).toHaveCount(0)
    expect(await page.evaluate(() => 'plausible' in window)).toBe(false)

    // A provider on another origin: its script reports every call back to it.
    const { events, origin, close } = await fakeAnalytics()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) violations.push(message.text())
    })
    try {
      await updateSiteSettings(request, { analyticsScriptUrl: `${origin}/script.js`, analyticsSiteId: 'rolemodels.example.nz', termsContent: `[The guide](${origin}/files/guide.pdf)` })

      const home = await page.goto('/')
      const policy = home!.headers()['content-security-policy']
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]
      // The script by its exact address, not its whole origin.
      expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}' ${origin}/script.js`)
      expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${origin}`)
      const script = page.locator('script[data-analytics]')
      await expect(script).toHaveAttribute('src', `${origin}/script.js`)
      await expect(script).toHaveAttribute('data-domain', 'rolemodels.example.nz')
      expect(await script.evaluate((element: HTMLScriptElement) => element.nonce)).toBe(nonce)
      await expect.poll(() => events).toContainEqual({ n: 'pageview', u: new URL('/', page.url()).href })

      // A click on a link to a pdf file counts as a page view of the file.
      await page.goto('/terms')
      await expect.poll(() => events.some((event) => event.n === 'pageview' && event.u.endsWith('/terms'))).toBe(true)
      await page.getByRole('link', { name: 'The guide' }).click()
      await expect.poll(() => events).toContainEqual({ n: 'pageview', u: `${origin}/files/guide.pdf` })

      // A role model signs up: the success page sends the event.
      await page.goto('/account/sign-up/role-model')
      await page.waitForLoadState('networkidle')
      const email = uniqueEmail('analytics')
      await fillSignUpForm(page, { firstName: 'Aroha', lastName: 'Tātari', email, password: GOOD_PASSWORD })
      await page.getByRole('button', { name: 'Sign up' }).click()
      await expect(page).toHaveURL(/\/account\/sign-up\/role-model\/analytics/)
      await expect.poll(() => events.filter((event) => event.n === 'Role Model Sign Up Form')).toHaveLength(1)
      await page.reload()
      await expect.poll(() => events.filter((event) => event.n === 'pageview' && event.u.includes('/account/sign-up/role-model/analytics')).length).toBeGreaterThanOrEqual(2)
      expect(events.filter((event) => event.n === 'Role Model Sign Up Form')).toHaveLength(1)

      // Signed-in role models' and teachers' pages load it only when staff allow it in site settings.
      // Through the login form, as a person goes from a page that loaded analytics to their signed-in pages.
      await signIn(page, await createRoleModel(request), '/role-model', { throughForm: true })
      await expect(page.locator('script[data-analytics]')).toHaveCount(0)
      await updateSiteSettings(request, { analyticsForSignedIn: true })
      await page.reload()
      await expect(page.locator('script[data-analytics]')).toHaveAttribute('src', `${origin}/script.js`)
      expect(violations).toEqual([])
    } finally {
      await updateSiteSettings(request, { analyticsScriptUrl: '', analyticsSiteId: '', analyticsForSignedIn: false, termsContent: '' })
      close()
    }

    // Switched off again: nothing loads.
    const after = await page.goto('/')
    expect(after!.headers()['content-security-policy']).not.toContain(origin)
    await expect(page.locator('script[data-analytics]')).toHaveCount(0)
  })
  test('no secret reaches analytics: the reset, "Still coming?", verification and email-change links leave the address before any page shows', async ({ page, request }) => {
    const { events, origin, close } = await fakeAnalytics()
    const secrets: string[] = []
    try {
      await updateSiteSettings(request, { analyticsScriptUrl: `${origin}/script.js`, analyticsSiteId: 'rolemodels.example.nz', analyticsForSignedIn: true })
      const reported = (path: string) => expect.poll(() => events.some((event) => new URL(event.u).pathname === path)).toBe(true)

      // The reset link from the email: its token goes into the session, the page shows at its clean address.
      const roleModel = await createRoleModel(request, { ...completeProfileData(await reference(request)), checkStatus: 'approved' })
      await page.goto('/account/log-in/forgot-password')
      await page.getByLabel('Email', { exact: true }).fill(roleModel.email)
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page).toHaveURL(/\/account\/log-in\/forgot-password\/sent$/)
      const resetLink = (await waitForMail(roleModel.email, /Reset your password/)).links.find((link) => link.includes('/account/log-in/reset-password?token='))!
      secrets.push(new URL(resetLink).searchParams.get('token')!)
      const first = await request.get(resetLink, { maxRedirects: 0 })
      expect({ status: first.status(), location: first.headers().location, referrer: first.headers()['referrer-policy'] }).toEqual({ status: 302, location: '/account/log-in/reset-password', referrer: 'same-origin' })
      await page.goto(resetLink)
      await expect(page).toHaveURL(/\/account\/log-in\/reset-password$/)
      await expect(page.getByText('Thank you. You can now reset your password.')).toBeVisible()
      await reported('/account/log-in/reset-password')

      // The reminder's "Still coming?" link: the same, and its page still answers for the link it showed.
      const invitation = await createInvitation(request, roleModel.id)
      const accepted = await request.patch(`/cms-api/event-role-models/${invitation.rowId}`, { headers: { Authorization: `JWT ${await staffToken(request)}` }, data: { status: 2 } })
      expect(accepted.ok(), await accepted.text()).toBeTruthy()
      const stillComing = await stillComingLink(request, invitation.rowId, roleModel.id, 12)
      secrets.push(stillComing.split('/').pop()!)
      await page.goto(stillComing)
      await expect(page).toHaveURL(/\/still-coming$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Still coming?' })).toBeVisible()
      await reported('/still-coming')

      // The verification and email-change links act on their token and redirect before any page is drawn.
      for (const path of ['/account/verify', '/account/confirm-email']) {
        const secret = `s3cret-${path.slice(9)}-${Date.now()}`
        secrets.push(secret)
        const answer = await request.get(`${path}?token=${secret}`, { maxRedirects: 0 })
        expect(answer.status()).toBe(302)
        expect(answer.headers().location).not.toContain(secret)
        await page.goto(`${path}?token=${secret}`)
        expect(page.url()).not.toContain(secret)
      }
      await page.goto('/')
      await reported('/')
      for (const secret of secrets) expect(JSON.stringify(events)).not.toContain(secret)
    } finally {
      await updateSiteSettings(request, { analyticsScriptUrl: '', analyticsSiteId: '', analyticsForSignedIn: false })
      close()
    }
  })
})
