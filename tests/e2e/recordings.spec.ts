import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { acceptWithConsent, endSession, invitedPresenter } from './support/sessions'
import { signInToAdmin } from './support/staff'
import { staffCreate, staffFindOne, staffHeaders } from './support/staff-api'
import { signInAs, waitForHydration } from './support/teacher'

// Recordings of programme sessions (issue 53 item 4, decision 0089): the presenter's consent on accepting, staff's
// recording once the session has ended, the teachers' library and its Play (modal with JavaScript, a page without).
const VIDEO = 'dQw4w9WgXcQ'

async function checkBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }
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
    await expect(card).toContainText(`Presented by Ana Quillon`)
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
