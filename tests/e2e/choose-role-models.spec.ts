import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
import { activateByApi, chooseRoleModel, createInPersonDraftByPosts, dismissSuggestion } from './support/events'
import { waitForMail } from './support/mail'
import { shoot } from './support/screens'
import { completeProfileData, createRoleModel, reference, regionAndDistricts, staffToken } from './support/role-models'
import type { Reference } from './support/role-models'
import { securityId, signInAs, waitForHydration } from './support/teacher'

/** An approved role model in the region the in-person forms use (or, with `elsewhere`, in another region). */
async function roleModelFor(request: APIRequestContext, ref: Reference, surname: string, elsewhere = false) {
  const { elsewhere: otherDistrict } = regionAndDistricts(ref)
  const place = elsewhere ? { district: otherDistrict.id, region: typeof otherDistrict.region === 'object' ? otherDistrict.region.id : otherDistrict.region } : {}
  return createRoleModel(request, { ...completeProfileData(ref), ...place, firstName: 'Hemi', surname: `${surname}${Date.now()}`, checkStatus: 'approved' })
}

async function call(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, withToken = true) {
  const headers = withToken ? { 'X-SecurityID': await securityId(page) } : undefined
  const response = await page.request.fetch(`/api/events/${path}`, { method, headers, data: method === 'GET' ? undefined : {} })
  return { status: response.status(), body: await response.json().catch(() => null) }
}

test.describe('choosing role models', () => {
  test.slow()

  test('the JSON calls of section 7: add, list, offered list, remove; SecurityID needed; other schools get 404', async ({ page, browser, request }) => {
    const ref = await reference(request)
    const roleModel = await roleModelFor(request, ref, 'Api')
    const elsewhere = await roleModelFor(request, ref, 'Elsewhere', true)
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)

    // Without the SecurityID header nothing is added.
    expect((await call(page, 'POST', `${id}/role-models/${roleModel.id}`, false)).status).toBe(403)
    expect((await call(page, 'GET', `${id}/role-models`)).body).toEqual({ data: [] })

    expect(await call(page, 'POST', `${id}/role-models/${roleModel.id}`)).toEqual({ status: 200, body: { ok: true } })
    const listed = await call(page, 'GET', `${id}/role-models`)
    expect(listed.body.data).toEqual([expect.objectContaining({ id: roleModel.id, status: 0, phone: null })])
    // The phone number stays out until the role model accepts.
    expect(JSON.stringify(listed.body)).not.toContain('021 555')

    const offered = await call(page, 'GET', `${id}/potential-role-models?q=${roleModel.surname}`)
    expect(offered.body._meta.totalResults).toBe(1)
    expect(offered.body.data[0]).toMatchObject({ id: roleModel.id, status: 0 })
    expect(JSON.stringify(offered.body)).not.toContain('021 555')
    // Someone from another region is not offered for an in-person event, whatever the filters say.
    const regionOfElsewhere = regionAndDistricts(ref).elsewhere.region
    const otherRegion = typeof regionOfElsewhere === 'object' ? regionOfElsewhere.id : regionOfElsewhere
    expect((await call(page, 'GET', `${id}/potential-role-models?q=${elsewhere.surname}&regions[]=${otherRegion}`)).body._meta.totalResults).toBe(0)
    const refused = await call(page, 'POST', `${id}/role-models/${elsewhere.id}`)
    expect(refused.status).toBe(404)
    expect(refused.body.ok).toBe(false)
    // Twice: refused with a message; still one.
    const twice = await call(page, 'POST', `${id}/role-models/${roleModel.id}`)
    expect(twice).toEqual({ status: 409, body: { ok: false, message: 'This role model is already on this event.' } })

    // A teacher of another school learns nothing and changes nothing.
    const context = await browser.newContext()
    const stranger = await context.newPage()
    await signInAs(stranger, 'hamilton')
    await expect(stranger.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
    expect((await call(stranger, 'GET', `${id}/role-models`)).status).toBe(404)
    expect((await call(stranger, 'GET', `${id}/potential-role-models`)).status).toBe(404)
    expect((await call(stranger, 'DELETE', `${id}/role-models/${roleModel.id}`)).status).toBe(404)
    expect((await stranger.request.get(`/events/${id}/role-models`)).status()).toBe(404)
    await context.close()

    expect(await call(page, 'DELETE', `${id}/role-models/${roleModel.id}`)).toEqual({ status: 200, body: { ok: true } })
    expect((await call(page, 'GET', `${id}/role-models`)).body).toEqual({ data: [] })
  })

  test('on a live event, role models added later are invited from the choose page; the maximum refuses one more @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    const [first, second, third] = await Promise.all(['First', 'Second', 'Third'].map((name) => roleModelFor(request, ref, name)))
    await signInAs(page, 'aorere')
    const id = await createInPersonDraftByPosts(page, ref)
    await chooseRoleModel(request, id, first.id)
    await activateByApi(page, id)
    await waitForMail(first.email, /invited/)
    // Staff narrow the event to two role models.
    const staff = await staffToken(request)
    expect((await request.patch(`/cms-api/events/${id}`, { headers: { Authorization: `JWT ${staff}` }, data: { maxRoleModels: 2 } })).ok()).toBe(true)

    await page.goto(`/events/${id}`)
    await page.getByRole('link', { name: 'Manage role models' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}/role-models$`))
    await dismissSuggestion(page)
    await expect(page.getByRole('link', { name: 'Back to the event' })).toBeVisible()
    await page.getByLabel('Search', { exact: true }).fill(second.surname)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('heading', { name: /^Showing 1 role model for in-person events in / })).toBeVisible()
    await page.getByRole('button', { name: 'Add to event' }).click()
    await expect(page.getByText('2 role models chosen')).toBeVisible()
    await expectNoA11yViolations(page)

    // A third is one too many: the spec's message, and nothing added.
    await page.getByLabel('Search', { exact: true }).fill(third.surname)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('heading', { name: /^Showing 1 role model for in-person events in / })).toBeVisible()
    await page.getByRole('button', { name: 'Add to event' }).click()
    await expect(page.getByRole('alert').getByText('You may add up to 2 role models for an event')).toBeVisible()
    if (javaScriptEnabled) await expect(page.getByRole('alert').filter({ hasText: 'You may add up to 2 role models for an event' })).toBeFocused()
    await expect(page.getByText('2 role models chosen')).toBeVisible()

    await page.getByRole('button', { name: 'Send invitations' }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}$`))
    await expect(page.getByText("Invitations sent. We've emailed the role models you chose.")).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Invitations sent.' })).toBeFocused()
    await expect(page.getByRole('heading', { name: /Not yet responded \(2\)/ })).toBeVisible()
    const mail = await waitForMail(second.email, /invited/)
    expect(mail.links.some((link) => link.includes(`/role-model/events/${id}`))).toBe(true)
  })
  test('a profile opened from the list stays on the event: add and remove in its dialog, Close back to the list @forms', async ({ page, request, javaScriptEnabled }) => {
    const ref = await reference(request)
    const roleModel = await roleModelFor(request, ref, 'Profile')
    await signInAs(page, 'aorere')
    // The draft is made with the forms' posts; its choose step opens as after the info step.
    const id = await createInPersonDraftByPosts(page, ref)
    await page.goto(`/events/${id}/role-models`)
    if (javaScriptEnabled) {
      // The suggestion closed with Escape is dismissed for the event, as "Got it" dismisses it.
      await waitForHydration(page)
      const suggestion = page.getByRole('dialog', { name: 'How many role models to invite' })
      await expect(suggestion).toBeVisible()
      const dismissed = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(`/events/${id}/role-models`))
      await page.keyboard.press('Escape')
      await expect(suggestion).toHaveCount(0)
      await dismissed
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
    } else {
      await dismissSuggestion(page)
    }
    await page.getByLabel('Search', { exact: true }).fill(roleModel.surname)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('heading', { name: /^Showing 1 role model for in-person events in / })).toBeVisible()

    await page.getByRole('link', { name: `Hemi ${roleModel.surname}` }).click()
    const profileAddress = new RegExp(`/events/${id}/role-models/${roleModel.id}\\?q=${roleModel.surname}$`)
    await expect(page).toHaveURL(profileAddress)
    const dialog = page.getByRole('dialog', { name: new RegExp(`Hemi ${roleModel.surname}`) })
    await expect(dialog.getByRole('heading', { name: 'My journey' })).toBeVisible()
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: 'Add to event', exact: true }).click()
    await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeVisible()
    await expect(page).toHaveURL(profileAddress)
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(dialog.getByRole('button', { name: 'Add to event', exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'Add to event', exact: true }).click()
    await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeVisible()
    await shoot(page, 'events-choose-profile')

    // Close: back to the event's list, its search kept, the role model chosen.
    await dialog.getByRole(javaScriptEnabled ? 'button' : 'link', { name: 'Close', exact: true }).last().click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}/role-models\\?q=${roleModel.surname}$`))
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText('1 role model chosen')).toBeVisible()
    await expect(page.locator('.rm-card').getByText('Selected', { exact: true })).toBeVisible()
  })
})
