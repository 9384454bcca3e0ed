import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { GOOD_PASSWORD, uniqueEmail } from './support/accounts'
import { createInPersonDraftByPosts } from './support/events'
import { createInvitation } from './support/invitations'
import { completeProfileData, createRoleModel, reference, signIn } from './support/role-models'
import type { TestRoleModel } from './support/role-models'
import { signInAs, waitForHydration } from './support/teacher'

/**
 * The main flows with the keyboard alone, JavaScript on and (tests tagged @forms) off, asserting where
 * focus is after each step. Sign-in helpers use the mouse; everything after them is Tab, Shift+Tab, Enter, Space
 * and Escape.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

/** Tabs to a field (unless it has focus already) and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  if (!(await field.evaluate((element) => element === document.activeElement))) await tabTo(page, field, { max: 6 })
  await page.keyboard.type(text)
}

/** Where the focus is, described for failure messages and checks. */
const focusedElement = (page: Page) => page.locator('*:focus')

/** Without JavaScript a modal page is honest: nothing behind the dialog is in reach and it does not claim aria-modal. */
async function expectHonestModalPage(page: Page, dialog: Locator) {
  await expect(page.locator('header.site-header')).toHaveAttribute('inert', '')
  await expect(page.locator('footer.site-footer')).toHaveAttribute('inert', '')
  await expect(page.locator('.behind-modal')).toHaveAttribute('inert', '')
  await expect(dialog).not.toHaveAttribute('aria-modal', /.*/)
  // The first Tab of the page lands in the dialog (or focus is already there). A dialog taller than the window is a
  // scroller, which Chromium lets the keyboard focus: that counts as in the dialog.
  const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement))
  if (!(await inDialog())) await page.keyboard.press('Tab')
  expect(await inDialog()).toBe(true)
}

/** With JavaScript a dialog is modal, has focus, and Tab never leaves it. */
async function expectTrappedFocus(page: Page, dialog: Locator) {
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
}

async function approvedRoleModel(request: Parameters<typeof reference>[0], firstName = 'Tui'): Promise<TestRoleModel> {
  const ref = await reference(request)
  return createRoleModel(request, { ...completeProfileData(ref), firstName, surname: `Keys${Date.now()}${Math.floor(Math.random() * 1000)}`, checkStatus: 'approved' })
}

test.describe('keyboard only', () => {
  test('browse, open a profile, favourite it (card and profile) and close it @forms', async ({ page, request, javaScriptEnabled }) => {
    const roleModel = await approvedRoleModel(request)
    const name = `Tui ${roleModel.surname}`
    await signInAs(page, javaScriptEnabled ? 'aorere' : 'hamilton', `/role-models?q=${roleModel.surname}`)
    if (javaScriptEnabled) await waitForHydration(page)
    const card = page.getByRole('article').filter({ hasText: name })
    const cardLink = card.getByRole('link', { name })
    await tabTo(page, cardLink)

    // The heart on the card: Space toggles it, the focus stays, the new state is announced.
    const cardHeart = card.getByRole('button', { name: /your favourites/ })
    await page.keyboard.press('Tab')
    await expect(cardHeart).toBeFocused()
    await expect(cardHeart).toHaveAccessibleName('Add to your favourites')
    await page.keyboard.press('Space')
    if (javaScriptEnabled) {
      await expect(cardHeart).toHaveAccessibleName('Remove from your favourites')
      await expect(card.getByRole('status')).toHaveText('Added to your favourites')
      await expect(cardHeart).toBeFocused()
    } else {
      // The post comes back to the button's form: the next Tab is the button again.
      await expect(page).toHaveURL(new RegExp(`#favourite-card-${roleModel.id}$`))
      // The fragment sets where Tab starts once the page has loaded.
      await page.waitForLoadState('load')
      await page.keyboard.press('Tab')
      await expect(cardHeart).toBeFocused()
      await expect(cardHeart).toHaveAccessibleName('Remove from your favourites')
    }

    // Enter on the name opens the profile; focus goes into the dialog.
    await page.keyboard.press('Shift+Tab')
    await expect(cardLink).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: new RegExp(roleModel.surname) })
    await expect(dialog).toBeVisible()
    if (javaScriptEnabled) {
      await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused()
      await expect(focusedElement(page)).toHaveCount(1)
    } else {
      await expect(page).toHaveURL(new RegExp(`/role-models/${roleModel.id}`))
      await expectHonestModalPage(page, dialog)
    }
    await expectNoA11yViolations(page)

    // The heart in the profile.
    const heart = dialog.getByRole('button', { name: /your favourites/ })
    await tabTo(page, heart, { max: 10 })
    await expect(heart).toHaveAccessibleName('Remove from your favourites')
    await page.keyboard.press('Space')
    if (javaScriptEnabled) {
      await expect(heart).toHaveAccessibleName('Add to your favourites')
      await expect(dialog.getByRole('status')).toHaveText('Removed from your favourites')
      await expect(heart).toBeFocused()
      await expectTrappedFocus(page, dialog)
      // Escape closes it and the focus is back on the card that opened it.
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(cardLink).toBeFocused()
    } else {
      await expect(page).toHaveURL(new RegExp(`#favourite-profile-${roleModel.id}$`))
      await page.waitForLoadState('load')
      await page.keyboard.press('Tab')
      await expect(heart).toBeFocused()
      await expect(heart).toHaveAccessibleName('Add to your favourites')
      await tabTo(page, dialog.getByRole('link', { name: 'Close' }).last(), { max: 10 })
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/role-models\\?q=${roleModel.surname}$`))
      await expect(dialog).toHaveCount(0)
    }
  })

  test('log in: the two steps, failed submits announced, Escape gives focus back @forms', async ({ page, javaScriptEnabled }) => {
    await page.goto('/')
    if (javaScriptEnabled) await waitForHydration(page)
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }))
    await page.keyboard.press('Enter')
    let dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog).toBeVisible()
    if (javaScriptEnabled) await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeFocused()
    else await expectHonestModalPage(page, dialog)

    await tabTo(page, dialog.getByRole('link', { name: /Log in as a role model/ }), { max: 10 })
    await page.keyboard.press('Enter')
    dialog = page.getByRole('dialog', { name: 'Log in as a role model' })
    await expect(dialog).toBeVisible()
    const email = dialog.getByRole('textbox', { name: 'Email' })
    if (javaScriptEnabled) await expect(dialog.getByRole('heading', { name: 'Log in as a role model' })).toBeFocused()
    await tabTo(page, email, { max: 5 })
    await expect(email).toHaveAttribute('required', '')
    await expect(dialog.getByText('Fields marked with * are required.')).toBeVisible()

    // Enter on an empty form: with JavaScript the first invalid field takes focus; without, the error summary does.
    await page.keyboard.press('Enter')
    if (javaScriptEnabled) {
      await expect(email).toBeFocused()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
    } else {
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link', { name: 'Email is required' })).toHaveAttribute('href', `#${await email.getAttribute('id')}-label`)
    }

    // Wrong credentials: the message is announced (focus on it) and the form's aria-describedby points to it.
    await email.focus()
    await page.keyboard.type('nobody.keyboard@example.nz')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Not-the-password-1')
    await page.keyboard.press('Enter')
    const alert = page.getByRole('alert').filter({ hasText: 'The email address or password you entered is incorrect.' })
    await expect(alert).toBeFocused()
    const form = page.locator('form#role-model-log-in')
    const describedBy = (await form.getAttribute('aria-describedby')) ?? ''
    expect(describedBy).not.toBe('')
    for (const id of describedBy.split(' ')) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
    await expectNoA11yViolations(page)

    if (javaScriptEnabled) {
      // Escape from the second step: home, focus back on the header's Log in link that opened the flow.
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeFocused()
    }
  })

  test('sign up: errors summarised and linked, required fields marked, then signed up with Enter @forms', async ({ page, javaScriptEnabled }) => {
    await page.goto('/account/sign-up/role-model')
    const dialog = page.getByRole('dialog', { name: 'Sign up as a role model' })
    const firstName = dialog.getByRole('textbox', { name: 'First name' })
    if (javaScriptEnabled) {
      await waitForHydration(page)
      await expect(dialog.getByRole('heading', { name: 'Sign up as a role model' })).toBeFocused()
    } else {
      await expectHonestModalPage(page, dialog)
    }
    await tabTo(page, firstName, { max: 5 })
    await expect(firstName).toHaveAttribute('required', '')
    await expect(dialog.getByText('Fields marked with * are required.')).toBeVisible()
    await page.keyboard.press('Enter')
    if (javaScriptEnabled) {
      await expect(firstName).toBeFocused()
    } else {
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).not.toHaveCount(0)
      // The link leads to its field (the fragment moves the sequential focus starting point there).
      await tabTo(page, summary.getByRole('link', { name: 'First name is required' }), { max: 3 })
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await expect(firstName).toBeFocused()
    }
    await expectNoA11yViolations(page)

    const email = uniqueEmail('keys')
    await firstName.focus()
    await typeInto(page, firstName, 'Aroha')
    await typeInto(page, dialog.getByRole('textbox', { name: 'Last name' }), 'Keys')
    await typeInto(page, dialog.getByRole('textbox', { name: 'Email' }), email)
    await typeInto(page, dialog.getByLabel('Password', { exact: true }), GOOD_PASSWORD)
    await typeInto(page, dialog.getByLabel('Confirm password'), GOOD_PASSWORD)
    await tabTo(page, dialog.getByRole('checkbox', { name: /I have read and accept/ }), { max: 5 })
    await page.keyboard.press('Space')
    await tabTo(page, dialog.getByRole('button', { name: 'Sign up' }), { max: 6 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/account/sign-up/role-model/${encodeURIComponent(email).replace(/\./g, '\\.')}`))
  })

  test('edit profile: Enter in a text field saves the profile @forms', async ({ page, request, javaScriptEnabled }) => {
    const roleModel = await approvedRoleModel(request, 'Rewi')
    await signIn(page, roleModel, '/role-model/profile/edit')
    if (javaScriptEnabled) await waitForHydration(page)
    await expect(page.getByText('Fields marked with * are required.')).toBeVisible()
    const firstName = page.getByRole('textbox', { name: 'First name' })
    await expect(firstName).toHaveAttribute('required', '')
    await expect(page.getByRole('group', { name: /Ethnicity/ })).toBeVisible()
    await tabTo(page, firstName)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Rāwiri')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/role-model$/)
    await expect(page.getByText('Your profile has been saved.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rāwiri')
  })

  test('profile preview: opened with Enter, closed with Escape, focus back @forms', async ({ page, request, javaScriptEnabled }) => {
    const roleModel = await approvedRoleModel(request, 'Moana')
    await signIn(page, roleModel, '/role-model')
    if (javaScriptEnabled) await waitForHydration(page)
    const preview = page.getByRole('link', { name: 'Preview profile' })
    await tabTo(page, preview)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: new RegExp(roleModel.surname) })
    await expect(dialog).toBeVisible()
    if (javaScriptEnabled) {
      await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused()
      await expectTrappedFocus(page, dialog)
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(preview).toBeFocused()
    } else {
      await expectHonestModalPage(page, dialog)
      await expectNoA11yViolations(page)
    }
  })

  test('account settings: the password toggle and the delete confirmation keep the focus; Escape closes it @forms', async ({ page, request, javaScriptEnabled }) => {
    const roleModel = await approvedRoleModel(request, 'Wiremu')
    await signIn(page, roleModel, '/account/settings')
    if (javaScriptEnabled) await waitForHydration(page)

    const toggle = page.getByRole('link', { name: 'Change password' })
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    const current = page.getByLabel('Current password')
    await expect(current).toBeVisible()
    if (javaScriptEnabled) {
      await expect(page.getByRole('heading', { name: 'Change password' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(current).toBeFocused()
      await tabTo(page, page.getByRole('link', { name: 'Cancel' }), { max: 10 })
      await page.keyboard.press('Enter')
      await expect(current).toHaveCount(0)
      await expect(toggle).toBeFocused()
    }

    // Delete account: fill in with the keyboard, Enter submits; the confirmation is a dialog.
    const reason = page.getByLabel('Why are you deleting your account?')
    await tabTo(page, reason)
    await page.keyboard.type('Moving overseas')
    await tabTo(page, page.locator('#delete-account-form').getByRole('textbox', { name: 'Email' }), { max: 3 })
    await page.keyboard.type(roleModel.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(roleModel.password)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(dialog).toBeVisible()
    const deleteButton = page.getByRole('button', { name: 'Delete account' })
    if (javaScriptEnabled) {
      await expect(dialog.getByRole('heading', { name: 'Delete your account?' })).toBeFocused()
      await expectTrappedFocus(page, dialog)
      // Escape closes the confirmation; focus returns to the button that asked for it.
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(deleteButton).toBeFocused()
      // Again, then 'Keep profile'.
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await tabTo(page, dialog.getByRole('link', { name: 'Keep profile' }), { max: 5 })
      await page.keyboard.press('Enter')
      await expect(dialog).toHaveCount(0)
      await expect(deleteButton).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
    } else {
      await expectHonestModalPage(page, dialog)
    }
    await expectNoA11yViolations(page)
    await tabTo(page, dialog.getByRole('button', { name: 'Yes, delete my account' }), { max: 6 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/account\/will-be-deleted\//)
  })

  test('an invitation: decline opens a dialog that takes the focus, Escape returns it; accept by keyboard @forms', async ({ page, request, javaScriptEnabled }) => {
    const roleModel = await approvedRoleModel(request, 'Hana')
    const invitation = await createInvitation(request, roleModel.id)
    await signIn(page, roleModel, `/role-model/events/${invitation.eventId}`)
    if (javaScriptEnabled) await waitForHydration(page)
    const decline = page.getByRole('link', { name: 'Decline' })
    await tabTo(page, decline)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Decline invitation' })
    await expect(dialog).toBeVisible()
    const reason = dialog.getByRole('textbox', { name: /Reason/ })
    if (javaScriptEnabled) {
      await expect(dialog.getByRole('heading', { name: 'Decline invitation' })).toBeFocused()
      await tabTo(page, reason, { max: 5 })
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(decline).toBeFocused()
    } else {
      await expectHonestModalPage(page, dialog)
      // A failed submit is announced without JavaScript: the summary takes the focus.
      await tabTo(page, reason, { max: 5 })
      await tabTo(page, dialog.getByRole('button', { name: 'Decline invitation' }), { max: 5 })
      await page.keyboard.press('Enter')
      await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused()
      await tabTo(page, dialog.getByRole('link', { name: 'Close' }).first(), { max: 8, back: true })
      await page.keyboard.press('Enter')
      await expect(dialog).toHaveCount(0)
    }
    const accept = page.getByRole('button', { name: 'Accept' })
    await tabTo(page, accept)
    await page.keyboard.press('Enter')
    await expect(page.getByText('Thank you for accepting this invitation.')).toBeVisible()
  })

  test('choose role models for an event: the suggestion dialog, search and add by keyboard @forms', async ({ page, request, javaScriptEnabled }) => {
    test.slow()
    const ref = await reference(request)
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Ari', surname: `Keys${Date.now()}`, checkStatus: 'approved' })
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await page.goto(`/events/${id}/role-models`)
    if (javaScriptEnabled) await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'How many role models to invite' })
    await expect(dialog).toBeVisible()
    if (javaScriptEnabled) await expect(dialog.getByRole('heading', { name: 'How many role models to invite' })).toBeFocused()
    else await expectHonestModalPage(page, dialog)
    await tabTo(page, dialog.getByRole('button', { name: 'Got it' }), { max: 5 })
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)

    await tabTo(page, page.getByLabel('Search', { exact: true }))
    await page.keyboard.type(roleModel.surname)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: /^Showing 1 role model for in-person events/ })).toBeVisible()
    const add = page.getByRole('button', { name: 'Add to event' })
    await tabTo(page, add)
    await page.keyboard.press('Enter')
    await expect(page.getByText('1 role model chosen')).toBeVisible()
    // With JavaScript the card's button changes under the focus and keeps it.
    if (javaScriptEnabled) await expect(page.getByRole('button', { name: 'Remove' })).toBeFocused()
    await expectNoA11yViolations(page)
  })

  test('phones: the browse filters are collapsed from the first paint (no layout shift)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await signInAs(page, 'aorere', '/role-models')
    await page.evaluate(() => {
      ;(window as unknown as { cls: number }).cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await waitForHydration(page)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.05)
    const toggle = page.locator('button[aria-controls="role-model-filters"]')
    await expect(toggle).toHaveAccessibleName('Show filters')
    await expect(page.getByRole('search')).toBeHidden()
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveAccessibleName('Hide filters')
    await expect(toggle).toBeFocused()
    await expect(page.getByRole('search')).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('phones without JavaScript: the filters are simply open @forms', async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, 'the no-JavaScript layout')
    await page.setViewportSize({ width: 375, height: 800 })
    await signInAs(page, 'hamilton', '/role-models')
    await expect(page.getByRole('search')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Show filters' })).toBeHidden()
  })
})
