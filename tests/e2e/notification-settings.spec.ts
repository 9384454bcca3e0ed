import { expect, test } from '@playwright/test'
import type { Browser, Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { startDraftByPost, storedEvent } from './support/events'
import { devTeacher, securityId, signInAs, waitForHydration } from './support/teacher'

// Spec sections 2, 4, 5, 8 and 9: the notification settings panel on the teacher event page.
const SAM = `${devTeacher('aorere').givenName} ${devTeacher('aorere').familyName}`
const MELE = `${devTeacher('aorere-2').givenName} ${devTeacher('aorere-2').familyName}`
const LOAD_ERROR = 'Something went wrong when loading notification settings. Please refresh the page and try again.'
const CHANGE_ERROR = 'Something went wrong when changing notification settings. Please try again.'
const WHO_CAN_CHANGE = 'Only the teacher who created this event or its primary contact can change these settings.'

/**
 * A teacher appears in the settings once they have signed in: Mele (aorere-2) signs in in a browser of their own
 * (and is never signed out here: logging out ends every session of an account), then Sam (aorere) creates a draft.
 * Mele's page is `melePage` when the test goes on with it (its browser stays open), else one closed at once.
 */
async function draftAtSchoolWithTwoTeachers(browser: Browser, page: Page, javaScriptEnabled: boolean, melePage?: Page) {
  if (melePage) await signInAs(melePage, 'aorere-2')
  else {
    const other = await browser.newContext({ javaScriptEnabled })
    await signInAs(await other.newPage(), 'aorere-2')
    await other.close()
  }
  await signInAs(page, 'aorere')
  await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
  const id = await startDraftByPost(page, 'In person')
  await page.goto(`/events/${id}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Notification settings' })).toBeVisible()
  return id
}

const panel = (page: Page) => page.getByRole('region', { name: 'Notification settings' })
const notify = (page: Page, name: string) => panel(page).getByRole('group', { name: 'Who gets notified' }).getByRole('checkbox', { name: new RegExp(`^${name}`) })
const primary = (page: Page, name: string) => panel(page).getByRole('group', { name: 'Primary contact' }).getByRole('radio', { name: new RegExp(`^${name}`) })
const status = (page: Page) => panel(page).getByRole('status')

async function storedSettings(request: Parameters<typeof storedEvent>[0], id: number) {
  const { doc } = await storedEvent(request, id)
  const subscribed = (doc.notificationSubscribers ?? []).filter((row: { subscribed: boolean }) => row.subscribed).map((row: { teacher: number }) => row.teacher)
  return { primaryContact: doc.primaryContact as number | null, subscribed: subscribed as number[] }
}

/** Axe at both widths, with a screenshot of the panel for a person to look at (tests/.tmp/screens). */
async function checkA11y(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
    if (test.info().project.name === 'js') await panel(page).screenshot({ path: `tests/.tmp/screens/notification-settings-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Runs `changes` and waits for the one save that follows them. */
async function saving(page: Page, id: number, changes: () => Promise<void>) {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/events/${id}/notification-settings`) && response.request().method() === 'POST')
  await changes()
  expect((await answered).status()).toBe(200)
}

test.describe('notification settings', () => {
  test.slow()

  test('with JavaScript the panel saves by itself after a pause and keeps the rules', async ({ browser, page, request, javaScriptEnabled }) => {
    const id = await draftAtSchoolWithTwoTeachers(browser, page, javaScriptEnabled)
    await waitForHydration(page)
    await expect(notify(page, SAM)).toBeChecked()
    await expect(notify(page, SAM)).toHaveAccessibleName(`${SAM} (you) (created this event)`)
    await expect(notify(page, MELE)).not.toBeChecked()
    await expect(primary(page, SAM)).toBeChecked()
    await expect(primary(page, MELE)).toBeDisabled()
    await expect(panel(page).getByRole('button', { name: 'Save' })).toHaveCount(0)
    await checkA11y(page)

    const posts: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/api/events/${id}/notification-settings`)) posts.push(sent.postData() ?? '')
    })

    // Two quick changes: one save, after the pause, with the last state. The first answer is held back a little,
    // so 'Saving...' can be seen.
    const api = `**/api/events/${id}/notification-settings`
    await page.route(api, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue()
    })
    await notify(page, MELE).check()
    await notify(page, MELE).uncheck()
    await notify(page, MELE).check()
    await expect(status(page)).toHaveText('Saving...')
    await expect(status(page)).toHaveText('Changes saved.')
    expect(posts).toHaveLength(1)
    await page.unroute(api)
    // Autosave leaves focus where it was.
    await expect(notify(page, MELE)).toBeFocused()
    // 'Changes saved.' goes after 2 seconds.
    await expect(status(page)).toHaveText('', { timeout: 4000 })
    const both = await storedSettings(request, id)
    expect(both.subscribed).toHaveLength(2)

    // Mele becomes primary contact; unsubscribing Mele hands it to the first subscribed person.
    await saving(page, id, () => primary(page, MELE).check())
    await expect(status(page)).toHaveText('Changes saved.')
    const meleId = (await storedSettings(request, id)).primaryContact!
    expect(both.subscribed).toContain(meleId)
    await saving(page, id, async () => {
      await notify(page, MELE).uncheck()
      await expect(primary(page, SAM)).toBeChecked()
      await expect(primary(page, MELE)).toBeDisabled()
    })
    await expect(status(page)).toHaveText('Changes saved.')
    const afterUnsubscribe = await storedSettings(request, id)
    expect(afterUnsubscribe.subscribed).toHaveLength(1)
    expect(afterUnsubscribe.primaryContact).not.toBe(meleId)

    // Unticking the last person subscribes the event's creator instead (click: the box does not change).
    await saving(page, id, async () => {
      await notify(page, SAM).click()
      await expect(notify(page, SAM)).toBeChecked()
      await notify(page, MELE).check()
      await notify(page, SAM).uncheck()
      await expect(primary(page, MELE)).toBeChecked()
      await notify(page, MELE).click()
      await expect(notify(page, SAM)).toBeChecked()
      await expect(notify(page, MELE)).not.toBeChecked()
      await expect(primary(page, SAM)).toBeChecked()
    })
    await expect(status(page)).toHaveText('Changes saved.')
    // On a slow machine the changes may have taken two saves: wait for the last.
    await expect.poll(() => storedSettings(request, id)).toEqual(afterUnsubscribe)
    await expectNoA11yViolations(page)
  })

  test('a refused save shows the change error; a save without data hides the panel for the load error', async ({ browser, page, javaScriptEnabled }) => {
    const id = await draftAtSchoolWithTwoTeachers(browser, page, javaScriptEnabled)
    await waitForHydration(page)
    const api = `**/api/events/${id}/notification-settings`
    // A refusal with data: the panel shows the data again (here the real stored settings) and the change error.
    await page.route(api, async (route) => {
      const settings = await (await page.request.get(`/api/events/${id}/notification-settings`)).json()
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ ok: false, data: { teachers: settings.data.teachers, primaryContactId: settings.data.primaryContactId } }) })
    })
    await notify(page, MELE).check()
    await expect(panel(page).getByRole('alert')).toHaveText(CHANGE_ERROR)
    await expect(notify(page, MELE)).not.toBeChecked()
    await expect(status(page)).toHaveText('')
    await expectNoA11yViolations(page)

    await page.unroute(api)
    await page.route(api, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ ok: false }) }))
    await notify(page, MELE).check()
    await expect(page.getByRole('alert').filter({ hasText: LOAD_ERROR })).toBeVisible()
    await expect(panel(page)).toHaveCount(0)
    // The box that had focus is gone: focus moves to the message in its place.
    await expect(page.getByRole('alert').filter({ hasText: LOAD_ERROR })).toBeFocused()
  })

  test('without JavaScript the panel is a form with a Save button @forms', async ({ browser, page, request, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, 'with JavaScript the panel saves by itself')
    const id = await draftAtSchoolWithTwoTeachers(browser, page, javaScriptEnabled)
    const save = panel(page).getByRole('button', { name: 'Save' })

    await notify(page, SAM).uncheck()
    await save.click()
    await expect(panel(page).getByRole('alert')).toHaveText('Please select at least one person to notify.')
    await expect(notify(page, SAM)).not.toBeChecked()

    await notify(page, SAM).check()
    await primary(page, MELE).check()
    await save.click()
    await expect(panel(page).getByRole('alert')).toHaveText('The primary contact must be someone who gets notified.')
    expect(await storedSettings(request, id)).toEqual({ primaryContact: null, subscribed: [] })

    await notify(page, MELE).check()
    await notify(page, SAM).uncheck()
    await primary(page, MELE).check()
    await save.click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}\\?notification-settings=saved`))
    await expect(status(page)).toHaveText('Changes saved.')
    await expect(notify(page, MELE)).toBeChecked()
    await expect(notify(page, SAM)).not.toBeChecked()
    await expect(primary(page, MELE)).toBeChecked()
    const stored = await storedSettings(request, id)
    expect(stored.subscribed).toEqual([stored.primaryContact])
  })

  test('another teacher of the school sees the settings read-only until made primary contact @forms', async ({ browser, page, javaScriptEnabled }) => {
    // Mele, a second teacher of Sam's school, signed in in a browser of their own before Sam made the draft, opens it.
    const other = await browser.newContext({ javaScriptEnabled })
    const melePage = await other.newPage()
    const id = await draftAtSchoolWithTwoTeachers(browser, page, javaScriptEnabled, melePage)
    const api = `/api/events/${id}/notification-settings`
    await expect(melePage.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    await melePage.goto(`/events/${id}`)
    if (javaScriptEnabled) await waitForHydration(melePage)
    const readOnly = panel(melePage)
    await expect(readOnly.getByText(WHO_CAN_CHANGE)).toBeVisible()
    await expect(readOnly.getByRole('definition')).toHaveText([`${SAM} (created this event)`, `${SAM} (created this event)`])
    await expect(readOnly.getByRole('checkbox')).toHaveCount(0)
    await expect(readOnly.getByRole('radio')).toHaveCount(0)
    await expect(readOnly.getByRole('button')).toHaveCount(0)
    await expectNoA11yViolations(melePage)

    // The server refuses Mele's change all the same.
    const { data } = await (await melePage.request.get(api)).json()
    expect(data.canChange).toBe(false)
    const ids = Object.fromEntries(data.teachers.map((teacher: { id: number; name: string }) => [teacher.name, teacher.id]))
    const meleAlone = { teachers: [{ id: ids[MELE], subscribed: true }], primaryContactId: ids[MELE] }
    expect((await melePage.request.post(api, { headers: { 'X-SecurityID': await securityId(melePage) }, data: meleAlone })).status()).toBe(403)

    // Sam makes Mele the primary contact: Mele, the organiser now, gets the controls.
    await page.goto(`/events/${id}`)
    const handOver = { teachers: [{ id: ids[SAM], subscribed: true }, { id: ids[MELE], subscribed: true }], primaryContactId: ids[MELE] }
    expect((await page.request.post(api, { headers: { 'X-SecurityID': await securityId(page) }, data: handOver })).status()).toBe(200)
    await melePage.reload()
    await expect(notify(melePage, MELE)).toBeChecked()
    await expect(primary(melePage, MELE)).toBeChecked()
    await expect(readOnly.getByText(WHO_CAN_CHANGE)).toBeVisible()
    // Never signed out: logging out would end Mele's other sessions.
    await other.close()
  })
})
