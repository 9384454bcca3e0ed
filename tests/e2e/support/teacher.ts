import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { createCookie } from '@remix-run/node'
import { DEV_TEACHERS } from '../../../app/domain/teachers/dev-teachers'
import { DEV_IDP_PATH } from '../../../app/domain/teachers/oidc.server'

export type DevTeacherKey = 'aorere' | 'aorere-2' | 'hamilton' | 'rongotai' | 'kaikoura' | 'no-role' | 'unknown-school'
export const devTeacher = (key: DevTeacherKey) => DEV_TEACHERS.find((teacher) => teacher.sub === `dev-teacher-${key}`)!

/** The SecurityID every page carries in its header's language form. */
export async function securityId(page: Page): Promise<string> {
  return page.locator('input[name=SecurityID]').first().inputValue()
}

/**
 * Posts the single-sign-on form as the login modal does (AuthenticationMethod=SSO, SecurityID) and follows it
 * to the local identity provider's sign-in form. Works with JavaScript on and off.
 */
export async function startSso(page: Page, returnTo?: string) {
  await page.goto('/')
  const response = await page.request.post('/auth/sso', {
    form: { AuthenticationMethod: 'SSO', SecurityID: await securityId(page), ...(returnTo ? { returnTo } : {}) },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  await page.goto(response.headers().location)
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible()
}

/** Signs in through the local identity provider as one of its demo teachers. */
export async function signInAs(page: Page, key: DevTeacherKey, returnTo?: string) {
  await startSso(page, returnTo)
  const teacher = devTeacher(key)
  await page.getByRole('radio', { name: new RegExp(`${teacher.givenName} ${teacher.familyName}`) }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  // Back on the site, signed in. The demo teachers are shared by every spec, and sign-in applies a teacher's stored
  // language: a spec switching one to te reo Māori (translations.spec) turned another spec's pages Māori mid-run. So a
  // spec's browser reads the site in English after signing in, until it switches the language itself.
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/') && !url.pathname.startsWith(DEV_IDP_PATH))
  const english = (await createCookie('lng').serialize('en')).split(';')[0].split('=')[1]
  await page.context().addCookies([{ name: 'lng', value: english, url: new URL(page.url()).origin, httpOnly: true, sameSite: 'Lax' }])
}

/** Waits until React has hydrated the page, so clicks run the JavaScript behaviour rather than a plain form post. */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
}
