import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import {
  activateByApi, chooseRegion, chooseRoleModel, createInPersonDraftByPosts, daysFromToday, eventIdOf, fillInPersonPlan, GOOD_IN_PERSON, saturdayIn,
  schoolDayIn, startDraft, startDraftByPost, storedEvent, weekdayIn,
} from './support/events'
import { mailCount, waitForMail } from './support/mail'
import type { CaughtMail } from './support/mail'
import { completeProfileData, createRoleModel, reference, regionAndDistricts } from './support/role-models'
import { devTeacher, securityId, signInAs } from './support/teacher'
import { fieldError } from './support/forms'
import { shoot } from './support/screens'

/** The invitation to event `id` (its link), among the role model's other emails. */
const invitationTo = (id: number | string) => (mail: CaughtMail) => mail.links.some((link) => link.includes(`/role-model/events/${id}`))

const errorOf = (page: Page, text: string | RegExp) => page.locator('.field-errors li', { hasText: text })

/** Axe at both widths (it needs JavaScript; the no-JS project renders the same markup). */
async function checkA11y(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoA11yViolations(page)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** A role model teachers can find, in the region the in-person forms use, with an address of its own. */
async function visibleRoleModel(request: Parameters<typeof reference>[0], surname: string) {
  const ref = await reference(request)
  return createRoleModel(request, { ...completeProfileData(ref), firstName: 'Rangi', surname: `${surname}${Date.now()}`, checkStatus: 'approved' })
}

test.describe('teacher events', () => {
  // Whole flows with axe at two widths on a shared machine: three times the usual time.
  test.slow()

  test('visitors are sent to log in; the API answers 401', async ({ page }) => {
    const response = await page.request.get('/events', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toContain('/account/log-in')
    expect((await page.request.post('/api/events/1/activate', { data: {} })).status()).toBe(401)
  })

  test('a teacher creates an in-person event end to end and invites a role model @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    const { region } = regionAndDistricts(ref)
    const roleModel = await visibleRoleModel(request, 'InPerson')
    await signInAs(page, 'aorere')
    await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'My events', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'events-list')

    await page.getByRole('link', { name: 'Create an event' }).click()
    await checkA11y(page)
    await shoot(page, 'events-new')
    // Continue without a choice says what is missing.
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(fieldError(page, 'Please choose in person or online')).toBeVisible()
    // The keyboard is taken to the choice, which says what is wrong; without JavaScript to the error summary first, as
    // on every form (issue 50 item 9).
    const inPerson = page.getByRole('radio', { name: /^In person/ })
    if (test.info().project.use.javaScriptEnabled === false) await expect(page.locator('.error-summary')).toBeFocused()
    else await expect(inPerson).toBeFocused()
    await expect(inPerson).toHaveAccessibleDescription(/Please choose in person or online/)
    await inPerson.check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/events\/\d+\/plan$/)
    const id = eventIdOf(page)

    // Step 1: plan. The step indicator marks where the teacher is.
    const steps = page.getByRole('navigation', { name: 'Steps to create your event' })
    await expect(steps.locator('[aria-current=step]')).toContainText('Plan the event')
    await fillInPersonPlan(page, ref, javaScriptEnabled)
    // The role-model suggestion beside the number of students: 40 students → 8, with the maximum note.
    if (javaScriptEnabled) {
      await expect(page.getByText('We suggest 8 role models')).toBeVisible()
      await expect(page.getByText(/8 is the most we suggest/)).toBeVisible()
      await page.getByLabel('Number of students attending').fill('9')
      await expect(page.getByText('We suggest 1 role model', { exact: true })).toBeVisible()
      await page.getByLabel('Number of students attending').fill('23')
      await expect(page.getByText('We suggest 4 role models')).toBeVisible()
      await expect(page.getByText(/8 is the most we suggest/)).toHaveCount(0)
    }
    await checkA11y(page)
    await shoot(page, 'events-plan-in-person')
    await page.getByRole('button', { name: 'Save and continue' }).click()

    // Step 2: info for role models, with the live counters.
    await expect(page).toHaveURL(new RegExp(`/events/${id}/info$`))
    await expect(steps.locator('[aria-current=step]')).toContainText('Info for role models')
    await page.getByLabel('Arrival details').fill('Park on Mahia Road; reception is at the main gate.')
    if (javaScriptEnabled) await expect(page.getByText('950 characters remaining')).toBeVisible()
    await page.getByLabel('Learning goals').fill('Students see many paths into work.')
    await page.getByLabel(/Photos/).check()
    await checkA11y(page)
    await shoot(page, 'events-info-in-person')
    await page.getByRole('button', { name: 'Save and continue' }).click()

    // Step 3: choose role models. The suggestion about numbers comes first, once per event.
    await expect(page).toHaveURL(new RegExp(`/events/${id}/role-models$`))
    const suggestion = page.getByRole('dialog', { name: 'How many role models to invite' })
    await expect(suggestion.getByText(/^We suggest \d role models?$/)).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'events-choose-suggestion')
    await suggestion.getByRole('button', { name: 'Got it' }).click()
    await expect(suggestion).toHaveCount(0)
    await expect(page.getByText("You haven't chosen any role models for this event yet.")).toBeVisible()
    await expect(page.getByRole('heading', { name: new RegExp(`^Showing \\d+ role models? for in-person events in ${region.title}$`) })).toBeVisible()
    // Continue is not offered until the count is within the event's range.
    await expect(page.getByRole('button', { name: 'Continue to review' })).toBeDisabled()
    await page.getByLabel('Search', { exact: true }).fill(roleModel.surname)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('heading', { name: `Showing 1 role model for in-person events in ${region.title}` })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`q=${roleModel.surname}`))
    await page.getByRole('button', { name: 'Add to event' }).click()
    await expect(page.getByText('1 role model chosen')).toBeVisible()
    const remove = page.getByRole('button', { name: 'Remove' })
    await expect(remove).toBeVisible()
    // The search stays, and with JavaScript the keyboard stays on the card (without it, the page opens at the card).
    await expect(page).toHaveURL(new RegExp(`q=${roleModel.surname}`))
    if (javaScriptEnabled) await expect(remove).toBeFocused()
    else await expect(page).toHaveURL(new RegExp(`#role-model-${roleModel.id}$`))
    await expect(page.locator('.rm-card').getByText('Selected', { exact: true })).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'events-choose')
    // Remove, then add again: both are plain form posts.
    await remove.click()
    await expect(page.getByText("You haven't chosen any role models for this event yet.")).toBeVisible()
    await page.getByRole('button', { name: 'Add to event' }).click()
    await expect(page.getByText('1 role model chosen')).toBeVisible()
    // The dismissed suggestion stays dismissed for this event.
    await page.reload()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText(`Rangi ${roleModel.surname}`).first()).toBeVisible()
    await page.getByRole('link', { name: 'Continue to review' }).click()

    // Step 4: the preview, then Confirm and send invitations.
    await expect(page).toHaveURL(new RegExp(`/events/${id}/review$`))
    const preview = page.getByRole('region', { name: /Event preview/ })
    await expect(preview.getByText(GOOD_IN_PERSON.address)).toBeVisible()
    await expect(preview.getByText(region.title)).toBeVisible()
    await expect(preview.getByText('Arrival 09:00, Start 09:15, End 11:30')).toBeVisible()
    await expect(preview.getByText('Park on Mahia Road; reception is at the main gate.')).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'events-review')
    const before = mailCount(roleModel.email)
    await page.getByRole('button', { name: 'Confirm and send invitations' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}/review\\?activated=1$`))
    await expect(page.getByText('Your event is live and the invitations have been sent')).toBeVisible()
    // The keyboard and screen readers start at the outcome.
    await expect(page.getByRole('status').filter({ hasText: 'Your event is live and the invitations have been sent' })).toBeFocused()
    await shoot(page, 'events-review-activated')
    // Emails go out after the answer, through the job queue: this one, not the approval the role model got before it.
    const invitation = await waitForMail(roleModel.email, invitationTo(id))
    expect(mailCount(roleModel.email)).toBeGreaterThan(before)
    expect(invitation.links.some((link) => link.includes(`/role-model/events/${id}`))).toBe(true)
    // The teacher's next steps, with the way back to the event page.
    const nextSteps = await waitForMail(devTeacher('aorere').email, (mail) => mail.links.some((link) => link.endsWith(`/events/${id}`)))
    expect(nextSteps.subject).toMatch(/event is live$/)
    expect(nextSteps.text).toContain('we have emailed an invitation to 1 role model.')

    // The teacher event page: the role model is now waiting for an answer.
    await page.getByRole('link', { name: 'Go to your event page' }).click()
    await expect(page.getByRole('heading', { name: /Not yet responded \(1\)/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cancel event' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Discard event' })).toHaveCount(0)
    await checkA11y(page)
    await shoot(page, 'events-event-active')

    // My events, Upcoming: the card with its times and counts, on whichever page of the school's list it falls (other
    // tests add events of the same demo school at the same time).
    await page.getByRole('link', { name: 'Back to My events' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible()
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="/events/${id}"]`) })
    while ((await card.count()) === 0 && (await page.locator('a[rel="next"]').count()) > 0) {
      await page.goto((await page.locator('a[rel="next"]').first().getAttribute('href'))!)
    }
    await expect(card).toBeVisible()
    await expect(card.getByText('09:00')).toBeVisible()
    await expect(card.getByText('11:30')).toBeVisible()
    await expect(card.locator('dt', { hasText: 'Role models invited' }).locator('+ dd')).toHaveText('1')
    await expect(card.locator('dt', { hasText: 'Role models accepted' }).locator('+ dd')).toHaveText('0')
  })

  test('a teacher creates an online event with a pre-event meeting end to end @forms', async ({ page, request }) => {
    const roleModel = await visibleRoleModel(request, 'Online')
    await signInAs(page, 'aorere')
    const id = await startDraft(page, 'Online')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan your online event')
    await expect(page.getByLabel('Event name')).toHaveValue('Careers day')
    await page.getByLabel('Event name').fill('Online kōrero, Year 12')
    const eventDate = schoolDayIn(40)
    await page.getByLabel('Event date').fill(eventDate)
    await page.getByLabel('Start time', { exact: true }).fill('13:00')
    await page.getByLabel('End time', { exact: true }).fill('14:00')
    await page.getByLabel('Online video meeting platform', { exact: true }).selectOption({ label: 'Microsoft Teams' })
    await page.getByLabel('Online video meeting invitation link', { exact: true }).fill('https://teams.microsoft.com/l/meetup-join/abc')
    await page.getByRole('checkbox', { name: /pre-event meeting/i }).check()
    await page.getByLabel('Pre-event meeting date').fill(daysFromToday(33))
    await page.getByLabel(/Pre-event meeting start time/i).fill('15:30')
    await page.getByLabel(/Pre-event meeting end time/i).fill('16:00')
    await page.getByLabel(/Pre-event meeting.*platform/i).selectOption({ label: 'Zoom' })
    await page.getByLabel(/Pre-event meeting.*link/i).fill('https://zoom.us/j/987654321')
    await checkA11y(page)
    await shoot(page, 'events-plan-online')
    await page.getByRole('button', { name: 'Save and continue' }).click()

    // Step two and the info for role models on one page.
    await expect(page).toHaveURL(new RegExp(`/events/${id}/info$`))
    await page.getByLabel('What age are the students attending the event').fill('Year 12')
    await page.getByLabel('How many students will be attending').fill('25')
    await page.getByRole('radio', { name: /school/i }).check()
    await page.getByRole('group', { name: /Languages/ }).getByRole('checkbox').first().check()
    await page.getByLabel('How will the event start').fill('A karakia, then introductions.')
    await checkA11y(page)
    await shoot(page, 'events-info-online')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}/role-models$`))

    await chooseRoleModel(request, id, roleModel.id)
    await page.goto(`/events/${id}/review`)
    const preview = page.getByRole('region', { name: /Event preview/ })
    await expect(preview.getByText('Microsoft Teams')).toBeVisible()
    await expect(preview.getByText('https://teams.microsoft.com/l/meetup-join/abc')).toBeVisible()
    await expect(preview.getByText('Start 15:30, End 16:00')).toBeVisible()
    await expect(preview.getByText('A karakia, then introductions.')).toBeVisible()
    await page.getByRole('button', { name: 'Confirm and send invitations' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}/review\\?activated=1$`))
    await waitForMail(roleModel.email, invitationTo(id))
    expect((await storedEvent(request, id)).doc.status).toBe('active')
  })

  test('bad input is refused with the spec’s messages and nothing typed is lost @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    await signInAs(page, 'aorere')
    const id = await startDraft(page, 'In person')
    const save = () => page.getByRole('button', { name: 'Save and continue' }).click()

    // The school's address, region and district come prefilled from its record: emptied here, with the name.
    await expect(page.getByLabel('Address')).toHaveValue('2 Portage Road, Papatoetoe, Auckland')
    await expect(page.getByLabel('District', { exact: true })).toHaveValue(/\d+/)
    await page.getByLabel('Event name').fill('   ')
    await page.getByLabel('Address').fill('')
    // With JavaScript the name left is refused at once (its validator loads on the form's first focus): waited for, so
    // that its message does not appear under the pointer while Save is being pressed and move the button away.
    if (javaScriptEnabled) await expect(errorOf(page, 'Event name is required')).toBeVisible()
    // Everything missing.
    await save()
    for (const message of ['Event name is required', 'Address is required', 'Date is required', 'Arrival time is required', 'End time is required', 'Number of students attending is required', 'Age of students is required']) {
      await expect(errorOf(page, message)).toBeVisible()
    }
    if (!javaScriptEnabled) await expect(page.getByRole('alert').filter({ hasText: 'There is a problem with your event details' })).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'events-plan-errors')

    // A Saturday, times out of order, 'ten' students: refused, and what was typed stays.
    await fillInPersonPlan(page, ref, javaScriptEnabled, { ...GOOD_IN_PERSON, date: saturdayIn(20), arrival: '10:00', start: undefined, end: '09:00', students: 'ten' })
    await save()
    await expect(errorOf(page, 'Please select a weekday')).toBeVisible()
    await expect(errorOf(page, 'Please ensure the end time is after the arrival time')).toBeVisible()
    await expect(errorOf(page, 'This field can only contain numbers')).toBeVisible()
    await expect(page.getByLabel('Address')).toHaveValue(GOOD_IN_PERSON.address)
    await expect(page.getByLabel('Number of students attending')).toHaveValue('ten')
    await expect(page).toHaveURL(new RegExp(`/events/${id}/plan$`))

    for (const [date, message] of [
      ['31/02/2027', 'Please enter a date as dd/mm/yyyy'],
      [daysFromToday(-1), 'Please select a date for this event which is in the future'],
      [weekdayIn(400), 'Please select a date within the next 12 months'],
    ]) {
      await page.getByLabel('Date', { exact: true }).fill(date)
      await save()
      await expect(errorOf(page, message)).toBeVisible()
      await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date)
    }
    for (const students of ['0', '-3']) {
      await page.getByLabel('Number of students attending').fill(students)
      await save()
      await expect(errorOf(page, 'This field can only contain numbers')).toBeVisible()
    }
    // Nothing was saved: the draft holds what it was made with (the school's address) and no date.
    const unsaved = (await storedEvent(request, id)).doc
    expect(unsaved.address).toBe('2 Portage Road, Papatoetoe, Auckland')
    expect(unsaved.date ?? null).toBeNull()

    // Online: links must be http(s) with a path; the pre-event meeting comes before the event.
    const online = await startDraft(page, 'Online')
    // Ticked first: a message appearing on blur above it would move the box from under the pointer.
    await page.getByRole('checkbox', { name: /pre-event meeting/i }).check()
    await page.getByLabel('Event date').fill(weekdayIn(30))
    await page.getByLabel('Start time', { exact: true }).fill('13:00')
    await page.getByLabel('End time', { exact: true }).fill('12:00')
    await page.getByLabel('Online video meeting platform', { exact: true }).selectOption({ label: 'Zoom' })
    await page.getByLabel('Online video meeting invitation link', { exact: true }).fill('javascript:alert(1)')
    await page.getByLabel('Pre-event meeting date').fill(weekdayIn(45))
    await save()
    await expect(errorOf(page, 'Please ensure the end time is after the start time')).toBeVisible()
    await expect(errorOf(page, 'Please enter a valid URL')).toBeVisible()
    await expect(errorOf(page, 'Please select a date for the pre-event meeting which is before your event date')).toBeVisible()
    await expect(errorOf(page, 'Please select a date for the event which is after your pre-event meeting date')).toBeVisible()
    await expect(errorOf(page, 'Pre-event meeting start time is required')).toBeVisible()
    await page.getByLabel('Online video meeting invitation link', { exact: true }).fill('https://zoom.us')
    await save()
    await expect(errorOf(page, 'Please enter a valid URL')).toBeVisible()
    await expect(page.getByLabel('Online video meeting invitation link', { exact: true })).toHaveValue('https://zoom.us')
    expect((await storedEvent(request, online)).doc.status).toBe('draft')

    // 10,000 characters in an info text: the counter says so, the server refuses it, the text stays.
    await page.goto(`/events/${online}/info`)
    await page.getByLabel('Learning goals').fill('a'.repeat(10_000))
    if (javaScriptEnabled) await expect(page.getByText('9000 characters too many')).toBeVisible()
    await save()
    await expect(page.locator('.field-errors li').first()).toBeVisible()
    await expect(page.getByLabel('Learning goals')).toHaveValue('a'.repeat(10_000))
    await expect(page).toHaveURL(new RegExp(`/events/${online}/info$`))
  })

  test('a teacher edits an active event: students and info change, date and place stay @forms', async ({ page, request }) => {
    const ref = await reference(request)
    const roleModel = await visibleRoleModel(request, 'Edit')
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await chooseRoleModel(request, id, roleModel.id)
    await activateByApi(page, id)

    await page.goto(`/events/${id}`)
    await page.getByRole('link', { name: 'Edit details' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}/edit$`))
    await expect(page.getByRole('region', { name: 'What stays the same' }).getByText(GOOD_IN_PERSON.address)).toBeVisible()
    await expect(page.getByLabel('Address')).toHaveCount(0)
    await checkA11y(page)
    await shoot(page, 'events-edit')
    await page.getByLabel('Number of students attending').fill('')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(errorOf(page, 'Number of students attending is required')).toBeVisible()
    await page.getByLabel('Number of students attending').fill('55')
    await page.getByLabel('What makes the school special', { exact: false }).fill('Our kapa haka group.')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}\\?saved=1$`))
    await expect(page.getByText('Your event has been saved.')).toBeVisible()
    await expect(page.getByText('Our kapa haka group.')).toBeVisible()
    const { doc } = await storedEvent(request, id)
    expect(doc.numberOfStudents).toBe(55)
    expect(doc.address).toBe(GOOD_IN_PERSON.address)
    expect(doc.status).toBe('active')
  })

  test('a teacher cancels an active event; invited role models are emailed without the reason @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    const roleModel = await visibleRoleModel(request, 'Cancel')
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await chooseRoleModel(request, id, roleModel.id)
    await activateByApi(page, id)
    await waitForMail(roleModel.email, invitationTo(id))
    const before = mailCount(roleModel.email)

    await page.goto(`/events/${id}`)
    await page.getByRole('link', { name: 'Cancel event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel your event?' })
    await expect(dialog).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'events-cancel-modal')
    // A reason is required: as on every form, the refused submit shows the error summary, which is announced (an
    // alert with the focus, or the first invalid field), and the title starts with the error word.
    await dialog.getByRole('button', { name: 'Yes, cancel the event' }).click()
    await expect(dialog.locator('.field-errors li')).toBeVisible()
    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeVisible()
    await expect(page).toHaveTitle(/^Error: /)
    const focusInSummaryOrField = () => page.evaluate(() => Boolean(document.activeElement?.closest('.error-summary') || document.activeElement?.getAttribute('aria-invalid') === 'true'))
    await expect.poll(focusInSummaryOrField).toBe(true)
    if (!javaScriptEnabled) {
      // The page answering the refused submit is still a modal page: nothing behind the dialog is in reach.
      await expect(page.locator('header.site-header')).toHaveAttribute('inert', '')
      await expect(page.locator('footer.site-footer')).toHaveAttribute('inert', '')
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Shift+Tab')
        expect(await page.evaluate(() => !document.activeElement || document.activeElement === document.body || Boolean(document.activeElement.closest('dialog')))).toBe(true)
      }
    }
    const reason = `Exam timetable clash ${Date.now()}`
    await dialog.getByRole('textbox').fill(reason)
    await dialog.getByRole('button', { name: 'Yes, cancel the event' }).click()
    await expect(page).toHaveURL(/\/events\?tab=cancelled&event-cancelled=1$/)
    await expect(page.getByText('Your event has been cancelled.')).toBeVisible()
    // The outcome takes the focus, with JavaScript on and off.
    await expect(page.getByRole('status').filter({ hasText: 'Your event has been cancelled.' })).toBeFocused()
    await expect(page).not.toHaveTitle(/^Error: /)
    await expect(page.locator(`a[href="/events/${id}"]`)).toBeVisible()

    const mail = await waitForMail(roleModel.email, /cancel/i)
    expect(mailCount(roleModel.email)).toBeGreaterThan(before)
    expect(`${mail.text} ${mail.html}`).not.toContain(reason)
    const { doc } = await storedEvent(request, id)
    expect(doc.status).toBe('cancelled')
    expect(doc.cancelReason).toBe(reason)

    // The teacher still reads the reason; the event can't be cancelled twice.
    await page.goto(`/events/${id}`)
    await expect(page.getByText(reason)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cancel event' })).toHaveCount(0)
    // The day it was cancelled in New Zealand (the stored instant is UTC: before 13:00 it is the day before there).
    const day = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' }).format(new Date(doc.cancelledAt))
    await expect(page.getByText(`Cancelled on ${day}`)).toBeVisible()
  })

  test('a teacher discards a draft with the discard modal @forms', async ({ page, request, javaScriptEnabled }) => {
    await signInAs(page, 'aorere')
    const id = await startDraftByPost(page, 'Online')
    const created = (await storedEvent(request, id)).doc.createdAt
    await page.goto(`/events/${id}`)
    // A new draft's details: the times, like everything else, are "Not filled in yet".
    const times = page.locator('dt', { hasText: /^Times$/ }).first().locator('xpath=following-sibling::dd[1]')
    await expect(times).toHaveText('Not filled in yet')
    await page.getByRole('link', { name: 'Discard event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Discard your event?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText("This will delete the event from your drafts and can't be undone.")).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'events-discard-modal')
    if (javaScriptEnabled) {
      // Not closed by a click on the overlay.
      await page.mouse.click(5, 5)
      await expect(dialog).toBeVisible()
    }
    await dialog.getByRole(javaScriptEnabled ? 'button' : 'link', { name: 'Keep editing' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`/events/${id}$`))

    await page.getByRole('link', { name: 'Discard event' }).click()
    await page.getByRole('dialog', { name: 'Discard your event?' }).getByRole('button', { name: 'Yes, discard' }).click()
    await expect(page).toHaveURL(/\/events\?tab=drafts&event-discarded=1$/)
    await expect(page.getByText('Your event has been discarded.')).toBeVisible()
    // Gone for good. SQLite may hand the same id to another test's new draft at once, so the check is that no event
    // with this id is the one discarded (it is either missing or created later).
    const after = await storedEvent(request, id)
    expect(after.status === 404 || after.doc.createdAt !== created).toBe(true)
  })

  test('a failed action shows the spec’s message and the modal buttons work again', async ({ page, request }) => {
    const ref = await reference(request)
    const roleModel = await visibleRoleModel(request, 'Failure')
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await chooseRoleModel(request, id, roleModel.id)
    await activateByApi(page, id)
    await page.goto(`/events/${id}?cancel=1`)
    const dialog = page.getByRole('dialog', { name: 'Cancel your event?' })
    await dialog.getByRole('textbox').fill('Cancelled twice')
    // Meanwhile the event is cancelled elsewhere (another teacher of the school).
    const other = await page.request.post(`/api/events/${id}/cancel`, { headers: { 'X-SecurityID': await securityId(page) }, data: { CancelReason: 'elsewhere' } })
    expect(await other.json()).toEqual({ ok: true })
    await dialog.getByRole('button', { name: 'Yes, cancel the event' }).click()
    await expect(dialog.getByText('An error occurred whilst cancelling the event')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Yes, cancel the event' })).toBeEnabled()
    await expect(dialog.getByRole('button', { name: 'Keep the event' })).toBeEnabled()

    // Activation of an incomplete draft is refused the same way.
    const draft = await startDraftByPost(page, 'Online')
    const refused = await page.request.post(`/api/events/${draft}/activate`, { headers: { 'X-SecurityID': await securityId(page) }, data: {} })
    expect(refused.status()).toBeGreaterThanOrEqual(400)
    expect(await refused.json()).toMatchObject({ ok: false, message: 'An error occurred whilst activating the event' })
    const discardActive = await page.request.delete(`/api/events/${id}`, { headers: { 'X-SecurityID': await securityId(page) } })
    expect(await discardActive.json()).toMatchObject({ ok: false, message: 'An error occurred whilst discarding the event' })
    expect((await storedEvent(request, id)).status).toBe(200)
  })

  test('another school’s event is 404 on every page and in the API, and nothing changes @forms', async ({ page, browser, request }) => {
    await signInAs(page, 'hamilton')
    const id = await startDraftByPost(page, 'Online')
    const context = await browser.newContext()
    const other = await context.newPage()
    await signInAs(other, 'aorere')
    for (const path of ['', '/plan', '/info', '/role-models', '/review', '/edit']) {
      expect((await other.request.get(`/events/${id}${path}`)).status(), path).toBe(404)
    }
    const headers = { 'X-SecurityID': await securityId(other) }
    expect((await other.request.post(`/api/events/${id}/activate`, { headers, data: {} })).status()).toBe(404)
    expect((await other.request.post(`/api/events/${id}/cancel`, { headers, data: { CancelReason: 'x' } })).status()).toBe(404)
    expect((await other.request.delete(`/api/events/${id}`, { headers })).status()).toBe(404)
    // A plain form post with the other teacher's own SecurityID changes nothing either.
    expect((await other.request.post(`/events/${id}?index`, { form: { SecurityID: headers['X-SecurityID'], intent: 'discard' } })).status()).toBe(404)
    expect((await storedEvent(request, id)).doc.status).toBe('draft')
    // Without the SecurityID nothing happens, even for the event's own school.
    expect((await page.request.delete(`/api/events/${id}`)).status()).toBe(403)
    expect((await storedEvent(request, id)).status).toBe(200)
    await context.close()
  })

  test('the unsaved-changes warning guards the forms, but not their submit button', async ({ page, request }) => {
    const ref = await reference(request)
    await signInAs(page, 'aorere')
    await startDraft(page, 'In person')
    await page.getByLabel('Address').fill('1 Test Street')
    let message = ''
    page.once('dialog', async (dialog) => {
      message = dialog.message()
      await dialog.dismiss()
    })
    await page.getByRole('link', { name: 'My events', exact: true }).click()
    await expect.poll(() => message).toBe("Changes you've made to your event will not be saved")
    await expect(page).toHaveURL(/\/plan$/)
    let prompted = false
    page.on('dialog', async (dialog) => {
      prompted = true
      await dialog.dismiss()
    })
    await fillInPersonPlan(page, ref, true)
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(/\/info$/)
    expect(prompted).toBe(false)
  })

  test('the event form validates in the browser with zod loaded on its first focus, not with the page', async ({ page }) => {
    await signInAs(page, 'aorere')
    const validators: string[] = []
    const posts: string[] = []
    page.on('request', (request) => {
      if (/\/build\/_shared\/form-validators-\w+\.js$/.test(request.url())) validators.push(request.url())
      if (request.method() === 'POST') posts.push(request.url())
    })
    await startDraft(page, 'In person')
    // Decision 0050: the page's first download holds the constraints but not zod and the schemas.
    expect(validators).toEqual([])
    await expect(page.getByLabel('Event name')).toHaveAttribute('required', '')
    posts.length = 0
    await page.getByLabel('Event name').fill('   ')
    await page.getByLabel('Address').focus()
    await expect(errorOf(page, 'Event name is required')).toBeVisible()
    expect(validators).toHaveLength(1)
    // A submission with errors stays in the browser.
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(errorOf(page, 'Date is required')).toBeVisible()
    await expect(page.getByLabel('Event name')).toBeFocused()
    expect(posts).toEqual([])
  })

  test('the date picker starts weeks on Monday, offers no past dates and fills the field', async ({ page }) => {
    await signInAs(page, 'aorere')
    await startDraft(page, 'In person')
    await page.getByRole('button', { name: /^Choose date/ }).first().click()
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') })
    await expect(picker).toBeVisible()
    await expect(picker.getByRole('columnheader').first()).toHaveAttribute('abbr', 'Monday')
    await expect(picker.locator('button[aria-current=date]')).toBeFocused()
    await expect(picker.getByRole('button', { name: 'Previous month' })).toBeDisabled()
    // Days before today are not offered.
    const disabled = await picker.locator('.date-picker-day[disabled]').count()
    const today = Number(new Intl.DateTimeFormat('en-NZ', { day: 'numeric', timeZone: 'Pacific/Auckland' }).format(new Date()))
    expect(disabled).toBe(today - 1)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(picker).toHaveCount(0)
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(daysFromToday(7))
    await expect(page.getByLabel('Date', { exact: true })).toBeFocused()
    // Escape closes it and gives focus back to its button.
    await page.getByRole('button', { name: /^Choose date/ }).first().click()
    await page.keyboard.press('Escape')
    await expect(picker).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Choose date/ }).first()).toBeFocused()
    // Tabbing out of it closes it: it never covers the field the keyboard moved to.
    await page.getByRole('button', { name: /^Choose date/ }).first().click()
    await expect(picker.locator('.date-picker-day[tabindex="0"]')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(picker.getByRole('button', { name: 'Close calendar' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(picker).toHaveCount(0)
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
    await checkA11y(page)
  })

  test('the districts and the region’s count follow the region select itself, even when the form library misses the change', async ({ page, request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'Without JavaScript the districts come from the server (the other tests).')
    const ref = await reference(request)
    const { elsewhere } = regionAndDistricts(ref)
    const otherRegion = ref.regions.find((r) => r.id === (typeof elsewhere.region === 'object' ? elsewhere.region.id : elsewhere.region))!
    await createRoleModel(request, { ...completeProfileData(ref), region: otherRegion.id, district: elsewhere.id, firstName: 'Rangi', surname: `Follow${Date.now()}`, checkStatus: 'approved' })
    await signInAs(page, 'aorere')
    await startDraft(page, 'In person')
    await page.getByLabel('Address').fill(GOOD_IN_PERSON.address)
    // conform hears a select through the document's input events (and React 19's commits, which set every input's name
    // again: its MutationObserver reads the form then); React's onChange through change events. Input events from the
    // region stop before the document here, as if conform's listener had missed one (a CI failure, decision 0077).
    await page.evaluate(() => window.addEventListener('input', (event) => {
      if ((event.target as HTMLSelectElement | null)?.name === 'RegionID') event.stopImmediatePropagation()
    }, true))
    await page.getByLabel('Region', { exact: true }).selectOption({ label: otherRegion.title })
    const district = page.getByLabel('District', { exact: true })
    await expect(district.locator('option', { hasText: elsewhere.title })).toHaveCount(1)
    await district.selectOption({ label: elsewhere.title })
    await expect(page.locator('#region-role-model-count')).toHaveText(/^\d+ role models? can come to in-person events in this region\.$/)
  })

  test('changing the region of an event with chosen role models asks first @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    const { elsewhere } = regionAndDistricts(ref)
    const roleModel = await visibleRoleModel(request, 'Region')
    const otherRegion = ref.regions.find((r) => r.id === (typeof elsewhere.region === 'object' ? elsewhere.region.id : elsewhere.region))!
    // The other region can host an in-person event (someone there comes in person), whatever the demo data holds.
    await createRoleModel(request, { ...completeProfileData(ref), region: otherRegion.id, district: elsewhere.id, firstName: 'Rangi', surname: `Elsewhere${Date.now()}`, checkStatus: 'approved' })
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await chooseRoleModel(request, id, roleModel.id)
    await page.goto(`/events/${id}/plan`)
    await chooseRegion(page, otherRegion.title, elsewhere.title, javaScriptEnabled)
    await page.getByRole('button', { name: 'Save and continue' }).click()
    if (javaScriptEnabled) {
      const dialog = page.getByRole('dialog', { name: 'Change the region?' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Keep the region' }).click()
      await expect(dialog).toHaveCount(0)
      // Kept: the region and district are the event's again, and the keyboard is back on the region.
      const stored = (await storedEvent(request, id)).doc
      const regionField = page.getByLabel('Region', { exact: true })
      await expect(regionField).toHaveValue(String(typeof stored.region === 'object' ? stored.region.id : stored.region))
      await expect(page.getByLabel('District', { exact: true })).toHaveValue(String(typeof stored.district === 'object' ? stored.district.id : stored.district))
      await expect(regionField).toBeFocused()
    } else {
      // The warning comes back with the form, the new region still chosen; saving again would confirm it.
      await expect(errorOf(page, /You have already chosen 1 role model/)).toBeVisible()
      await expect(page.getByLabel('Region', { exact: true })).toHaveValue(String(otherRegion.id))
    }
    await expect(page).toHaveURL(new RegExp(`/events/${id}/plan$`))
    expect((await storedEvent(request, id)).doc.region).not.toBe(otherRegion.id)
  })
})
