import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { fieldError } from './support/forms'
import { completeProfileData, createRoleModel, reference, signIn } from './support/role-models'
import { devTeacher, securityId, signInAs } from './support/teacher'
import { staffCreate, staffFindOne, staffHeaders } from './support/staff-api'

// Feedback after an event and each person's record (docs/decisions/0036, 0037).
const PRIYA = devTeacher('hamilton')
let counter = 0

async function feedbackOf(request: APIRequestContext, eventId: number) {
  const response = await request.get(`/cms-api/feedback?where[event][equals]=${eventId}&depth=0&sort=createdAt`, { headers: await staffHeaders(request) })
  return (await response.json()).docs as { kind: string; rating: number; comment?: string | null; thankYou?: string | null }[]
}

const dayIn = (days: number) => `${new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10)}T00:00:00.000Z`

/** A finished online event of Hamilton Girls' (Priya organises it), `days` ago, with a role model who came. */
async function pastEvent(page: Page, request: APIRequestContext, days = 2) {
  const ref = await reference(request)
  const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Mere', surname: `Feedback${Date.now()}`, checkStatus: 'approved' })
  let teacher = await staffFindOne(request, 'teachers', `where[email][equals]=${encodeURIComponent(PRIYA.email)}`)
  if (!teacher) {
    await signInAs(page, 'hamilton')
    await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    await page.context().clearCookies()
    teacher = await staffFindOne(request, 'teachers', `where[email][equals]=${encodeURIComponent(PRIYA.email)}`)
  }
  const school = await staffFindOne(request, 'schools', `where[ministryNumber][equals]=${PRIYA.ministryNumber}`)
  const title = `Kōrero ${Date.now()}${process.pid}${counter++}`
  const event = await staffCreate(request, 'events', {
    title, type: 'online', status: 'done', school: school.id, createdBy: teacher.id, primaryContact: teacher.id, date: dayIn(-days),
    startTime: '13:00', endTime: '14:30', studentsAge: 'Year 12', numberOfStudents: 30, minRoleModels: 1, maxRoleModels: 5,
    meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1234', password: 'kiwi-42' }, activatedAt: new Date().toISOString(),
  })
  const row = await staffCreate(request, 'event-role-models', { event: event.id, roleModel: roleModel.id, status: 2, invitedAt: new Date().toISOString() })
  return { roleModel, eventId: event.id, title, teacherId: teacher.id, rowId: row.id }
}

test.describe('feedback and records', () => {
  test('the teacher rates the event and the role model who came, leaves a thank-you note, and sees the school record @forms', async ({ page, request }) => {
    const { roleModel, eventId, title } = await pastEvent(page, request)
    const name = `Mere ${roleModel.surname}`
    await signInAs(page, 'hamilton', `/events/${eventId}`)
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`))
    const panel = page.getByRole('region', { name: 'Feedback' })
    await panel.getByRole('link', { name: 'Give feedback' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Your feedback on ${title}` })).toBeVisible()
    await expectNoA11yViolations(page)

    // Nothing chosen: a message on each rating, nothing stored.
    await page.getByRole('button', { name: 'Save feedback' }).click()
    await expect(fieldError(page, 'Choose a rating from 1 to 5')).toHaveCount(2)
    // The summary links to each (a role model's fields included): the announcement of a failed submit without JavaScript.
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary.getByRole('link', { name: 'Choose a rating from 1 to 5' })).toHaveCount(2)
    await expect(summary.getByRole('link').nth(1)).toHaveAttribute('href', '#teacher-feedback-roleModels[0].rating-label')
    expect(await feedbackOf(request, eventId)).toEqual([])

    await page.getByLabel('Your rating of the event').selectOption('4')
    await page.getByLabel('Comment (optional)', { exact: true }).fill('Students loved it')
    await page.getByLabel(`Your rating of ${name}`).selectOption('5')
    await page.getByLabel(`Thank-you note to ${name} (optional)`).fill('Ngā mihi nui for your time!')
    await page.getByRole('button', { name: 'Save feedback' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your feedback has been saved.' })).toBeVisible()
    expect((await feedbackOf(request, eventId)).map((doc) => [doc.kind, doc.rating, doc.thankYou ?? null])).toEqual([['event', 4, null], ['role-model', 5, 'Ngā mihi nui for your time!']])
    // Changeable: the form comes back filled in.
    await expect(page.getByLabel('Your rating of the event')).toHaveValue('4')

    // A number that is not a rating, posted by hand: refused with a message, nothing changes.
    const forged = await page.request.post(`/events/${eventId}/feedback`, { form: { SecurityID: await securityId(page), rating: 'ten' } })
    expect(forged.status()).toBe(400)
    expect((await feedbackOf(request, eventId))[0].rating).toBe(4)

    await page.goto('/events')
    await page.getByRole('link', { name: "Your school's record" }).click()
    await expect(page.getByRole('heading', { level: 1, name: "Your school's careers events" })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toContainText(`${name} (5 out of 5)`)
    await expect(row).toContainText('4 out of 5')
    await expect(row).toContainText('30 (planned, unconfirmed)')
    await expectNoA11yViolations(page)
    const csv = await page.request.get('/school-record.csv')
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect(await csv.text()).toContain(`${title},online,30,no,${name},${name}: 5,4,Students loved it`)
  })

  test('the role model rates the school, and their record shows the event and the thank-you note, printable @forms', async ({ page, request }) => {
    const { roleModel, eventId, title, teacherId } = await pastEvent(page, request)
    await staffCreate(request, 'feedback', { event: eventId, kind: 'role-model', teacher: teacherId, roleModel: roleModel.id, rating: 2, comment: 'Not for Mere', thankYou: 'Thank you for inspiring our Year 12s' })
    await signIn(page, roleModel, `/role-model/events/${eventId}`)
    await page.getByRole('region', { name: 'Feedback' }).getByRole('link', { name: 'Give feedback' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Your feedback on ${title}` })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Save feedback' }).click()
    await expect(fieldError(page, 'Choose a rating from 1 to 5')).toBeVisible()
    await page.getByLabel("Your rating of the school's organisation").selectOption('3')
    await page.getByLabel('Comment (optional)').fill('The link arrived late')
    await page.getByRole('button', { name: 'Save feedback' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your feedback has been saved.' })).toBeVisible()
    expect((await feedbackOf(request, eventId)).find((doc) => doc.kind === 'school')).toMatchObject({ rating: 3, comment: 'The link arrived late' })

    await page.goto('/role-model')
    const record = page.getByRole('region', { name: 'Your record' })
    await expect(record.getByRole('definition').first()).toHaveText('1')
    await expect(record).toContainText('Thank you for inspiring our Year 12s')
    await expect(record).not.toContainText('Not for Mere')
    await record.getByRole('link', { name: 'Printable record' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Role model record: Mere ${roleModel.surname}` })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Hamilton')
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('1.5')
    await expectNoA11yViolations(page)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('header.site-header')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: `Role model record: Mere ${roleModel.surname}` })).toBeVisible()
  })

  test('feedback after 14 days is refused with a message and changes nothing', async ({ page, request }) => {
    const { eventId } = await pastEvent(page, request, 20)
    await signInAs(page, 'hamilton', `/events/${eventId}/feedback`)
    await expect(page.getByText(/Feedback on this event closed on/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save feedback' })).toHaveCount(0)
    const late = await page.request.post(`/events/${eventId}/feedback`, { form: { SecurityID: await securityId(page), rating: '4' } })
    expect(late.status()).toBe(409)
    expect(await late.text()).toContain('Feedback on this event closed on')
    expect(await feedbackOf(request, eventId)).toEqual([])
  })

  test('a role model recorded absent or withdrawn who follows the feedback link is told feedback is only for those who came (403)', async ({ page, request }) => {
    const { roleModel, eventId, rowId } = await pastEvent(page, request)
    const patched = await request.patch(`/cms-api/event-role-models/${rowId}`, { headers: await staffHeaders(request), data: { attended: false } })
    expect(patched.ok(), await patched.text()).toBeTruthy()
    await signIn(page, roleModel, `/role-model/events/${eventId}`)
    // The event page offers no feedback to someone recorded absent.
    await expect(page.getByRole('region', { name: 'Feedback' })).toHaveCount(0)
    const response = await page.goto(`/role-model/events/${eventId}/feedback`)
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
    await expect(page.getByText('Feedback is only for role models who came to the event.')).toBeVisible()
    await expect(page.getByText('Page not found')).toHaveCount(0)
    await expectNoA11yViolations(page)

    // Withdrawn (stored as a decline with its date): the same answer.
    const withdrawn = await pastEvent(page, request)
    const changed = await request.patch(`/cms-api/event-role-models/${withdrawn.rowId}`, { headers: await staffHeaders(request), data: { status: 3, withdrawnAt: new Date(Date.now() - 5 * 24 * 3600 * 1000).toISOString(), withdrawReason: 'Unwell' } })
    expect(changed.ok(), await changed.text()).toBeTruthy()
    await page.context().clearCookies()
    await signIn(page, withdrawn.roleModel, '/role-model')
    const refused = await page.goto(`/role-model/events/${withdrawn.eventId}/feedback`)
    expect(refused?.status()).toBe(403)
    await expect(page.getByText('Feedback is only for role models who came to the event.')).toBeVisible()
    // Someone with no place on the event: still not found.
    expect((await page.goto(`/role-model/events/${eventId}/feedback`))?.status()).toBe(404)
  })
})
