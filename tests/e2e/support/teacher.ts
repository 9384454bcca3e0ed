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

/**
 * Signs in through the local identity provider as one of its demo teachers. With `throughForm` the browser goes
 * through the pages (the site's, the identity provider's form, its Sign in button); otherwise the same requests are
 * sent from the page's own context (the same cookies) without loading those pages, and the browser opens the site's
 * callback, which signs the teacher in and leads on as after the form: for tests about what teachers do once signed
 * in (the form itself is teacher-sign-in.spec's).
 */
export async function signInAs(page: Page, key: DevTeacherKey, returnTo?: string, { throughForm = false } = {}) {
  const teacher = devTeacher(key)
  if (throughForm) {
    await startSso(page, returnTo)
    await page.getByRole('radio', { name: new RegExp(`${teacher.givenName} ${teacher.familyName}`) }).check()
    await page.getByRole('button', { name: 'Sign in' }).click()
  } else {
    // The login modal's form post (its SecurityID read from the home page), then the identity provider's sign-in form.
    const home = await page.request.get('/')
    const SecurityID = /name="SecurityID" value="([^"]+)"/.exec(await home.text())?.[1]
    expect(SecurityID, 'the home page carries a SecurityID').toBeTruthy()
    const sso = await page.request.post('/auth/sso', { form: { AuthenticationMethod: 'SSO', SecurityID: SecurityID!, ...(returnTo ? { returnTo } : {}) }, maxRedirects: 0 })
    expect(sso.status()).toBe(302)
    const form = await page.request.get(sso.headers().location)
    const interaction = new RegExp(`${DEV_IDP_PATH}/interaction/([^/?#]+)$`).exec(new URL(form.url()).pathname)
    expect(interaction, `the identity provider's form, not ${form.url()}`).not.toBeNull()
    let next = await page.request.post(`${DEV_IDP_PATH}/interaction/${interaction![1]}/login`, { form: { sub: teacher.sub }, maxRedirects: 0 })
    // The identity provider's own redirects, up to the site's callback, which the browser opens.
    let location = new URL(next.headers().location ?? '', form.url())
    while (location.pathname.startsWith(DEV_IDP_PATH)) {
      expect([302, 303], `${location}`).toContain(next.status())
      next = await page.request.get(location.toString(), { maxRedirects: 0 })
      location = new URL(next.headers().location ?? '', location)
    }
    expect(location.pathname, `the site's callback, not ${location}`).toMatch(/^\/auth\/.*callback$/)
    await page.goto(location.toString())
  }
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
