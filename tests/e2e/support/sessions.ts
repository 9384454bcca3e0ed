import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { completeProfileData, createRoleModel, reference, signIn } from './role-models'
import { staffCreate, staffHeaders } from './staff-api'
import { waitForHydration } from './teacher'

// Programme sessions and their recordings (issue 53, decisions 0088 and 0089), made as the admin would.

/** Midnight UTC of the day `days` from now, as a session's stored date. */
export const dayIn = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`
let counter = 0

/** A live programme session in 12 days (made as the admin would) with a vetted role model invited to present. */
export async function invitedPresenter(request: APIRequestContext) {
  const ref = await reference(request)
  const n = `${Date.now()}${process.pid}${counter++}`
  // A surname of no interface word: the staff's outreach list can show this role model to the te reo Māori scan.
  const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Ana', surname: `Quillon${n}`, checkStatus: 'approved' })
  const school = await staffCreate(request, 'schools', { name: `Programme ${n}`, ministryNumber: `e2e-rec-${n}`, active: false })
  const title = `Careers at sea ${n}`
  const session = await staffCreate(request, 'events', {
    kind: 'programme', title, type: 'online', status: 'active', school: school.id, date: dayIn(12), startTime: '10:00', endTime: '11:00',
    yearLevels: ['9', '10'], maxClassrooms: 5, meeting: { platform: 'zoom', inviteLink: 'https://zoom.us/j/5551234', password: 'kiwi-42' }, activatedAt: new Date().toISOString(),
  })
  await staffCreate(request, 'event-role-models', { event: session.id, roleModel: roleModel.id, status: 1, invitedAt: new Date().toISOString(), expiresAt: dayIn(10) })
  return { roleModel, sessionId: session.id, title, industry: ref.industries[0].id }
}

/** The presenter accepts on their page, agreeing to the recording (a plain post without JavaScript). */
export async function acceptWithConsent(page: Page, presenter: Awaited<ReturnType<typeof invitedPresenter>>, javaScriptEnabled: boolean) {
  await signIn(page, presenter.roleModel, `/role-model/events/${presenter.sessionId}`)
  if (javaScriptEnabled) await waitForHydration(page)
  await page.getByLabel(/I agree to this session being recorded/).check()
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText('You agreed to this session\'s recording being shown to teachers.')).toBeVisible()
}

/** The session is over (moved back by the admin, as a real one would simply pass). */
export async function endSession(request: APIRequestContext, sessionId: number) {
  const response = await request.patch(`/cms-api/events/${sessionId}`, { headers: await staffHeaders(request), data: { date: dayIn(-2) } })
  expect(response.ok(), await response.text()).toBeTruthy()
}
