import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { waitForMail } from './mail'
import { waitForHydration } from './teacher'

let counter = 0
export const uniqueEmail = (prefix = 'rm') => `${prefix}.${Date.now()}.${process.pid}.${counter++}@e2e.example.nz`
export const GOOD_PASSWORD = 'Harakeke-Flax-2026'

/** Fills in every field of the role-model sign-up form and ticks the terms (does not submit). */
export async function fillSignUpForm(page: Page, fields: { firstName: string; lastName: string; email: string; password: string }) {
  await page.getByLabel('First name').fill(fields.firstName)
  await page.getByLabel('Last name').fill(fields.lastName)
  await page.getByLabel('Email', { exact: true }).fill(fields.email)
  await page.getByLabel('Password', { exact: true }).fill(fields.password)
  await page.getByLabel('Confirm password').fill(fields.password)
  await page.getByLabel(/I have read and accept/).check()
}

/** Signs up through the form and follows the verification link from the real email. */
export async function signUpAndVerify(page: Page, email = uniqueEmail(), password = GOOD_PASSWORD) {
  await page.goto('/account/sign-up/role-model')
  await fillSignUpForm(page, { firstName: 'Mere', lastName: 'Tester', email, password })
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/sign-up/role-model/${encodeURIComponent(email).replace(/\./g, '\\.')}`))
  const mail = await waitForMail(email, /Verify your email address/)
  const link = mail.links.find((l: string) => l.includes('/account/verify'))!
  await page.goto(link)
  await expect(page).toHaveURL(/\/account\/log-in\/role-model/)
  return { email, password }
}

export async function logIn(page: Page, email: string, password: string, { remember = false } = {}) {
  await page.goto('/account/log-in/role-model')
  // With JavaScript (the page's inline script marks <html class="js">), the form is used once React has hydrated it;
  // waiting for the network to be idle instead cost half a second of quiet on every log in.
  if (await page.locator('html.js').count()) await waitForHydration(page)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password').fill(password)
  if (remember) await page.getByLabel('Keep me signed in').check()
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Logs in and waits until the session exists (the default landing page is /role-model). */
export async function logInAndWait(page: Page, email: string, password: string) {
  await logIn(page, email, password)
  await expect(page).toHaveURL((url) => url.pathname === '/role-model')
}
