import { expect, test } from '@playwright/test'
import Holidays from 'date-holidays'
import { readFileSync } from 'node:fs'
import { inSchoolHolidays } from '../../../app/domain/school-year/school-year'
import type { SchoolTerm } from '../../../app/domain/school-year/school-year'
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

// Read, not imported: Playwright loads this file as an ES module, where JSON needs an import attribute.
const terms = JSON.parse(readFileSync(new URL('../../../cms/seed/school-terms.json', import.meta.url), 'utf8')) as { terms: SchoolTerm[] }
const nz = new Holidays('NZ')
const subdivisions = Object.keys(nz.getStates('NZ') ?? {})
const holidayCalendars = [nz, ...subdivisions.map((code) => new Holidays('NZ', code))]
const isPublicHoliday = (date: string) =>
  holidayCalendars.some((calendar) => calendar.getHolidays(Number(date.slice(0, 4))).some((holiday) => holiday.type === 'public' && holiday.date.slice(0, 10) === date))

/**
 * A New Zealand school day at least `days` from today: a weekday in a seeded term, on no public holiday of any
 * region, so the event forms save it without the holiday warning (decision 0039).
 */
export function schoolDayIn(days: number): string {
  let date = addDays(nzDate(new Date()), days)
  while (weekdayIndex(date) > 4 || isPublicHoliday(date) || inSchoolHolidays(date, terms.terms)) date = addDays(date, 1)
  return toInputText(date)
}

/** The first national public holiday on a weekday at least `days` from today (and within a year): its date as typed, and its name. */
export function weekdayPublicHolidayIn(days: number): { date: string; name: string } {
  const from = addDays(nzDate(new Date()), days)
  const year = Number(from.slice(0, 4))
  const found = [...nz.getHolidays(year), ...nz.getHolidays(year + 1)]
    .filter((holiday) => holiday.type === 'public' && holiday.date.slice(0, 10) >= from && weekdayIndex(holiday.date.slice(0, 10)) <= 4)
    .sort((a, b) => a.date.localeCompare(b.date))[0]
  return { date: toInputText(found.date.slice(0, 10)), name: found.name }
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

export type InPersonPlan = { name?: string; address: string; date: string; arrival: string; start?: string; end: string; students: string; age: string }

export const GOOD_IN_PERSON: InPersonPlan = { name: 'Careers day, Year 11', address: '55 Mahia Road, Manurewa', date: schoolDayIn(30), arrival: '09:00', start: '09:15', end: '11:30', students: '40', age: 'Year 11' }

export async function fillInPersonPlan(page: Page, ref: Reference, javaScriptEnabled: boolean, plan: InPersonPlan = GOOD_IN_PERSON) {
  const { region, district } = regionAndDistricts(ref)
  if (plan.name !== undefined) await page.getByLabel('Event name').fill(plan.name)
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

/** Posts a form of the site as the page's session, with its SecurityID, as the browser does without JavaScript: the redirect's address. */
async function postForm(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, { form: { SecurityID: await securityId(page), ...form }, maxRedirects: 0 })
  expect(response.status(), `${path}: ${response.status() === 302 ? '' : await response.text()}`).toBe(302)
  return response.headers().location
}

/**
 * A new draft of the signed-in teacher's school, made with the form post of /events/new (what startDraft's clicks
 * send), without loading the pages: for tests about what comes after. The page must be on a page of the site (its
 * SecurityID is read there) and stays where it is. Returns the draft's id.
 */
export async function startDraftByPost(page: Page, type: 'In person' | 'Online') {
  const created = /\/events\/(\d+)\/plan$/.exec(await postForm(page, '/events/new', { type: type === 'In person' ? 'in-person' : 'online' }))
  expect(created, 'the new draft goes on to its plan').not.toBeNull()
  return Number(created![1])
}

/**
 * A complete in-person draft (plan and info saved, as createInPersonDraft makes it) with the form posts the pages send
 * without JavaScript, without loading or filling them in: for tests about what comes after. The page must be on a page
 * of the site and stays where it is. Returns the draft's id.
 */
export async function createInPersonDraftByPosts(page: Page, ref: Reference, plan: InPersonPlan = GOOD_IN_PERSON) {
  const id = await startDraftByPost(page, 'In person')
  const { region, district } = regionAndDistricts(ref)
  const planned = await postForm(page, `/events/${id}/plan`, {
    Name: plan.name ?? '', ConfirmedDate: '', Address: plan.address, RegionID: String(region.id), DistrictID: String(district.id), Date: plan.date,
    ArrivalTime: plan.arrival, StartTime: plan.start ?? '', EndTime: plan.end, NumberOfStudentsAttending: plan.students, StudentsAge: plan.age,
    WarnOnRegionChange: '0', TotalChosenRoleModels: '0',
  })
  expect(planned).toMatch(new RegExp(`/events/${id}/info$`))
  // The info page's fields as a new draft shows them: empty.
  const info = await postForm(page, `/events/${id}/info`, {
    ArrivalDetails: '', HowWillTheEventStart: '', CulturalExpectations: '', WhatStudentsCallTheTeacher: '', LearningGoals: '', WhatMakesTheSchoolSpecial: '', RelatedTopic: '',
  })
  expect(info).toMatch(new RegExp(`/events/${id}/role-models$`))
  return id
}

/** Activates through the JSON API, as the page's button does with JavaScript. */
export async function activateByApi(page: Page, eventId: number) {
  const response = await page.request.post(`/api/events/${eventId}/activate`, { headers: { 'X-SecurityID': await securityId(page) }, data: {} })
  expect(response.status(), await response.text()).toBe(200)
  expect(await response.json()).toEqual({ ok: true })
}

/** Closes the "how many to invite" suggestion the choose step opens on its first visit, once the step has rendered. */
export async function dismissSuggestion(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'How many role models to invite' })
  // The address changes before the page renders: wait for the suggestion or the step's heading (rendered with it).
  await expect(dialog.or(page.getByRole('heading', { level: 1, name: 'Choose role models' })).first()).toBeVisible()
  if (await dialog.count()) await dialog.getByRole('button', { name: 'Got it' }).click()
  await expect(dialog).toHaveCount(0)
}
