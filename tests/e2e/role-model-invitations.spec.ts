import { expect, test } from '@playwright/test'
import ICAL from 'ical.js'
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { createInvitation, invitationStatus } from './support/invitations'
import { mailCount, waitForMail } from './support/mail'
import { completeProfileData, createRoleModel, reference, signIn, staffToken } from './support/role-models'
import { formatDisplayDate } from '../../app/domain/shared/dates'
import { fieldError } from './support/forms'
import { shoot } from './support/screens'

const ACCEPTED = 'Thank you for accepting this invitation. We have let the school know you are coming.'
const DECLINED = 'You have declined the invitation and the event has been removed from your list.'

/** An approved role model with an invitation to a new online event, signed in on their events list. */
async function invitedRoleModel(page: Page, request: Parameters<typeof reference>[0]) {
  const ref = await reference(request)
  const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Mere', surname: 'Tester', checkStatus: 'approved' })
  const invitation = await createInvitation(request, roleModel.id)
  await signIn(page, roleModel, '/role-model/events')
  return { roleModel, invitation }
}

test.describe('role-model invitations', () => {
  test('a role model accepts an invitation; the meeting details and organiser appear and the school is told @forms', async ({ page, request }) => {
    const { invitation, roleModel } = await invitedRoleModel(page, request)
    await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Upcoming/ })).toHaveAttribute('aria-current', 'page')
    const card = page.getByRole('listitem').filter({ hasText: invitation.title })
    await expect(card.getByText('Waiting for your answer')).toBeVisible()
    await expectNoA11yViolations(page)
    // On a phone the three tabs wrap instead of pushing the page sideways.
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.setViewportSize({ width: 1280, height: 720 })

    await card.getByRole('link', { name: invitation.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/role-model/events/${invitation.eventId}$`))
    await expect(page.getByRole('heading', { level: 1, name: invitation.title })).toBeVisible()
    await expect(page.getByText(`${invitation.schoolName} would like you to share your career journey`)).toBeVisible()
    // Online meeting details and the organiser's contact wait for acceptance.
    await expect(page.getByText('kiwi-42')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Contact the organiser' })).toHaveCount(0)

    await expect(page.getByText('Whaea Hine')).toBeHidden()
    await page.getByText('Show more event details').click()
    await expect(page.getByText('Whaea Hine')).toBeVisible()
    await page.getByText('Show less').click()
    await expect(page.getByText('Whaea Hine')).toBeHidden()
    await expectNoA11yViolations(page)
    await shoot(page, 'invitation')

    await page.getByRole('button', { name: 'Accept' }).click()
    await expect(page).toHaveURL(new RegExp(`/role-model/events/${invitation.eventId}\\?action=accepted$`))
    await expect(page.getByText(ACCEPTED)).toBeVisible()
    // The keyboard and screen readers start at the confirmation (JavaScript on and off).
    await expect(page.getByRole('status').filter({ hasText: ACCEPTED })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    await expect(page.getByText('kiwi-42')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Contact the organiser' })).toBeVisible()
    await expect(page.getByRole('link', { name: invitation.teacherEmail })).toBeVisible()
    await expectNoA11yViolations(page)
    await shoot(page, 'invitation-accepted')

    const mail = await waitForMail(invitation.teacherEmail, /Mere Tester has accepted your invitation/)
    expect(mail.text).toContain(invitation.title)
    expect(mail.links.some((link) => link.endsWith(`/events/${invitation.eventId}`))).toBe(true)

    // The role model's own confirmation carries a calendar invitation with the start time and the meeting link.
    const attending = await waitForMail(roleModel.email, new RegExp(`You're attending ${invitation.title}`))
    const ics = attending.attachments.find((file) => file.filename === 'invite.ics')
    expect(ics, 'invite.ics attached').toBeTruthy()
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    // 13:00 in New Zealand on the event's day, whatever the offset that day.
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(event.startDate.toJSDate()))
      .toBe(`${invitation.date}, 13:00`)
    expect(event.location).toBe(invitation.meetingLink)
    expect(event.uid).toContain(`event-${invitation.eventId}-role-model-${roleModel.id}@`)

    await page.goto('/role-model/events')
    await expect(page.getByRole('listitem').filter({ hasText: invitation.title }).getByText('Attending')).toBeVisible()
    await shoot(page, 'my-events')
  })

  test('a role model declines with a reason the school never sees; the event leaves the list @forms', async ({ page, request }) => {
    const { invitation } = await invitedRoleModel(page, request)
    // The landing page's My invites panel leads to the invitation.
    await page.goto('/role-model')
    await page.getByRole('region', { name: 'My invites' }).getByRole('link', { name: 'View invitation' }).click()
    await expect(page).toHaveURL(new RegExp(`/role-model/events/${invitation.eventId}$`))
    await page.getByRole('link', { name: 'Decline' }).click()
    const dialog = page.getByRole('dialog', { name: 'Decline invitation' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('The school will not see your reason.')).toBeVisible()
    await expectNoA11yViolations(page)
    await shoot(page, 'decline-modal')

    await dialog.getByRole('button', { name: 'Decline invitation' }).click()
    await expect(fieldError(dialog, 'Reason is required')).toBeVisible()
    expect(await invitationStatus(request, invitation.rowId)).toBe(1)

    await dialog.getByLabel('Reason').fill('I am overseas that week, sorry — ka kite anō.')
    await dialog.getByRole('button', { name: 'Decline invitation' }).click()
    await expect(page).toHaveURL(/\/role-model\?action=declined$/)
    await expect(page.getByText(DECLINED)).toBeVisible()
    // The outcome takes the focus, with JavaScript on and off (decision 0043).
    await expect(page.getByRole('status').filter({ hasText: DECLINED })).toBeFocused()
    expect(await invitationStatus(request, invitation.rowId)).toBe(3)

    const mail = await waitForMail(invitation.teacherEmail, /Mere Tester can't make it to /)
    expect(`${mail.text}${mail.html}`).not.toContain('overseas')

    await page.goto('/role-model/events')
    await expect(page.getByText(invitation.title)).toHaveCount(0)
    // Declining is final: no answer is offered again.
    await page.goto(`/role-model/events/${invitation.eventId}`)
    await expect(page.getByText('You declined this invitation.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  })

  test('a failed accept shows the error and gives the buttons back', async ({ page, request }) => {
    const { invitation } = await invitedRoleModel(page, request)
    await page.goto(`/role-model/events/${invitation.eventId}`)
    await page.waitForLoadState('networkidle')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/role-model-accept/**', async (route) => {
      await held
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' })
    })
    await page.getByRole('button', { name: 'Accept' }).click()
    // While waiting: both answers disabled, a spinner on Accept.
    await expect(page.getByRole('button', { name: 'Accept' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Decline' })).toBeDisabled()
    release()
    await expect(page.getByRole('alert').filter({ hasText: 'An error occurred' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept' })).toBeEnabled()
    await expect(page.getByRole('link', { name: 'Decline' })).toBeVisible()
    expect(await invitationStatus(request, invitation.rowId)).toBe(1)
    expect(mailCount(invitation.teacherEmail)).toBe(0)
  })

  test('the answer calls refuse another role model’s invitation, a missing SecurityID and accepting twice', async ({ page, request }) => {
    const { roleModel, invitation } = await invitedRoleModel(page, request)
    const securityId = await page.locator('input[name=SecurityID]').first().inputValue()
    const call = (path: string, headers: Record<string, string> = { 'X-SecurityID': securityId }, data: unknown = {}) =>
      page.request.post(path, { headers, data })
    const accept = `/api/events/${invitation.eventId}/role-model-accept/${roleModel.id}`

    expect((await call(accept, {})).status()).toBe(403)
    expect((await call(`/api/events/${invitation.eventId}/role-model-accept/${roleModel.id + 1}`)).status()).toBe(404)
    expect((await call(`/api/events/abc/role-model-accept/${roleModel.id}`)).status()).toBe(404)
    const tooLong = await call(`/api/events/${invitation.eventId}/role-model-decline/${roleModel.id}`, undefined, { reason: 'x'.repeat(2049) })
    expect(tooLong.status()).toBe(400)
    expect(await tooLong.json()).toEqual({ ok: false, message: 'No more than 2048 characters' })
    expect(await invitationStatus(request, invitation.rowId)).toBe(1)

    const first = await call(accept)
    expect(await first.json()).toEqual({ ok: true })
    const second = await call(accept)
    expect(second.status()).toBe(409)
    expect(await second.json()).toEqual({ ok: false, message: 'An error occurred' })
    expect(await invitationStatus(request, invitation.rowId)).toBe(2)

    // Another role model sees no trace of the invitation.
    const ref = await reference(request)
    const other = await createRoleModel(request, { ...completeProfileData(ref), checkStatus: 'approved' })
    await page.context().clearCookies()
    await signIn(page, other, '/role-model/events')
    const response = await page.goto(`/role-model/events/${invitation.eventId}`)
    expect(response?.status()).toBe(404)
  })

  test('the events list shows ten events a page, with page links that work without JavaScript @forms', async ({ page, request }) => {
    const ref = await reference(request)
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Rangi', surname: 'Busy', checkStatus: 'approved' })
    const invitations: Awaited<ReturnType<typeof createInvitation>>[] = []
    for (let index = 0; index < 11; index++) invitations.push(await createInvitation(request, roleModel.id))
    await signIn(page, roleModel, '/role-model/events')
    await expect(page.getByRole('link', { name: /Upcoming/ })).toContainText('(11)')
    const cards = page.locator('li.invitation-card')
    await expect(cards).toHaveCount(10)
    // All on the same day: in the order they were made, so the newest is the one on page 2.
    await expect(cards.first()).toContainText(invitations[0].title)
    await expect(page.getByText(invitations[10].title)).toHaveCount(0)

    const pager = page.getByRole('navigation', { name: 'Pages of events' })
    await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\/role-model\/events\?page=2$/)
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText(invitations[10].title)
    await expect(page.getByRole('link', { name: /Upcoming/ })).toHaveAttribute('aria-current', 'page')
    await expectNoA11yViolations(page)
    await pager.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/role-model\/events$/)
    await expect(cards).toHaveCount(10)
    await shoot(page, 'role-model-events-pages')

    // A page past the end (an event moved to another tab since the link was made) opens the tab's first page.
    await page.goto('/role-model/events?page=5')
    await expect(page).toHaveURL(/\/role-model\/events$/)
    await expect(cards).toHaveCount(10)
  })

  test('in te reo Māori every date says its month in te reo, except inside a sentence still in English @forms', async ({ page, request }) => {
    const { invitation } = await invitedRoleModel(page, request)
    const token = await staffToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const preDate = new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    const patched = await request.patch(`/cms-api/events/${invitation.eventId}`, {
      headers: auth,
      data: { preEventMeeting: { enabled: true, date: `${preDate}T00:00:00.000Z`, startTime: '15:30', endTime: '16:00', platform: 'zoom', inviteLink: 'https://zoom.us/j/777', password: 'tui-7' } },
    })
    expect(patched.ok(), await patched.text()).toBeTruthy()
    await page.getByRole('button', { name: 'Change language: Te reo Māori' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'mi')

    const card = page.locator('li.invitation-card')
    await expect(card.locator('.fact').first()).toContainText(formatDisplayDate(invitation.date, 'mi'))
    // The sentence has no te reo Māori yet: it is English, month and all, and says so.
    const respondBy = card.getByText(/^Please respond by /)
    await expect(respondBy).toHaveText(/^Please respond by \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/)
    await expect(respondBy).toHaveAttribute('lang', 'en')

    const accepted = await request.patch(`/cms-api/event-role-models/${invitation.rowId}`, { headers: auth, data: { status: 2 } })
    expect(accepted.ok(), await accepted.text()).toBeTruthy()
    await page.goto(`/role-model/events/${invitation.eventId}`)
    const meeting = page.locator('section[aria-labelledby="meeting-heading"]')
    await expect(meeting.locator('dl').nth(1)).toContainText(formatDisplayDate(preDate, 'mi'))
    await expect(meeting).toContainText('https://zoom.us/j/777')
  })
})
