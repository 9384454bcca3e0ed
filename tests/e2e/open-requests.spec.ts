import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { activateByApi, chooseRoleModel, createInPersonDraftByPosts, dismissSuggestion, storedEvent } from './support/events'
import { waitForMail } from './support/mail'
import { shoot } from './support/screens'
import { completeProfileData, createRoleModel, reference, staffToken } from './support/role-models'
import type { Reference } from './support/role-models'
import { signInAs, waitForHydration } from './support/teacher'

const HOPE = 'Someone who builds things, to show our Year 11s where maths leads.'

/** An approved role model in the region the in-person forms use. */
async function roleModelFor(request: APIRequestContext, ref: Reference, firstName: string, surname: string) {
  return createRoleModel(request, { ...completeProfileData(ref), firstName, surname: `${surname}${Date.now()}`, checkStatus: 'approved' })
}

test.describe('open requests, the teacher side (issue 51)', () => {
  test.slow()

  test('a teacher opens a ready draft to offers, sees it open, and closes it @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await page.goto(`/events/${id}`)
    if (javaScriptEnabled) await waitForHydration(page)
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Open to offers', level: 2 }) })
    await expect(panel.getByLabel('What do you hope for?')).toBeVisible()
    await expectNoA11yViolations(page)

    // Nothing said: the spec-like message, on the field and in the summary; nothing stored.
    await panel.getByRole('button', { name: 'Open to offers' }).click()
    await expect(panel.getByText('What you hope for is required').first()).toBeVisible()
    // The keyboard goes to the field (JavaScript), or the page opens on the error summary (without).
    await expect(javaScriptEnabled ? panel.getByLabel('What do you hope for?') : page.getByRole('alert').filter({ hasText: 'What you hope for is required' })).toBeFocused()
    // Too long: refused the same way.
    await panel.getByLabel('What do you hope for?').fill('x'.repeat(301))
    await panel.getByRole('button', { name: 'Open to offers' }).click()
    await expect(panel.getByText('No more than 300 characters').first()).toBeVisible()
    expect((await storedEvent(request, id)).doc.offersOpen).toBe(false)

    await panel.getByLabel('What do you hope for?').fill(HOPE)
    const industries = panel.getByRole('group', { name: /Industries wanted/ })
    const industry = industries.getByRole('checkbox').first()
    const industryName = (await industries.locator('label').first().textContent())!.trim()
    await industry.check()
    await panel.getByRole('button', { name: 'Open to offers' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your event is open to offers.' })).toBeVisible()
    await expect(panel.getByText('This event is open to offers.')).toBeVisible()
    await expect(panel.getByText(HOPE)).toBeVisible()
    await expect(panel.getByText(`Industries wanted: ${industryName}`)).toBeVisible()
    await expect(panel.getByText('No role model has offered yet.')).toBeVisible()
    const stored = (await storedEvent(request, id)).doc
    expect(stored).toMatchObject({ offersOpen: true, offersHope: HOPE, offersCloseReason: null })
    expect(stored.offersOpenedAt).toBeTruthy()
    await expectNoA11yViolations(page)
    await shoot(page, 'events-open-request')

    await panel.getByRole('button', { name: 'Close to offers' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your event is closed to offers.' })).toBeVisible()
    await expect(panel.getByText('You closed this event to offers.')).toBeVisible()
    expect((await storedEvent(request, id)).doc).toMatchObject({ offersOpen: false, offersCloseReason: 'teacher' })
  })

  test('with a role model interested, the organiser is emailed and sees them first on the choose page, and invites them in one press @forms', async ({ page, request }) => {
    const ref = await reference(request)
    const [first, interested, declined] = await Promise.all([
      roleModelFor(request, ref, 'Hemi', 'Chosen'), roleModelFor(request, ref, 'Kiri', 'Keen'), roleModelFor(request, ref, 'Rawiri', 'Later'),
    ])
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await chooseRoleModel(request, id, first.id)
    await activateByApi(page, id)
    // Set up as staff: the event open to offers, and two role models' interest (the role model's own page is another's).
    const staff = { Authorization: `JWT ${await staffToken(request)}` }
    expect((await request.patch(`/cms-api/events/${id}`, { headers: staff, data: { offersOpen: true, offersHope: HOPE } })).ok()).toBe(true)
    for (const [roleModel, note] of [[interested, 'I build bridges and would love to talk about maths.'], [declined, '']] as const) {
      const made = await request.post('/cms-api/offers', { headers: staff, data: { event: id, roleModel: roleModel.id, note, status: 'open' } })
      expect(made.ok(), await made.text()).toBe(true)
    }
    const mail = await waitForMail('sam.walker@aorere.demo.example.nz', new RegExp(`Kiri ${interested.surname} is interested`))
    expect(mail.text).toContain('I build bridges')
    expect(mail.text).not.toContain(interested.email)

    await page.goto(`/events/${id}`)
    await expect(page.getByText('2 role models are interested.')).toBeVisible()
    await page.getByRole('link', { name: 'See the interested role models' }).click()
    await dismissSuggestion(page)
    const section = page.locator('section#interested')
    await expect(section.getByRole('heading', { name: 'Interested role models' })).toBeVisible()
    const card = section.getByRole('listitem').filter({ hasText: `Kiri ${interested.surname}` })
    await expect(card.getByText('Interested', { exact: true })).toBeVisible()
    await expect(card.getByText('I build bridges and would love to talk about maths.')).toBeVisible()
    // Before the list of every role model offered for the event.
    const [interestedTop, resultsTop] = await Promise.all([section.boundingBox(), page.locator('#results').boundingBox()])
    expect(interestedTop!.y).toBeLessThan(resultsTop!.y)
    expect(await section.textContent()).not.toContain(interested.email)
    await expectNoA11yViolations(page)
    await shoot(page, 'events-choose-interested')

    await section.getByRole('listitem').filter({ hasText: `Rawiri ${declined.surname}` }).getByRole('button', { name: 'Not this time' }).click()
    await expect(page.getByRole('status').filter({ hasText: `You said not this time to Rawiri ${declined.surname}.` })).toBeVisible()

    await section.getByRole('listitem').filter({ hasText: `Kiri ${interested.surname}` }).getByRole('button', { name: 'Invite now' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Kiri ${interested.surname} is invited.` })).toBeVisible()
    await expect(page.locator('section#interested')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: /Not yet responded \(2\)/ })).toBeVisible()
    await waitForMail(interested.email, /invited/)
  })
})
