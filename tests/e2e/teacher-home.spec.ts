import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { completeProfileData, createRoleModel, reference, staffToken } from './support/role-models'
import { shoot } from './support/screens'
import { devTeacher, signInAs } from './support/teacher'

// The teacher's home (issue 33, item 4): after sign-in, My events with Create an event first, the drafts to finish and
// each event's next step. Rongotai College: a demo school whose drafts no other test makes.

async function staff(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: Record<string, unknown>) {
  const response = await request.fetch(`/cms-api/${path}`, { method, headers: { Authorization: `JWT ${await staffToken(request)}` }, data })
  expect(response.ok(), await response.text()).toBeTruthy()
  return response.json()
}

function weekdayAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000)
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1)
  return `${date.toISOString().slice(0, 10)}T00:00:00.000Z`
}

const ONLINE_DETAILS = {
  type: 'online', startTime: '10:00', endTime: '11:00', studentsAge: 'Year 12', numberOfStudents: 30, howWillStudentsAttend: 'school',
  meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1234509876', password: 'kea-3' },
  learningGoals: 'Hear how people found their way into their work.', whatStudentsCallTheTeacher: 'Whaea Aroha',
}

async function rongotaiEvents(request: APIRequestContext, stamp: string) {
  const organiser = devTeacher('rongotai')
  const teacher = (await staff(request, 'GET', `teachers?where[email][equals]=${encodeURIComponent(organiser.email)}&depth=0`)).docs[0]
  const base = { school: teacher.school, createdBy: teacher.id, primaryContact: teacher.id, minRoleModels: 1 }
  const create = async (data: Record<string, unknown>) => (await staff(request, 'POST', 'events', { ...base, ...data })).doc as { id: number }
  const unfinished = await create({ title: `Unfinished ${stamp}`, type: 'online', status: 'draft' })
  const ready = await create({ ...ONLINE_DETAILS, title: `Ready to choose ${stamp}`, status: 'draft', date: weekdayAhead(40) })
  const live = await create({ ...ONLINE_DETAILS, title: `Waiting ${stamp}`, status: 'active', date: weekdayAhead(2), activatedAt: new Date().toISOString() })
  const ref = await reference(request)
  const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Rua', surname: `Home${stamp}`, checkStatus: 'approved' })
  await staff(request, 'POST', 'event-role-models', { event: live.id, roleModel: roleModel.id, status: 1, invitedAt: new Date().toISOString() })
  return { unfinished, ready, live }
}

test.describe('the teacher’s home', () => {
  test('after sign-in: Create an event first, the drafts to finish and the next step of each event @forms', async ({ page, request }) => {
    const stamp = String(Date.now())
    const { unfinished, ready, live } = await rongotaiEvents(request, stamp)
    await signInAs(page, 'rongotai')
    await expect(page).toHaveURL(/\/events$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible()
    await expect(main.getByRole('link').first()).toHaveText('Create an event')
    await expect(main.getByRole('link', { name: 'Browse role models' })).toBeVisible()

    // The drafts to finish, newest first, each with what to do next.
    const drafts = main.getByRole('region', { name: 'Drafts to finish' })
    const unfinishedCard = drafts.getByRole('article', { name: `Unfinished ${stamp}` })
    const readyCard = drafts.getByRole('article', { name: `Ready to choose ${stamp}` })
    await expect(unfinishedCard.getByRole('link', { name: 'Finish the event details' })).toHaveAttribute('href', `/events/${unfinished.id}/plan`)
    await expect(readyCard.getByRole('link', { name: 'Choose role models' })).toHaveAttribute('href', `/events/${ready.id}/role-models`)

    // The upcoming event is waiting for its invited role model's answer.
    const liveCard = main.getByRole('article', { name: `Waiting ${stamp}` })
    await expect(liveCard).toContainText('Next step: Waiting for answers')
    await expect(liveCard.getByRole('link', { name: /View details/ })).toHaveAttribute('href', `/events/${live.id}`)

    await shoot(page, 'teacher-home')
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoA11yViolations(page)
    }

    // The next step leads there.
    await readyCard.getByRole('link', { name: 'Choose role models' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${ready.id}/role-models$`))
  })
})
