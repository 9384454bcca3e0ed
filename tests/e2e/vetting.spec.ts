import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { waitForMail } from './support/mail'
import { completeProfileData, createRoleModel, reference, signIn, staffToken, updateRoleModel } from './support/role-models'
import { shoot } from './support/screens'
import { devTeacher, signInAs } from './support/teacher'
import { staffCreate } from './support/staff-api'

// Vetting holds at every step (docs/decisions/0027): once staff decline a role model's check, their places on events
// still to come are released; the school is told they can no longer attend (never why) and sees no phone number.

async function staffGet(request: APIRequestContext, path: string) {
  const response = await request.get(`/cms-api/${path}`, { headers: { Authorization: `JWT ${await staffToken(request)}` } })
  expect(response.ok(), await response.text()).toBeTruthy()
  return response.json()
}

/**
 * An active online event of Rongotai College, organised by Tama Henare, with the role model attending (a demo school no
 * other test lists the events of).
 */
async function attendedEvent(request: APIRequestContext, roleModelId: number, title: string) {
  const organiser = devTeacher('rongotai')
  const teacher = (await staffGet(request, `teachers?where[email][equals]=${encodeURIComponent(organiser.email)}&depth=0`)).docs[0]
  const date = new Date(Date.now() + 21 * 24 * 3600 * 1000)
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1)
  const event = await staffCreate(request, 'events', {
    title, type: 'online', status: 'active', school: teacher.school, createdBy: teacher.id, primaryContact: teacher.id,
    date: `${date.toISOString().slice(0, 10)}T00:00:00.000Z`, startTime: '10:00', endTime: '11:00', studentsAge: 'Year 12', numberOfStudents: 30,
    howWillStudentsAttend: 'school', meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/9988776655', password: 'tui-7' },
    learningGoals: 'Hear how people found their way into their work.', whatStudentsCallTheTeacher: 'Matua Tama', activatedAt: new Date().toISOString(),
  })
  await staffCreate(request, 'event-role-models', { event: event.id, roleModel: roleModelId, status: 2, invitedAt: new Date().toISOString() })
  return { eventId: event.id, teacherEmail: organiser.email }
}

test.describe('vetting at every step', () => {
  test('a declined check releases an attending role model: the school is told without the reason, and nothing of the event shows to them', async ({ page, browser, request }) => {
    const ref = await reference(request)
    const surname = `Released${Date.now()}`
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Hine', surname, checkStatus: 'approved' })
    const title = `Careers kōrero ${surname}`
    const { eventId, teacherEmail } = await attendedEvent(request, roleModel.id, title)

    await signInAs(page, 'rongotai')
    await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    await page.goto(`/events/${eventId}`)
    await expect(page.getByText(`Hine ${surname}`).first()).toBeVisible()
    await expect(page.getByText('021 555 0142')).toBeVisible()

    // Staff decline the check (the admin's REST API, as the admin saves it).
    await updateRoleModel(request, roleModel.id, { checkStatus: 'declined' })

    const mail = await waitForMail(teacherEmail, (caught) => caught.subject === `Hine ${surname} can no longer attend ${title}`)
    expect(mail.text).not.toMatch(/criminal|check/i)
    const toRoleModel = await waitForMail(roleModel.email, (caught) => caught.subject === `Your place at ${title} has been released`)
    expect(toRoleModel.attachments.some((file) => file.content.toString().includes('METHOD:CANCEL'))).toBe(true)

    await page.goto(`/events/${eventId}`)
    const notice = page.getByRole('alert').filter({ hasText: 'A role model can no longer take part' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(`Hine ${surname} can no longer take part in events, so they have been taken off this event`)
    await expect(notice).not.toContainText(/check/i)
    await expect(page.getByText('021 555 0142')).toHaveCount(0)
    await expectNoA11yViolations(page)
    await shoot(page, 'event-role-model-released')

    // The role model sees nothing of the event any more, and cannot accept it back.
    const context = await browser.newContext()
    const rmPage = await context.newPage()
    await signIn(rmPage, roleModel)
    const response = await rmPage.goto(`/role-model/events/${eventId}`)
    expect(response?.status()).toBe(404)
    await expect(rmPage.getByText('9988776655')).toHaveCount(0)
    await context.close()
  })

  test('the profile opened from the event shows the phone number of a role model who accepted, and not once their check is declined', async ({ page, request }) => {
    const ref = await reference(request)
    const surname = `Phone${Date.now()}`
    const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Anaru', surname, checkStatus: 'approved' })
    const { eventId } = await attendedEvent(request, roleModel.id, `Careers kōrero ${surname}`)
    await signInAs(page, 'rongotai')
    await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    await page.goto(`/events/${eventId}/role-models/${roleModel.id}`)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(`Anaru ${surname}`)
    await expect(dialog.locator('dd:visible', { hasText: '021 555 0142' })).toHaveCount(1)

    await updateRoleModel(request, roleModel.id, { checkStatus: 'declined' })
    const again = await page.goto(`/events/${eventId}/role-models/${roleModel.id}`)
    // Declined: no longer visible to teachers at all, so no profile and no number.
    expect(again?.status()).toBe(404)
    await expect(page.getByText('021 555 0142')).toHaveCount(0)
  })
})
