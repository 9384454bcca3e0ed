import { expect, test } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { waitForMail } from './support/mail'
import { fieldError } from './support/forms'
import { waitForHydration } from './support/teacher'

test.describe('contact form', () => {
  test('shows the spec’s messages, keeps what was typed, then sends the enquiry to the team @forms', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(fieldError(page, 'Please enter your name')).toBeVisible()
    await expect(fieldError(page, 'Please enter your email address')).toBeVisible()
    await expect(fieldError(page, 'Please select your interest')).toBeVisible()

    const name = `Mere ${Date.now()}`
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('I am interested in').selectOption('school')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(fieldError(page, 'Please enter a valid email address')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue(name)
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page)

    await page.getByLabel('Email').fill('mere.teacher@example.nz')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Thank you. Your message has been sent.')).toBeVisible()
    const mail = await waitForMail('noreply@rolemodels.example.nz', new RegExp(name))
    expect(mail.text).toContain('mere.teacher@example.nz')
    // The confirmation has the focus, and the form starts empty (JavaScript on and off): no second enquiry by accident.
    await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent.' })).toBeFocused()
    await expect(page.getByLabel('Name')).toHaveValue('')
    await expect(page.getByLabel('Message')).toHaveValue('')

    // A message over 1,000 characters is kept whole and refused with the limit, not cut short.
    const long = 'Kia ora. '.repeat(120)
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Email').fill('mere.teacher@example.nz')
    await page.getByLabel('I am interested in').selectOption('school')
    await page.getByLabel('Message').fill(long)
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(fieldError(page, 'No more than 1000 characters')).toBeVisible()
    await expect(page.getByLabel('Message')).toHaveValue(long)
    await expect(page.getByLabel('Name')).toHaveValue(name)
  })

  test('the bot check: a filled honeypot gets the same thanks and nothing is sent @forms', async ({ page }) => {
    await page.goto('/contact')
    const name = `Bot ${Date.now()}`
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Email').fill('bot@example.com')
    await page.getByLabel('I am interested in').selectOption('other')
    await page.locator('input[name=Website]').fill('http://spam.example', { force: true })
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Thank you. Your message has been sent.')).toBeVisible()
    await expect(waitForMail('noreply@rolemodels.example.nz', new RegExp(name), 3_000)).rejects.toThrow(/No email/)
  })

  test('while the message is being sent, its fields and button are disabled (spec section 2)', async ({ page }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/contact?*', async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    await page.getByLabel('Name').fill(`Busy ${Date.now()}`)
    await page.getByLabel('Email').fill('busy.teacher@example.nz')
    await page.getByLabel('I am interested in').selectOption('school')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByLabel('Name')).toBeDisabled()
    await expect(page.getByLabel('I am interested in')).toBeDisabled()
    await expect(page.getByLabel('Message')).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled()
    release()
    await expect(page.getByText('Thank you. Your message has been sent.')).toBeVisible()
    await expect(page.getByLabel('Name')).toBeEnabled()
  })
})
