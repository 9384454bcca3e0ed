import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { addDays, toInputText, weekdayIndex } from '../../../app/components/calendar-grid'
import { nzDate } from '../../../app/domain/shared/dates'
import { staffToken } from './role-models'
import type { Reference } from './role-models'
import { regionAndDistricts } from './role-models'
import { securityId } from './teacher'

/** A New Zealand weekday at least `days` from today, as typed into the form (dd/mm/yyyy). */
export function weekdayIn(days: number): string {
  let date = addDays(nzDate(new Date()), days)
  while (weekdayIndex(date) > 4) date = addDays(date, 1)
  return toInputText(date)
}

/** The first Saturday at least `days` from today. */
export function saturdayIn(days: number): string {
  let date = addDays(nzDate(new Date()), days)
  while (weekdayIndex(date) !== 5) date = addDays(date, 1)
  return toInputText(date)
}

export const daysFromToday = (days: number) => toInputText(addDays(nzDate(new Date()), days))

/** The event id in the current address (/events/{id}/...). */
export function eventIdOf(page: Page): number {
  const match = /\/events\/(\d+)/.exec(new URL(page.url()).pathname)
  expect(match, `no event id in ${page.url()}`).not.toBeNull()
  return Number(match![1])
}

/** Chooses a role model for an event as staff would in the admin. */
export async function chooseRoleModel(request: APIRequestContext, eventId: number, roleModelId: number) {
  const token = await staffToken(request)
  const response = await request.post('/cms-api/event-role-models', {
    headers: { Authorization: `JWT ${token}` },
    data: { event: eventId, roleModel: roleModelId, status: 0 },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
}

/** The stored event, read as staff (to prove what changed, or that nothing did). */
export async function storedEvent(request: APIRequestContext, eventId: number) {
  const token = await staffToken(request)
  const response = await request.get(`/cms-api/events/${eventId}?depth=0`, { headers: { Authorization: `JWT ${token}` } })
  return { status: response.status(), doc: response.ok() ? await response.json() : null }
}

/** Starts a draft from My events: Create an event, the type, Continue. */
export async function startDraft(page: Page, type: 'In person' | 'Online') {
  await page.goto('/events')
  await page.getByRole('link', { name: 'Create an event' }).click()
  await expect(page).toHaveURL(/\/events\/new$/)
  await page.getByRole('radio', { name: new RegExp(`^${type}`) }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/events\/\d+\/plan$/)
  // With JavaScript, wait until the page is interactive: the date picker's button appears only then.
  if (test.info().project.use.javaScriptEnabled !== false) await expect(page.getByRole('button', { name: /^Choose date/ }).first()).toBeVisible()
  return eventIdOf(page)
}

/** Region then district; without JavaScript the district list comes from 'Show districts for this region'. */
export async function chooseRegion(page: Page, region: string, district: string, javaScriptEnabled: boolean) {
  await page.getByLabel('Region', { exact: true }).selectOption({ label: region })
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Show districts for this region' }).click()
  await page.getByLabel('District', { exact: true }).selectOption({ label: district })
}

export type InPersonPlan = { address: string; date: string; arrival: string; start?: string; end: string; students: string; age: string }

export const GOOD_IN_PERSON: InPersonPlan = { address: '55 Mahia Road, Manurewa', date: weekdayIn(30), arrival: '09:00', start: '09:15', end: '11:30', students: '40', age: 'Year 11' }

export async function fillInPersonPlan(page: Page, ref: Reference, javaScriptEnabled: boolean, plan: InPersonPlan = GOOD_IN_PERSON) {
  const { region, district } = regionAndDistricts(ref)
  await page.getByLabel('Address').fill(plan.address)
  await chooseRegion(page, region.title, district.title, javaScriptEnabled)
  await page.getByLabel('Date', { exact: true }).fill(plan.date)
  await page.getByLabel('Arrival time').fill(plan.arrival)
  if (plan.start) await page.getByLabel('Start time').fill(plan.start)
  await page.getByLabel('End time').fill(plan.end)
  await page.getByLabel('Number of students attending').fill(plan.students)
  await page.getByLabel('Age of students').fill(plan.age)
}

/** A complete in-person draft (plan and info saved) through the forms; returns its id. */
export async function createInPersonDraft(page: Page, ref: Reference, javaScriptEnabled: boolean) {
  const id = await startDraft(page, 'In person')
  await fillInPersonPlan(page, ref, javaScriptEnabled)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${id}/info$`))
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(new RegExp(`/events/${id}/role-models$`))
  return id
}

/** Activates through the JSON API, as the page's button does with JavaScript. */
export async function activateByApi(page: Page, eventId: number) {
  const response = await page.request.post(`/api/events/${eventId}/activate`, { headers: { 'X-SecurityID': await securityId(page) }, data: {} })
  expect(response.status(), await response.text()).toBe(200)
  expect(await response.json()).toEqual({ ok: true })
}
