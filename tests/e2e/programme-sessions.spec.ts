import { expect, test } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { completeProfileData, createRoleModel, reference } from './support/role-models'
import { signInToAdmin } from './support/staff'
import { signInAs, waitForHydration } from './support/teacher'

/** A New Zealand calendar day `days` ahead, as the date field takes it (dd/MM/yyyy). */
function dayAhead(days: number) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(Date.now() + days * 86_400_000)).split('-')
  return `${day}/${month}/${year}`
}

async function checkBothWidths(page: import('@playwright/test').Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }
}

test.describe('programme sessions (issue 53)', () => {
  test.slow()

  test('staff create a session; a teacher registers a class, sees the joining details, and withdraws it @forms', async ({ page, browser, request, javaScriptEnabled }) => {
    const title = `Careers in space ${Date.now()}`
    await signInToAdmin(page, request)
    await page.goto('/staff/sessions/new')
    if (javaScriptEnabled) await waitForHydration(page)
    // Nothing filled in: the spec's messages, nothing stored.
    await page.getByRole('button', { name: 'Save the session' }).click()
    await expect(page.getByText('Event date is required').first()).toBeVisible()
    await expect(page.getByText('Online video meeting invitation link is required').first()).toBeVisible()
    await expect(page.getByText('Choose at least one year level').first()).toBeVisible()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Event date').fill(dayAhead(20))
    await page.getByLabel('Start time').fill('10:00')
    await page.getByLabel('End time').fill('11:00')
    await page.getByLabel('Online video meeting platform').selectOption('zoom')
    await page.getByLabel('Online video meeting invitation link').fill('not a link')
    await page.getByRole('group', { name: /Year levels it suits/ }).getByLabel('Year 10').check()
    await page.getByLabel('The most classrooms').fill('2')
    await page.getByRole('button', { name: 'Save the session' }).click()
    await expect(page.getByText('Please enter a valid URL').first()).toBeVisible()
    await page.getByLabel('Online video meeting invitation link').fill('https://zoom.us/j/987654321')
    await page.getByLabel('Meeting password').fill('kiaora-pw')
    await page.getByRole('button', { name: 'Save the session' }).click()
    await expect(page.getByText('The session is saved.')).toBeVisible()
    await expect(page.getByText('0 classrooms and 0 students registered')).toBeVisible()
    await checkBothWidths(page)

    // A teacher of an active school (another browser context: the teacher's own sign-in).
    const context = await browser.newContext({ javaScriptEnabled })
    const teacher = await context.newPage()
    await signInAs(teacher, 'aorere')
    await teacher.goto('/sessions?year=10')
    await teacher.getByRole('link', { name: title }).click()
    if (javaScriptEnabled) await waitForHydration(teacher)
    // Not registered: no joining details anywhere on the page.
    await expect(teacher.getByText('zoom.us/j/987654321')).toHaveCount(0)
    await teacher.getByLabel('Number of students').fill('0')
    await teacher.getByLabel('Year level').selectOption('10')
    await teacher.getByRole('button', { name: 'Register' }).click()
    await expect(teacher.getByText('A class has from 1 to 200 students').first()).toBeVisible()
    await teacher.getByLabel('Number of students').fill('28')
    await teacher.getByRole('button', { name: 'Register' }).click()
    await expect(teacher.getByText('Your class is registered. The joining details are below.')).toBeVisible()
    await expect(teacher.getByRole('link', { name: 'https://zoom.us/j/987654321' })).toBeVisible()
    await expect(teacher.getByText('kiaora-pw')).toBeVisible()
    await checkBothWidths(teacher)
    await teacher.getByRole('button', { name: 'Withdraw the class' }).click()
    await expect(teacher.getByText('Your class is withdrawn.')).toBeVisible()
    await expect(teacher.getByText('zoom.us/j/987654321')).toHaveCount(0)
    await context.close()
  })

  test('staff choose and invite a presenter, uninvite them, and cancel the session', async ({ page, request }) => {
    const surname = `Quillon${Date.now()}`
    const ref = await reference(request)
    await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Tama', surname, checkStatus: 'approved' })
    await signInToAdmin(page, request)
    await page.goto('/staff/sessions/new')
    await waitForHydration(page)
    await page.getByLabel('Title').fill(`Careers underwater ${surname}`)
    await page.getByLabel('Event date').fill(dayAhead(25))
    await page.getByLabel('Start time').fill('13:00')
    await page.getByLabel('End time').fill('14:00')
    await page.getByLabel('Online video meeting platform').selectOption('zoom')
    await page.getByLabel('Online video meeting invitation link').fill('https://zoom.us/j/111222333')
    await page.getByRole('group', { name: /Year levels it suits/ }).getByLabel('Year 9').check()
    await page.getByLabel('The most classrooms').fill('3')
    await page.getByRole('button', { name: 'Save the session' }).click()
    await expect(page.getByText('The session is saved.')).toBeVisible()

    // Find the role model by name, add them, invite them.
    await page.getByLabel('Find a role model by name').fill(surname)
    await page.getByRole('button', { name: 'Find', exact: true }).click()
    await page.getByRole('button', { name: `Add Tama ${surname}` }).click()
    await expect(page.getByText('Added.')).toBeVisible()
    const presenters = page.locator('#presenters-section')
    await expect(presenters.getByText(`Tama ${surname} — Selected`)).toBeVisible()
    await page.getByRole('button', { name: 'Invite the selected presenters' }).click()
    await expect(page.getByText('The invitations are sent.')).toBeVisible()
    await expect(presenters.getByText(`Tama ${surname} — Invited`)).toBeVisible()
    await page.getByRole('button', { name: `Uninvite Tama ${surname}` }).click()
    await expect(page.getByText('The presenter is taken off the session.')).toBeVisible()
    await expect(presenters.getByText(`Tama ${surname} — Uninvited`)).toBeVisible()
    await expectNoA11yViolations(page)

    // Cancelling asks for a reason first.
    await page.getByRole('button', { name: 'Cancel the session' }).click()
    await expect(page.getByText('Cancel reason is required').first()).toBeVisible()
    await page.getByLabel('Reason for cancelling').fill('The presenters are needed elsewhere')
    await page.getByRole('button', { name: 'Cancel the session' }).click()
    await expect(page.getByText('The session is cancelled.')).toBeVisible()
    await expect(page.getByText('This session is cancelled.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save the session' })).toHaveCount(0)
  })
})
