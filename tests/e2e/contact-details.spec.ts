import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { completeProfileData, createRoleModel, reference, staffToken } from './support/role-models'
import { devTeacher, signInAs } from './support/teacher'

// The contact rule (docs/decisions/0040): phone, access needs and support-person needs reach a school's teachers once
// the role model accepted one of its events, from browse and from the event's choose page alike; never before, never
// another school; the other sensitive answers never.

async function staff(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH', path: string, data?: Record<string, unknown>) {
  const response = await request.fetch(`/cms-api/${path}`, { method, headers: { Authorization: `JWT ${await staffToken(request)}` }, data })
  expect(response.ok(), await response.text()).toBeTruthy()
  return response.json()
}

test.describe('contact and hosting details', () => {
  test('shown from browse, choose and the event page once the role model accepted an event of the school, and not before', async ({ page, browser, request }) => {
    const ref = await reference(request)
    const surname = `Contact${Date.now()}`
    const roleModel = await createRoleModel(request, {
      ...completeProfileData(ref), firstName: 'Tui', surname, checkStatus: 'approved', contactPhoneNumber: '021 555 0199',
      accessNeeds: 'Step-free access to the hall', supportPersonNeeds: 'My NZSL interpreter comes with me', neurodiverse: true,
    })
    const organiser = devTeacher('rongotai')
    const teacher = (await staff(request, 'GET', `teachers?where[email][equals]=${encodeURIComponent(organiser.email)}&depth=0`)).docs[0]
    const date = new Date(Date.now() + 25 * 24 * 3600 * 1000)
    while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1)
    const event = (await staff(request, 'POST', 'events', {
      title: `Careers kōrero ${surname}`, type: 'online', status: 'active', school: teacher.school, createdBy: teacher.id, primaryContact: teacher.id,
      date: `${date.toISOString().slice(0, 10)}T00:00:00.000Z`, startTime: '10:00', endTime: '11:00', studentsAge: 'Year 12', numberOfStudents: 30,
      howWillStudentsAttend: 'school', meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/5550199000', password: 'ruru-2' },
      learningGoals: 'Hear how people found their way.', whatStudentsCallTheTeacher: 'Matua Tama', activatedAt: new Date().toISOString(),
    })).doc
    const row = (await staff(request, 'POST', 'event-role-models', { event: event.id, roleModel: roleModel.id, status: 1, invitedAt: new Date().toISOString() })).doc

    await signInAs(page, 'rongotai', `/role-models/${roleModel.id}`)
    const dialog = page.getByRole('dialog', { name: `Tui ${surname}` })
    await expect(dialog).toBeVisible()
    // Invited, not yet accepted: none of it.
    await expect(dialog.getByText('021 555 0199')).toHaveCount(0)
    await expect(dialog.getByText('Step-free access to the hall')).toHaveCount(0)

    await staff(request, 'PATCH', `event-role-models/${row.id}`, { status: 2 })
    for (const path of [`/role-models/${roleModel.id}`, `/events/${event.id}/role-models/${roleModel.id}`]) {
      await page.goto(path)
      // Wide screens show it beside the photo (the small-screen copy at the top of the body is hidden).
      await expect(dialog.locator('dd:visible', { hasText: '021 555 0199' })).toHaveCount(1)
      await expect(dialog.getByRole('heading', { name: 'Hosting needs' })).toBeVisible()
      await expect(dialog).toContainText('Access needs')
      await expect(dialog).toContainText('Step-free access to the hall')
      await expect(dialog).toContainText('My NZSL interpreter comes with me')
      await expect(dialog).not.toContainText('Neurodiverse')
    }
    await expectNoA11yViolations(page)
    await page.setViewportSize({ width: 375, height: 800 })
    await expectNoA11yViolations(page)

    // The event's page lists them as attending, with their number and hosting needs.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/events/${event.id}`)
    const attending = page.getByRole('region', { name: /Attending/ })
    await expect(attending).toContainText('021 555 0199')
    await expect(attending).toContainText('Access needs: Step-free access to the hall')
    await expect(attending).toContainText('Support person needs: My NZSL interpreter comes with me')
    await expectNoA11yViolations(page)

    // Another school's teacher sees the profile, not the details.
    const context = await browser.newContext()
    const other = await context.newPage()
    await signInAs(other, 'aorere', `/role-models/${roleModel.id}`)
    const otherDialog = other.getByRole('dialog', { name: `Tui ${surname}` })
    await expect(otherDialog).toBeVisible()
    await expect(otherDialog.getByText('021 555 0199')).toHaveCount(0)
    await expect(otherDialog).not.toContainText('Step-free access to the hall')
    await context.close()
  })
})
