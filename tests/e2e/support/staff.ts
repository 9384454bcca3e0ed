import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { PASSWORD, staffToken, uniqueEmail } from './role-models'

/**
 * A staff account of the test's own. Tests never sign in as one shared account: Payload keeps an account's sessions
 * in one list, and two sign-ins at the same moment can end each other's session (see global.setup.ts).
 */
export async function newStaffAccount(request: APIRequestContext, name = 'E2E staff') {
  const staff = { email: uniqueEmail('staff'), password: PASSWORD }
  const created = await request.post('/cms-api/staff', { headers: { Authorization: `JWT ${await staffToken(request)}` }, data: { ...staff, name } })
  expect(created.ok(), await created.text()).toBeTruthy()
  return staff
}

/**
 * Signs the page in to the admin as a new staff member: through the admin's form when `throughForm`, otherwise
 * through Payload's login API on the page's own context (the same cookie, without the form's page loads), for tests
 * that are about what staff do once signed in.
 */
export async function signInToAdmin(page: Page, request: APIRequestContext, { throughForm = false, name = 'E2E staff' } = {}) {
  const staff = await newStaffAccount(request, name)
  if (!throughForm) {
    const login = await page.request.post('/cms-api/staff/login', { data: staff })
    expect(login.ok(), await login.text()).toBeTruthy()
    return staff
  }
  // Creating the account signs `request` in as the programme's first staff member when it is the page's own context
  // (and this worker had not done so before): the form is for the new account, so that sign-in is dropped first.
  await page.context().clearCookies({ name: 'payload-token' })
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  return staff
}
