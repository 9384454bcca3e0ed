import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { fieldError } from './support/forms'
import { devTeacher, securityId, signInAs, waitForHydration } from './support/teacher'
import { staffCreate, staffFindOne, staffHeaders } from './support/staff-api'

// The students' voice (issue 53 item 5, docs/decisions/0087): the teacher's link and QR code, the anonymous survey.
const PRIYA = devTeacher('hamilton')
let counter = 0
const dayIn = (days: number) => `${new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10)}T00:00:00.000Z`

async function answersOf(request: APIRequestContext, eventId: number) {
  const response = await request.get(`/cms-api/student-voice-answers?where[event][equals]=${eventId}&depth=0&limit=50`, { headers: await staffHeaders(request) })
  return (await response.json()).docs as { heardNewJob: string; usefulness: number; wouldConsider: string }[]
}

/** A finished event of Hamilton Girls' two days ago, for 30 students. */
async function pastEvent(page: Page, request: APIRequestContext) {
  let teacher = await staffFindOne(request, 'teachers', `where[email][equals]=${encodeURIComponent(PRIYA.email)}`)
  if (!teacher) {
    await signInAs(page, 'hamilton')
    await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    await page.context().clearCookies()
    teacher = await staffFindOne(request, 'teachers', `where[email][equals]=${encodeURIComponent(PRIYA.email)}`)
  }
  const school = await staffFindOne(request, 'schools', `where[ministryNumber][equals]=${PRIYA.ministryNumber}`)
  const event = await staffCreate(request, 'events', {
    title: `Voice ${Date.now()}${process.pid}${counter++}`, type: 'online', status: 'done', school: school.id, createdBy: teacher.id, primaryContact: teacher.id,
    date: dayIn(-2), startTime: '13:00', endTime: '14:30', studentsAge: 'Year 10', numberOfStudents: 30, minRoleModels: 1, maxRoleModels: 5,
    meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/1234', password: 'kiwi-42' }, activatedAt: new Date().toISOString(),
  })
  return { eventId: event.id as number }
}

const choose = async (page: Page, question: RegExp, answer: string) => page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check()
const HEARD = /Did you hear about a job you didn't know about before\?/
const USEFUL = /How useful was the event for you\?/
const CONSIDER = /Would you think about doing a job like the ones you heard about\?/

test.describe("the students' voice", () => {
  test('the teacher shows the link and QR code, students answer once each, the teacher sees counts @forms', async ({ page, request, javaScriptEnabled }) => {
    test.setTimeout(75_000)
    const { eventId } = await pastEvent(page, request)
    await signInAs(page, 'hamilton', `/events/${eventId}`)
    const panel = page.getByRole('region', { name: "Students' voice" })
    await expect(panel.getByRole('img', { name: 'QR code for the survey address' }).locator('svg')).toBeVisible()
    const link = await panel.getByRole('link', { name: /\/voice\// }).getAttribute('href')
    expect(link).toMatch(/\/voice\/[\w-]{32}$/)
    expect(link).not.toContain(`/${eventId}`)
    await expect(panel).toContainText('Counts show once 3 students have answered')
    await page.setViewportSize({ width: 1280, height: 900 })
    await expectNoA11yViolations(page)

    // A student: no account (the teacher's session gone), the survey on a phone.
    const survey = new URL(link!).pathname
    await page.context().clearCookies()
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(survey)
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us what you thought' })).toBeVisible()
    await expectNoA11yViolations(page)
    if (javaScriptEnabled) await waitForHydration(page)

    // Incomplete: a message on each question left out, the choice made kept, the focus on the first invalid question.
    await choose(page, USEFUL, '4')
    await page.getByRole('button', { name: 'Send my answers' }).click()
    await expect(fieldError(page, 'Choose yes or no.')).toBeVisible()
    await expect(fieldError(page, 'Choose yes, maybe or no.')).toBeVisible()
    await expect(page.getByRole('group', { name: USEFUL }).getByLabel('4', { exact: true })).toBeChecked()
    if (javaScriptEnabled) await expect(page.getByRole('group', { name: HEARD }).getByLabel('Yes', { exact: true })).toBeFocused()
    else await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused()
    expect(await answersOf(request, eventId)).toEqual([])

    await choose(page, HEARD, 'Yes')
    await choose(page, CONSIDER, 'Maybe')
    await page.getByRole('button', { name: 'Send my answers' }).click()
    await expect(page.getByText('Thank you! Your answers have been sent.')).toBeVisible()
    expect((await answersOf(request, eventId)).map((answer) => [answer.heardNewJob, answer.usefulness, answer.wouldConsider])).toEqual([['yes', 4, 'maybe']])

    // Twice from this browser: refused, the form not shown again; a post by hand is refused too, nothing stored.
    await page.goto(survey)
    await expect(page.getByText('You have already answered this survey on this device. Thank you!')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send my answers' })).toHaveCount(0)
    const again = await page.request.post(survey, { form: { SecurityID: await securityId(page), heardNewJob: 'no', usefulness: '1', wouldConsider: 'no' } })
    expect(again.status()).toBe(409)
    expect(await answersOf(request, eventId)).toHaveLength(1)

    // Two more students on their own devices (their posts as their pages send them).
    for (const [heardNewJob, usefulness, wouldConsider] of [['no', '5', 'yes'], ['yes', '3', 'maybe']]) {
      await page.context().clearCookies()
      await page.goto(survey)
      const sent = await page.request.post(survey, { form: { SecurityID: await securityId(page), heardNewJob, usefulness, wouldConsider }, maxRedirects: 0 })
      expect(sent.status()).toBe(302)
    }

    // The teacher sees counts per question, never single answers.
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'hamilton', `/events/${eventId}`)
    const counts = page.getByRole('region', { name: "Students' voice" })
    await expect(counts).toContainText('3 answers so far.')
    const heard = counts.getByRole('table', { name: "Heard about a job they didn't know before" })
    await expect(heard.getByRole('row', { name: 'Yes' })).toContainText('2')
    await expect(heard.getByRole('row', { name: 'No' })).toContainText('1')
    await expect(counts.getByRole('table', { name: 'Would think about a job like this' }).getByRole('row', { name: 'Maybe' })).toContainText('2')
    await expectNoA11yViolations(page)
  })
})
