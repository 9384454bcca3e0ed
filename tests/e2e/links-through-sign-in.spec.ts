import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { completeProfileData, createRoleModel, reference, staffToken } from './support/role-models'
import { newStaffAccount, signInToAdmin } from './support/staff'
import { devTeacher, signInAs } from './support/teacher'

// Links keep their place through sign-in (issue 50 item 3): a teacher's emailed link through the Education Sector
// Logon, a staff page's through the admin's sign-in; a forged way back is dropped.
const PRIYA = devTeacher('hamilton')
let counter = 0

async function staffApi(request: APIRequestContext, method: 'get' | 'post', path: string, data?: Record<string, unknown>) {
  const response = await request[method](`/cms-api/${path}`, { headers: { Authorization: `JWT ${await staffToken(request)}` }, data })
  expect(response.ok(), await response.text()).toBeTruthy()
  return response.json()
}

/**
 * An online event of Hamilton Girls' (Priya organises it) two days ago, with a role model who came: its page asks for
 * the attendance, and its feedback page is open, as the emails after an event link to them.
 */
async function pastEvent(page: Page, request: APIRequestContext) {
  const findTeacher = async () => (await staffApi(request, 'get', `teachers?where[email][equals]=${encodeURIComponent(PRIYA.email)}&depth=0&limit=1`)).docs[0]
  let teacher = await findTeacher()
  if (!teacher) {
    await signInAs(page, 'hamilton')
    await page.context().clearCookies()
    teacher = await findTeacher()
  }
  const school = (await staffApi(request, 'get', `schools?where[ministryNumber][equals]=${PRIYA.ministryNumber}&depth=0&limit=1`)).docs[0]
  const ref = await reference(request)
  const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Mere', surname: `Links${Date.now()}`, checkStatus: 'approved' })
  const title = `Links kōrero ${Date.now()}${process.pid}${counter++}`
  const day = `${new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10)}T00:00:00.000Z`
  const { doc: event } = await staffApi(request, 'post', 'events', {
    title, type: 'online', status: 'done', school: school.id, createdBy: teacher.id, primaryContact: teacher.id, date: day,
    startTime: '13:00', endTime: '14:30', studentsAge: 'Year 12', numberOfStudents: 30, minRoleModels: 1, maxRoleModels: 5,
    meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1234', password: 'kiwi-42' }, activatedAt: new Date().toISOString(),
  })
  await staffApi(request, 'post', 'event-role-models', { event: event.id, roleModel: roleModel.id, status: 2, invitedAt: new Date().toISOString() })
  return { eventId: event.id as number, title }
}

/** From the login modal a signed-out teacher was sent to: "Log in as a school or teacher", then Priya at the provider. */
async function logInAsPriyaFromModal(page: Page) {
  await page.getByRole('button', { name: 'Log in as a school or teacher' }).click()
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible()
  await page.getByRole('radio', { name: new RegExp(`${PRIYA.givenName} ${PRIYA.familyName}`) }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test.describe('a teacher’s link through the Education Sector Logon', () => {
  test('a signed-out teacher following the feedback or attendance email lands on that page after signing in @forms', async ({ page, request }) => {
    const { eventId, title } = await pastEvent(page, request)

    const feedback = `/events/${eventId}/feedback`
    await page.goto(feedback)
    await expect(page).toHaveURL(`/account/log-in?returnTo=${encodeURIComponent(feedback)}`)
    await expectNoA11yViolations(page)
    await logInAsPriyaFromModal(page)
    await expect(page).toHaveURL(feedback)
    await expect(page.getByRole('heading', { level: 1, name: `Your feedback on ${title}` })).toBeVisible()

    // The attendance email links to the event's page (#attendance). Signed out again (without logging out, which would
    // end Priya's sessions in other tests), the link keeps its place through the sign-up tab too.
    await page.context().clearCookies()
    await page.goto(`/events/${eventId}`)
    await expect(page).toHaveURL(new RegExp(`/account/log-in\\?returnTo=${encodeURIComponent(`/events/${eventId}`)}`))
    await page.getByRole('navigation', { name: 'Log in or sign up' }).getByRole('link', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(`/account/sign-up?returnTo=${encodeURIComponent(`/events/${eventId}`)}`)
    await page.getByRole('button', { name: 'Sign up as a school or teacher' }).click()
    await page.getByRole('radio', { name: new RegExp(`${PRIYA.givenName} ${PRIYA.familyName}`) }).check()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`))
    await expect(page.getByRole('heading', { level: 2, name: 'Attendance' })).toBeVisible()
  })

  test('a forged way back is dropped and the teacher lands on My events @forms', async ({ page }) => {
    // Through the login modal: the forged address never reaches the form.
    for (const forged of ['//evil.example/events', 'https://evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)', '/\\evil.example']) {
      await page.context().clearCookies()
      await page.goto(`/account/log-in?returnTo=${encodeURIComponent(forged)}`)
      await expect(page.locator('form[action="/auth/sso"] input[name=returnTo]')).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Log in or sign up' }).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/account/sign-up')
    }
    await logInAsPriyaFromModal(page)
    await expect(page).toHaveURL(/\/events$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible()

    // Posted straight to the single-sign-on form, as a forged page would: the same.
    for (const forged of ['/\\/evil.example', 'https://evil.example/events', '/%252F%252Fevil.example']) {
      await page.context().clearCookies()
      await signInAs(page, 'hamilton', forged)
      await expect(page).toHaveURL(/\/events$/)
    }
  })
})

test.describe('a staff page’s link through the admin’s sign-in', () => {
  test('signed-out staff opening a staff page land there after the admin’s sign-in; the admin’s home links to the staff pages', async ({ page, request }) => {
    const staff = await newStaffAccount(request, 'Links Staff')
    await page.context().clearCookies()
    await page.goto('/staff/vetting')
    await expect(page).toHaveURL('/admin/login?redirect=%2Fstaff%2Fvetting')
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL('/staff/vetting')
    await expect(page.getByRole('heading', { level: 1, name: 'Vetting queue' })).toBeVisible()
    await expectNoA11yViolations(page)

    // The admin's home links to the staff's own pages.
    await page.goto('/admin')
    const staffPages = page.getByRole('navigation', { name: 'Programme staff' })
    await expect(staffPages.getByRole('link', { name: 'Programme dashboard' })).toHaveAttribute('href', '/staff')
    await expect(staffPages.getByRole('link', { name: 'Vetting queue' })).toHaveAttribute('href', '/staff/vetting')
    await expect(staffPages.getByRole('link', { name: 'Role models waiting or silent' })).toHaveAttribute('href', '/staff/outreach')
    await staffPages.getByRole('link', { name: 'Role models waiting or silent' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Role models waiting or silent' })).toBeVisible()
  })

  test('a forged way back from the admin’s sign-in is dropped, and staff land on the admin’s home', async ({ page, request }) => {
    const staff = await newStaffAccount(request, 'Forged Staff')
    await page.context().clearCookies()
    const signInAnswer = async (query: string) => (await page.request.get(`/admin/login?${query}`, { maxRedirects: 0 })).headers().location
    for (const forged of ['//evil.example', 'https://evil.example/staff', '/%2F%2Fevil.example', '/%252F%252Fevil.example', '/\\evil.example', 'javascript:alert(1)', '/role-models', '/staff/../role-models']) {
      expect(await signInAnswer(`redirect=${encodeURIComponent(forged)}`), forged).toBe('/admin/login')
    }
    // Several at once are one too many; a staff page written the long way is asked for as it is meant.
    expect(await signInAnswer('redirect=%2Fstaff&redirect=%2F%2Fevil.example')).toBe('/admin/login')
    expect(await signInAnswer(`redirect=${encodeURIComponent('/staff/./outreach')}`)).toBe('/admin/login?redirect=%2Fstaff%2Foutreach')
    // In the browser: the forged way back is gone before the form shows, and the sign-in lands on the admin's home.
    await page.goto(`/admin/login?redirect=${encodeURIComponent('//evil.example')}`)
    await expect(page).toHaveURL('/admin/login')
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
  })

  test('the staff pages’ header shows who is signed in and a log-out, not Log in and Sign up @forms', async ({ page, request }) => {
    const staff = await signInToAdmin(page, request, { name: 'Hemi Staff' })
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')!.value
    const userWithCopiedCookie = async () => {
      const me = await page.request.get('/cms-api/staff/me', { headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' } })
      return (await me.json()).user as { email: string } | null
    }
    expect((await userWithCopiedCookie())?.email).toBe(staff.email)
    await page.goto('/staff')
    const header = page.getByRole('banner')
    await expect(header.getByText('Signed in as Hemi Staff').first()).toBeVisible()
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveCount(0)
    await expectNoA11yViolations(page)
    await header.getByRole('button', { name: 'Log out' }).first().click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    // Signed out of the admin as well: the staff pages ask for the sign-in again, and a copy of the cookie is no use.
    await page.goto('/staff/outreach')
    await expect(page).toHaveURL('/admin/login?redirect=%2Fstaff%2Foutreach')
    expect(await userWithCopiedCookie()).toBeNull()
  })
})
