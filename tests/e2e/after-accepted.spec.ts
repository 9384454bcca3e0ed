import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import ICAL from 'ical.js'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { waitForMail } from './support/mail'
import { completeProfileData, createRoleModel, reference, signIn } from './support/role-models'
import { devTeacher, signInAs } from './support/teacher'
import { fieldError } from './support/forms'
import { shoot } from './support/screens'
import { stillComingLink } from './support/invitations'
import { daysFromToday, schoolDayIn } from './support/events'
import { staffCreate, staffFindOne, staffHeaders } from './support/staff-api'

// After "accepted" (docs/decisions/0030): withdrawing (the role model's page, the emails, the teacher's page, the API)
// and the reminder's "Still coming?" link.
const WITHDRAWN = 'You have withdrawn from this event. We have let the school know.'
const PRIYA = devTeacher('hamilton')
let counter = 0

const dayIn = (days: number) => `${new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10)}T00:00:00.000Z`

/**
 * An active online event of Hamilton Girls' (Priya, the demo teacher, created it and is its contact; minimum two role
 * models) with the role model attending. Priya signs in once first, so her account exists.
 */
async function attendingEvent(page: Page, request: APIRequestContext, days = 12, overrides: Record<string, unknown> = {}) {
  const ref = await reference(request)
  const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Mere', surname: `Withdraw${Date.now()}`, checkStatus: 'approved' })
  let teacher = await staffFindOne(request, 'teachers', `where[email][equals]=${encodeURIComponent(PRIYA.email)}`)
  if (!teacher) {
    await signInAs(page, 'hamilton')
    await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    await page.context().clearCookies()
    teacher = await staffFindOne(request, 'teachers', `where[email][equals]=${encodeURIComponent(PRIYA.email)}`)
  }
  const school = await staffFindOne(request, 'schools', `where[ministryNumber][equals]=${PRIYA.ministryNumber}`)
  const title = `Careers kōrero ${Date.now()}${process.pid}${counter++}`
  const event = await staffCreate(request, 'events', {
    title, type: 'online', status: 'active', school: school.id, createdBy: teacher.id, primaryContact: teacher.id, date: dayIn(days),
    startTime: '13:00', endTime: '14:00', studentsAge: 'Year 12', numberOfStudents: 30, minRoleModels: 2, maxRoleModels: 5,
    meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1234', password: 'kiwi-42' }, activatedAt: new Date().toISOString(), ...overrides,
  })
  const row = await staffCreate(request, 'event-role-models', { event: event.id, roleModel: roleModel.id, status: 2, invitedAt: new Date().toISOString() })
  return { roleModel, eventId: event.id, rowId: row.id, title }
}

async function storedRow(request: APIRequestContext, rowId: number) {
  const response = await request.get(`/cms-api/event-role-models/${rowId}?depth=0`, { headers: await staffHeaders(request) })
  return response.json()
}

test.describe('the accepted event page', () => {
  test('shows the organiser, how to reach them, and an "Add to calendar" file that only this role model can fetch', async ({ page, browser, request }) => {
    // Two role models sign in, one in a browser of their own.
    test.setTimeout(90_000)
    const { roleModel, eventId, title } = await attendingEvent(page, request)
    await signIn(page, roleModel, `/role-model/events/${eventId}`)
    const organiser = page.getByRole('region', { name: 'Contact the organiser' })
    await expect(organiser).toContainText(`${PRIYA.givenName} ${PRIYA.familyName}`)
    await expect(organiser.getByRole('link', { name: PRIYA.email })).toHaveAttribute('href', `mailto:${PRIYA.email}`)
    await expect(organiser).toContainText("Hamilton Girls")
    const add = page.getByRole('link', { name: 'Add to calendar' })
    await expect(add).toHaveAttribute('href', `/role-model/events/${eventId}/calendar.ics`)
    await expectNoA11yViolations(page)

    // The link downloads the acceptance email's calendar entry: the same UID, the event's times and title.
    const [download] = await Promise.all([page.waitForEvent('download'), add.click()])
    const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync((await download.path())!, 'utf8')))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const entry = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(entry.uid).toContain(`event-${eventId}-role-model-${roleModel.id}@`)
    expect(entry.summary).toBe(title)
    expect(entry.location).toBe('https://zoom.us/j/1234')
    const file = await page.request.get(`/role-model/events/${eventId}/calendar.ics`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('text/calendar')
    expect(file.headers()['cache-control']).toContain('no-store')

    // Another role model, signed in, cannot fetch it; nor can anyone signed out.
    const other = await createRoleModel(request, { ...completeProfileData(await reference(request)), firstName: 'Ari', surname: `Other${Date.now()}`, checkStatus: 'approved' })
    const context = await browser.newContext()
    const otherPage = await context.newPage()
    await signIn(otherPage, other, '/role-model')
    const refused = await otherPage.request.get(`/role-model/events/${eventId}/calendar.ics`)
    expect(refused.status()).toBe(404)
    expect(await refused.text()).not.toContain('BEGIN:VCALENDAR')
    await context.close()
    const signedOut = await request.get(`/role-model/events/${eventId}/calendar.ics`, { maxRedirects: 0 })
    expect(signedOut.status()).toBe(302)
  })
})

test.describe('withdrawing after accepting', () => {
  test('a role model withdraws with a reason the organiser sees; the school is told and the calendar entry cancelled @forms', async ({ page, request }) => {
    const { roleModel, eventId, rowId, title } = await attendingEvent(page, request)
    await signIn(page, roleModel, `/role-model/events/${eventId}`)
    await expect(page.getByText('You are attending this event.')).toBeVisible()

    await page.getByRole('link', { name: "I can't come after all" }).click()
    const dialog = page.getByRole('dialog', { name: 'Withdraw from this event' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Your reason will be shown to the organiser at the school.')).toBeVisible()
    await expectNoA11yViolations(page)

    // No reason: the spec's message on the field, focus on it, nothing changes.
    await dialog.getByRole('button', { name: 'Withdraw from event' }).click()
    await expect(fieldError(dialog, 'Reason is required')).toBeVisible()
    // With JavaScript focus goes to the field; without it, to the error summary that links to it (as for declining).
    if (test.info().project.name === 'js') await expect(dialog.getByLabel('Reason')).toBeFocused()
    expect((await storedRow(request, rowId)).status).toBe(2)

    await dialog.getByLabel('Reason').fill('I have come down with the flu, sorry.')
    await dialog.getByRole('button', { name: 'Withdraw from event' }).click()
    await expect(page).toHaveURL(new RegExp(`/role-model/events/${eventId}\\?action=withdrawn$`))
    await expect(page.getByRole('status').filter({ hasText: WITHDRAWN })).toBeFocused()
    await expect(page.getByText('You withdrew from this event.')).toBeVisible()
    await expect(page.getByRole('link', { name: "I can't come after all" })).toHaveCount(0)
    await expect(page.getByText('kiwi-42')).toHaveCount(0)
    const stored = await storedRow(request, rowId)
    expect(stored).toMatchObject({ status: 3, withdrawReason: 'I have come down with the flu, sorry.' })

    const toTeacher = await waitForMail(PRIYA.email, (mail) => (mail.subject ?? '').includes(`can no longer come to ${title}`))
    expect(toTeacher.text).toContain('I have come down with the flu, sorry.')
    expect(toTeacher.text).toContain('0 role models are now attending, fewer than the minimum of 2')
    const toRoleModel = await waitForMail(roleModel.email, new RegExp(`You have withdrawn from ${title}`))
    expect(toRoleModel.attachments.some((file) => file.content.toString().includes('METHOD:CANCEL'))).toBe(true)

    // Withdrawing again: the spec's message, nothing changes.
    const securityId = await page.locator('input[name=SecurityID]').first().inputValue()
    const again = await page.request.post(`/api/events/${eventId}/role-model-withdraw/${roleModel.id}`, { headers: { 'X-SecurityID': securityId }, data: { reason: 'Still ill' } })
    expect(again.status()).toBe(409)
    expect(await again.json()).toEqual({ ok: false, message: 'An error occurred' })
    expect(await storedRow(request, rowId)).toMatchObject({ withdrawReason: 'I have come down with the flu, sorry.', withdrawnAt: stored.withdrawnAt })

    // The school's page: a group of its own with the reason, and the warning about the minimum.
    await page.context().clearCookies()
    await signInAs(page, 'hamilton', `/events/${eventId}`)
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`))
    const group = page.getByRole('region', { name: /Withdrawn/ })
    await expect(group.getByText(`Mere ${roleModel.surname}`)).toBeVisible()
    await expect(group.getByText('I have come down with the flu, sorry.')).toBeVisible()
    await expect(page.getByRole('region', { name: /Can't make it/ }).getByText(roleModel.surname)).toHaveCount(0)
    await expect(page.getByText('Fewer role models are coming than this event needs')).toBeVisible()
    await expectNoA11yViolations(page)

    // The spec's client contract: still status 3 ("declined"), with the extra flag.
    const listed = await page.request.get(`/api/events/${eventId}/role-models`)
    const data = (await listed.json()).data as { id: number; status: number; withdrawn?: boolean }[]
    expect(data.find((row) => row.id === roleModel.id)).toMatchObject({ status: 3, withdrawn: true })
  })

  test('the withdraw call refuses a missing SecurityID, someone else, past and cancelled events', async ({ page, request }) => {
    const { roleModel, eventId, rowId } = await attendingEvent(page, request)
    const past = await attendingEvent(page, request, -2)
    await signIn(page, roleModel, '/role-model/events')
    const securityId = await page.locator('input[name=SecurityID]').first().inputValue()
    const call = (path: string, headers: Record<string, string> = { 'X-SecurityID': securityId }, data: unknown = { reason: 'Ill' }) => page.request.post(path, { headers, data })
    const withdraw = `/api/events/${eventId}/role-model-withdraw/${roleModel.id}`

    expect((await call(withdraw, {})).status()).toBe(403)
    expect((await call(`/api/events/${eventId}/role-model-withdraw/${roleModel.id + 1}`)).status()).toBe(404)
    // Another role model's event (past.roleModel's): not found for this one.
    expect((await call(`/api/events/${past.eventId}/role-model-withdraw/${roleModel.id}`)).status()).toBe(404)
    const tooLong = await call(withdraw, undefined, { reason: 'x'.repeat(2049) })
    expect(tooLong.status()).toBe(400)
    expect(await tooLong.json()).toEqual({ ok: false, message: 'No more than 2048 characters' })
    expect((await storedRow(request, rowId)).status).toBe(2)

    await page.context().clearCookies()
    await signIn(page, past.roleModel, `/role-model/events/${past.eventId}`)
    await expect(page.getByRole('link', { name: "I can't come after all" })).toHaveCount(0)
    const pastToken = await page.locator('input[name=SecurityID]').first().inputValue()
    const refused = await page.request.post(`/api/events/${past.eventId}/role-model-withdraw/${past.roleModel.id}`, { headers: { 'X-SecurityID': pastToken }, data: { reason: 'Ill' } })
    expect(refused.status()).toBe(409)
    expect(await refused.json()).toEqual({ ok: false, message: 'An error occurred' })
    expect((await storedRow(request, past.rowId)).status).toBe(2)
  })
})

test.describe('still coming?', () => {
  test('a link from a reminder in te reo Māori opens the page in te reo Māori (issue 50 item 6)', async ({ page, request }) => {
    const { roleModel, rowId } = await attendingEvent(page, request)
    // The reminder's link carries its language (calendar.server.ts); this browser has never chosen one.
    await page.goto(`${await stillComingLink(request, rowId, roleModel.id, 12)}?lng=mi`)
    await expect(page).toHaveURL(/\/still-coming$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Takiuru' })).toBeVisible()
    // And the language stays for the pages after it.
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
  })

  test('the reminder link confirms with one press, without signing in, once; the school sees it @forms', async ({ page, request }) => {
    const { roleModel, eventId, rowId, title } = await attendingEvent(page, request)
    const link = await stillComingLink(request, rowId, roleModel.id, 12)

    await page.goto(link)
    // The token leaves the address at once (issue 49): kept in the session, the page at its clean address.
    await expect(page).toHaveURL(/\/still-coming$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Still coming?' })).toBeVisible()
    await expect(page.getByText(`you are attending ${title}`)).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: "Yes, I'll be there" }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for confirming.' })).toBeVisible()
    await expect(page.getByRole('button', { name: "Yes, I'll be there" })).toHaveCount(0)
    const stored = await storedRow(request, rowId)
    expect(stored.confirmedAt).toBeTruthy()
    expect(stored.stillComingNonce).toBeNull()

    // Used: a second press (a form replayed) is refused and changes nothing.
    const securityId = await page.locator('input[name=SecurityID]').first().inputValue()
    const replay = await page.request.post('/still-coming', { form: { SecurityID: securityId, intent: 'confirm', token: link.split('/').pop()! } })
    expect(replay.status()).toBe(409)
    expect(await replay.text()).toContain('This link has already been used.')
    expect((await storedRow(request, rowId)).confirmedAt).toBe(stored.confirmedAt)

    // Forged: not found, with a clear message.
    const forged = await page.goto(`${link.slice(0, -3)}abc`)
    expect(forged?.status()).toBe(404)
    await expect(page.getByText('This link is not valid. It may have been meant for someone else.')).toBeVisible()

    // The school's page: confirmed.
    await signInAs(page, 'hamilton', `/events/${eventId}`)
    const attending = page.getByRole('region', { name: /^Attending/ })
    await expect(attending.getByText(`Mere ${roleModel.surname}`)).toBeVisible()
    await expect(attending.getByText('Confirmed', { exact: true })).toBeVisible()
  })

  test('the reminder link withdraws with a reason, and is refused for another role model @forms', async ({ page, request }) => {
    const { roleModel, rowId, eventId } = await attendingEvent(page, request)
    const link = await stillComingLink(request, rowId, roleModel.id, 12)

    // Someone else signed in: refused, nothing shown of the event.
    const ref = await reference(request)
    const other = await createRoleModel(request, { ...completeProfileData(ref), checkStatus: 'approved' })
    await signIn(page, other, '/role-model')
    const refused = await page.goto(link)
    expect(refused?.status()).toBe(404)
    await expect(page.getByText('This link is not valid.', { exact: false })).toBeVisible()
    await page.context().clearCookies()

    // The school sees them as not yet confirmed meanwhile.
    await signInAs(page, 'hamilton', `/events/${eventId}`)
    await expect(page.getByRole('region', { name: /^Attending/ }).getByText('Not yet confirmed')).toBeVisible()
    await page.context().clearCookies()

    await page.goto(link)
    await page.getByRole('link', { name: "I can't come after all" }).click()
    // The link pressed is gone: the withdraw form's heading has the focus (issue 50 item 9).
    await expect(page.getByRole('heading', { name: 'Withdraw from this event' })).toBeFocused()
    await page.getByRole('button', { name: 'Withdraw from event' }).click()
    await expect(fieldError(page, 'Reason is required')).toBeVisible()
    expect((await storedRow(request, rowId)).status).toBe(2)
    await page.getByLabel('Reason').fill('A family emergency, sorry.')
    await page.getByRole('button', { name: 'Withdraw from event' }).click()
    await expect(page.getByRole('status').filter({ hasText: WITHDRAWN })).toBeFocused()
    expect(await storedRow(request, rowId)).toMatchObject({ status: 3, withdrawReason: 'A family emergency, sorry.', stillComingNonce: null })
    await expectNoA11yViolations(page)
  })
})

test.describe('attendance', () => {
  test('the day after, the organiser records who came and how many students took part @forms', async ({ page, request }) => {
    const { roleModel, eventId, rowId } = await attendingEvent(page, request, -2)
    const upcoming = await attendingEvent(page, request, 5)
    await signInAs(page, 'hamilton', `/events/${upcoming.eventId}`)
    await expect(page).toHaveURL(new RegExp(`/events/${upcoming.eventId}$`))
    // Not before the event.
    await expect(page.getByRole('heading', { name: 'Attendance' })).toHaveCount(0)

    await page.goto(`/events/${eventId}`)
    const section = page.getByRole('region', { name: 'Attendance' })
    const came = section.getByRole('checkbox', { name: `Mere ${roleModel.surname}` })
    await expect(came).toBeChecked()
    const students = section.getByLabel('Number of students who took part')
    await expect(students).toHaveValue('30')
    await expectNoA11yViolations(page)

    await students.fill('-5')
    await section.getByRole('button', { name: 'Save attendance' }).click()
    await expect(fieldError(section, 'Enter a whole number of students, 0 or more')).toBeVisible()
    // Refused without JavaScript: 'Error:' in the title and the summary (issue 50 item 9).
    if (test.info().project.use.javaScriptEnabled === false) {
      await expect(page).toHaveTitle(/^Error: /)
      await expect(section.locator('.error-summary')).toBeFocused()
    }
    expect((await storedRow(request, rowId)).attended).toBeNull()

    await came.uncheck()
    await students.fill('25')
    await section.getByRole('button', { name: 'Save attendance' }).click()
    // The outcome has the focus.
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, the attendance has been saved.' })).toBeFocused()
    expect((await storedRow(request, rowId)).attended).toBe(false)
    const event = await (await request.get(`/cms-api/events/${eventId}?depth=0`, { headers: await staffHeaders(request) })).json()
    expect(event.studentsAttended).toBe(25)
    await expect(section.getByRole('checkbox', { name: `Mere ${roleModel.surname}` })).not.toBeChecked()
    await expect(section.getByLabel('Number of students who took part')).toHaveValue('25')
  })

  test('a save over attendance someone saved meanwhile is refused with a message, and the form shows theirs @forms', async ({ page, request }) => {
    const { roleModel, eventId, rowId } = await attendingEvent(page, request, -2)
    await signInAs(page, 'hamilton', `/events/${eventId}`)
    // The same form open twice (two teachers of the school, or two tabs), both from the unrecorded attendance.
    const other = await page.context().newPage()
    await other.goto(`/events/${eventId}`)
    const section = page.getByRole('region', { name: 'Attendance' })
    const otherSection = other.getByRole('region', { name: 'Attendance' })
    await otherSection.getByRole('checkbox', { name: `Mere ${roleModel.surname}` }).uncheck()
    await otherSection.getByLabel('Number of students who took part').fill('18')
    await otherSection.getByRole('button', { name: 'Save attendance' }).click()
    await expect(other.getByRole('status').filter({ hasText: 'Thank you, the attendance has been saved.' })).toBeVisible()

    await section.getByLabel('Number of students who took part').fill('40')
    await section.getByRole('button', { name: 'Save attendance' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Someone else saved the attendance for this event while you were making changes' })).toBeVisible()
    // Nothing of the refused save was stored; the form now shows what was saved.
    expect((await storedRow(request, rowId)).attended).toBe(false)
    const stored = await (await request.get(`/cms-api/events/${eventId}?depth=0`, { headers: await staffHeaders(request) })).json()
    expect(stored.studentsAttended).toBe(18)
    await expect(section.getByLabel('Number of students who took part')).toHaveValue('18')
    await expect(section.getByRole('checkbox', { name: `Mere ${roleModel.surname}` })).not.toBeChecked()
    await expectNoA11yViolations(page)

    // Saved again from there, it goes through.
    await section.getByLabel('Number of students who took part').fill('40')
    await section.getByRole('button', { name: 'Save attendance' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, the attendance has been saved.' })).toBeVisible()
    expect((await (await request.get(`/cms-api/events/${eventId}?depth=0`, { headers: await staffHeaders(request) })).json()).studentsAttended).toBe(40)
    await other.close()
  })
})

test.describe('moving a live event (issue 50 item 2)', () => {
  test('the school moves it: the creation rules, nothing typed lost, everyone on it told @forms', async ({ page, request }) => {
    const { roleModel, eventId } = await attendingEvent(page, request)
    await signInAs(page, 'hamilton', `/events/${eventId}`)
    await page.getByRole('link', { name: 'Change date, time or place' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Change the date, time or place' })).toBeVisible()
    await expectNoA11yViolations(page)

    // A day in the past gets the creation message; what was typed stays.
    await page.getByLabel('Event date').fill(daysFromToday(-3))
    await page.getByLabel('Start time', { exact: true }).fill('15:00')
    await page.getByLabel('End time', { exact: true }).fill('16:00')
    await page.getByRole('button', { name: 'Save and tell the role models' }).click()
    await expect(page.locator('.field-errors li', { hasText: 'Please select a date for this event which is in the future' })).toBeVisible()
    await expect(page.getByLabel('Start time', { exact: true })).toHaveValue('15:00')
    // With JavaScript the form moves focus to the first invalid field (without, the page comes back with the errors).
    if (test.info().project.use.javaScriptEnabled !== false) await expect(page.getByLabel('Event date')).toBeFocused()

    const newDay = schoolDayIn(19)
    await page.getByLabel('Event date').fill(newDay)
    await page.getByRole('button', { name: 'Save and tell the role models' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}\\?moved=1$`))
    await expect(page.getByText('Your event has been changed. The role models on it have been told.')).toBeVisible()

    const moved = await waitForMail(roleModel.email, /has moved/)
    expect(moved.text).toContain('Time: 15:00–16:00 (was 13:00–14:00)')
    expect(moved.text).toContain('Are you still coming?')
    expect(moved.attachments.some((file) => file.filename === 'invite.ics')).toBe(true)
  })

  test('a live event in person goes online (issue 50 item 1): the meeting with the creation rules, everyone on it told and the attending asked again @forms', async ({ page, request }) => {
    // Planned in person, in Gisborne, with one role model attending and one still invited.
    const ref = await reference(request)
    const gisborne = ref.regions.find((item) => item.title === 'Gisborne')!
    const district = ref.districts.find((item) => (typeof item.region === 'object' ? item.region.id : item.region) === gisborne.id)!
    const { roleModel, eventId } = await attendingEvent(page, request, 12, {
      type: 'in-person', address: '1 Childers Road, Gisborne', region: gisborne.id, district: district.id, arrivalTime: '12:30', meeting: undefined,
    })
    const invited = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Hemi', surname: `Invited${Date.now()}`, checkStatus: 'approved' })
    await staffCreate(request, 'event-role-models', { event: eventId, roleModel: invited.id, status: 1, invitedAt: new Date().toISOString(), expiresAt: dayIn(9) })
    await signInAs(page, 'hamilton', `/events/${eventId}/go-online`)
    await expect(page.getByRole('heading', { level: 1, name: 'Make this an online event' })).toBeVisible()
    await expectNoA11yViolations(page)
    await shoot(page, 'go-online')

    // No meeting link: the creation rule's message, and what was typed stays.
    await page.getByLabel('Online video meeting platform', { exact: true }).selectOption({ label: 'Zoom' })
    await page.getByLabel('Start time', { exact: true }).fill('13:15')
    await page.getByRole('button', { name: 'Make it online and tell the role models' }).click()
    await expect(page.locator('.field-errors li').first()).toBeVisible()
    await expect(page.getByLabel('Start time', { exact: true })).toHaveValue('13:15')
    expect((await staffFindOne(request, 'events', `where[id][equals]=${eventId}`)).type).toBe('in-person')

    await page.getByLabel('Online video meeting invitation link', { exact: true }).fill('https://zoom.us/j/987654')
    await page.getByRole('button', { name: 'Make it online and tell the role models' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}\\?moved=1$`))
    await expect(page.getByText('Your event has been changed. The role models on it have been told.')).toBeVisible()
    expect((await staffFindOne(request, 'events', `where[id][equals]=${eventId}`)).type).toBe('online')

    // The attending role model: the change, the meeting, the calendar entry, and "Still coming?" again.
    const attending = await waitForMail(roleModel.email, /has moved/)
    expect(attending.text).toContain('It is now an online event (it was in person at 1 Childers Road, Gisborne).')
    expect(attending.text).toContain('https://zoom.us/j/987654')
    expect(attending.text).toContain('Are you still coming?')
    expect(attending.attachments.some((file) => file.filename === 'invite.ics')).toBe(true)
    // The invited one: told it is online; the meeting once they accept.
    const told = await waitForMail(invited.email, /has moved/)
    expect(told.text).toContain('It is now an online event (it was in person at 1 Childers Road, Gisborne).')
    expect(told.text).not.toContain('https://zoom.us/j/987654')

    // An online event has no such page: back to the event.
    await page.goto(`/events/${eventId}/go-online`)
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`))
  })
})
