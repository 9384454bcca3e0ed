import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { completeProfileData, createRoleModel, reference, signIn } from './support/role-models'
import { signInToAdmin } from './support/staff'
import { staffCreate, staffFindOne, staffHeaders } from './support/staff-api'
import { signInAs, waitForHydration } from './support/teacher'

// Recordings of programme sessions (issue 53 item 4, decision 0089): the presenter's consent on accepting, staff's
// recording once the session has ended, the teachers' library and its Play (modal with JavaScript, a page without).
const VIDEO = 'dQw4w9WgXcQ'
const dayIn = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`
let counter = 0

async function checkBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }
}

/** A live programme session in 12 days (made as the admin would) with a vetted role model invited to present. */
async function invitedPresenter(request: APIRequestContext) {
  const ref = await reference(request)
  const n = `${Date.now()}${process.pid}${counter++}`
  const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Ana', surname: `Presenter${n}`, checkStatus: 'approved' })
  const school = await staffCreate(request, 'schools', { name: `Programme ${n}`, ministryNumber: `e2e-rec-${n}`, active: false })
  const title = `Careers at sea ${n}`
  const session = await staffCreate(request, 'events', {
    kind: 'programme', title, type: 'online', status: 'active', school: school.id, date: dayIn(12), startTime: '10:00', endTime: '11:00',
    yearLevels: ['9', '10'], maxClassrooms: 5, meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/5551234', password: 'kiwi-42' }, activatedAt: new Date().toISOString(),
  })
  await staffCreate(request, 'event-role-models', { event: session.id, roleModel: roleModel.id, status: 1, invitedAt: new Date().toISOString(), expiresAt: dayIn(10) })
  return { roleModel, sessionId: session.id, title, industry: ref.industries[0].id }
}

/** The presenter accepts on their page, agreeing to the recording (a plain post without JavaScript). */
async function acceptWithConsent(page: Page, presenter: Awaited<ReturnType<typeof invitedPresenter>>, javaScriptEnabled: boolean) {
  await signIn(page, presenter.roleModel, `/role-model/events/${presenter.sessionId}`)
  if (javaScriptEnabled) await waitForHydration(page)
  await page.getByLabel(/I agree to this session being recorded/).check()
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText('You agreed to this session\'s recording being shown to teachers.')).toBeVisible()
}

/** The session is over (moved back by the admin, as a real one would simply pass). */
async function endSession(request: APIRequestContext, sessionId: number) {
  const response = await request.patch(`/cms-api/events/${sessionId}`, { headers: await staffHeaders(request), data: { date: dayIn(-2) } })
  expect(response.ok(), await response.text()).toBeTruthy()
}

test.describe('recordings (issue 53 item 4)', () => {
  test.slow()

  test('a presenter agrees on accepting; staff add the recording; a teacher filters the library and plays it in the modal', async ({ page, browser, request }) => {
    const presenter = await invitedPresenter(request)
    await acceptWithConsent(page, presenter, true)
    await endSession(request, presenter.sessionId)

    const staff = await browser.newPage()
    await signInToAdmin(staff, request)
    await staff.goto(`/staff/sessions/${presenter.sessionId}`)
    await waitForHydration(staff)
    await expect(staff.getByText('agreed to the recording')).toBeVisible()
    await staff.getByLabel('Video id').fill('https://youtu.be/x')
    await staff.getByRole('button', { name: 'Add the recording' }).click()
    await expect(staff.getByText('Please enter a video id: 11 letters, digits, - or _').first()).toBeVisible()
    await expect(staff.getByLabel('Video id')).toBeFocused()
    await staff.getByLabel('Video id').fill(VIDEO)
    await staff.getByLabel('Transcript link').fill('https://example.nz/transcript')
    await staff.getByRole('button', { name: 'Add the recording' }).click()
    await expect(staff.getByText('The recording is saved.')).toBeVisible()
    await expect(staff.getByText('The recording is in the teachers\' library.')).toBeVisible()
    await checkBothWidths(staff)

    const context = await browser.newContext()
    await context.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Video</title><p>Video</p></html>' }))
    const teacher = await context.newPage()
    await signInAs(teacher, 'aorere')
    await teacher.goto('/sessions')
    await teacher.getByRole('link', { name: 'Missed a session? Watch recordings in the library' }).click()
    await waitForHydration(teacher)
    await teacher.getByLabel("Presenters' industry").selectOption(String(presenter.industry))
    await teacher.getByLabel('Year level').selectOption('10')
    await teacher.getByRole('button', { name: 'Show recordings' }).click()
    await expect(teacher).toHaveURL(/industry=/)
    const card = teacher.getByRole('listitem').filter({ has: teacher.getByRole('heading', { name: presenter.title }) })
    await expect(card).toContainText(`Presented by Ana Presenter`)
    await checkBothWidths(teacher)
    await card.getByRole('button', { name: `Play: ${presenter.title}` }).click()
    const dialog = teacher.getByRole('dialog', { name: presenter.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator(`iframe[src*="/embed/${VIDEO}"]`)).toBeAttached()
    await expect(dialog.getByRole('link', { name: 'Transcript' })).toHaveAttribute('href', 'https://example.nz/transcript')
    await expectNoA11yViolations(teacher)
    await teacher.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(card.getByRole('button', { name: `Play: ${presenter.title}` })).toBeFocused()
    // The recording's own page (where Play leads without JavaScript; axe runs with JavaScript, the markup is the same).
    const recording = await staffFindOne(request, 'recordings', `where[session][equals]=${presenter.sessionId}`)
    await teacher.goto(`/recordings/${recording.id}`)
    await expect(teacher.locator(`iframe[src*="/embed/${VIDEO}"]`)).toBeAttached()
    await checkBothWidths(teacher)
    await context.close()

    await staff.reload()
    await expect(staff.getByText('Plays in all: 1')).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a presenter agrees; the library plays on a page of its own; withdrawing consent hides the recording', async ({ page, browser, request }) => {
      const presenter = await invitedPresenter(request)
      await acceptWithConsent(page, presenter, false)
      await endSession(request, presenter.sessionId)
      // Staff's recording through the REST API meets the collection's rules as the page does.
      const refused = await request.post('/cms-api/recordings', { headers: await staffHeaders(request), data: { session: presenter.sessionId, videoId: 'too-short' } })
      expect(refused.status()).toBe(400)
      const recording = await staffCreate(request, 'recordings', { session: presenter.sessionId, videoId: VIDEO, transcriptUrl: 'https://example.nz/transcript' })

      const context = await browser.newContext({ javaScriptEnabled: false })
      // The provider's player, which the test machine cannot reach: a page of its own in the frame.
      await context.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Video</title><p>Video</p></html>' }))
      const teacher = await context.newPage()
      await signInAs(teacher, 'aorere')
      await teacher.goto('/recordings')
      await teacher.getByLabel('Year level').selectOption('9')
      await teacher.getByRole('button', { name: 'Show recordings' }).click()
      const card = teacher.getByRole('listitem').filter({ has: teacher.getByRole('heading', { name: presenter.title }) })
      await card.getByRole('button', { name: `Play: ${presenter.title}` }).click()
      await expect(teacher).toHaveURL(new RegExp(`/recordings/${recording.id}$`))
      await expect(teacher.getByRole('heading', { level: 1, name: presenter.title })).toBeVisible()
      await expect(teacher.locator(`iframe[src*="/embed/${VIDEO}"]`)).toBeAttached()
      await expect(teacher.getByRole('link', { name: 'Transcript' })).toBeVisible()

      // The presenter withdraws their consent: the recording is gone from the library and its page at once.
      await page.getByRole('button', { name: 'Withdraw my consent' }).click()
      await expect(page.getByText('Your consent is withdrawn: any recording of this session is hidden.')).toBeVisible()
      await teacher.goto('/recordings')
      await expect(teacher.getByRole('heading', { name: presenter.title })).toHaveCount(0)
      expect((await teacher.goto(`/recordings/${recording.id}`))?.status()).toBe(404)
      await context.close()
    })
  })
})
