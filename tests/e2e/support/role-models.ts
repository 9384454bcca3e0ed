import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

export const STAFF = { email: 'staff@demo.example.nz', password: 'Kia-ora-Demo-2026' }
export const PASSWORD = 'Correct-Horse-Battery-9'

type Option = { id: number; title: string; region?: number | { id: number }; neighbours?: (number | { id: number })[] }
export type Reference = Record<'regions' | 'districts' | 'pronouns' | 'genders' | 'age-ranges' | 'ethnicities' | 'languages' | 'industries', Option[]>

export type TestRoleModel = { id: number; email: string; password: string; firstName: string; surname: string }

let counter = 0
export const uniqueEmail = (prefix = 'rm') => `${prefix}.${Date.now()}.${process.pid}.${counter++}@e2e.example.nz`

let staffTokenOnce: Promise<string> | undefined

/** The staff account of test worker `parallelIndex`, made by global.setup.ts before any test runs. */
export const fixturesStaff = (parallelIndex: number) => ({ email: `fixtures-staff-${parallelIndex}@e2e.example.nz`, password: PASSWORD })

/**
 * A staff token for the fixtures' REST calls, one per test worker, belonging to the worker's own staff account (see
 * global.setup.ts: sign-ins of one account at the same moment can end each other's session).
 */
export function staffToken(request: APIRequestContext): Promise<string> {
  staffTokenOnce ??= (async () => {
    const response = await request.post('/cms-api/staff/login', { data: fixturesStaff(test.info().parallelIndex) })
    expect(response.ok(), await response.text()).toBeTruthy()
    return (await response.json()).token as string
  })()
  return staffTokenOnce
}

let referenceOnce: Promise<Reference> | undefined

/**
 * Taxonomy choices as the forms offer them (read through the REST API, which is for staff). The seeded lists, which no
 * end-to-end test changes: read once per test worker (eight requests), as the staff token is.
 */
export function reference(request: APIRequestContext): Promise<Reference> {
  referenceOnce ??= (async () => {
    const headers = { Authorization: `JWT ${await staffToken(request)}` }
    const names = ['regions', 'districts', 'pronouns', 'genders', 'age-ranges', 'ethnicities', 'languages', 'industries'] as const
    const lists = await Promise.all(
      names.map(async (name) => {
        const response = await request.get(`/cms-api/${name}?limit=500&depth=0&sort=sortOrder`, { headers })
        expect(response.ok(), `${name}: ${response.status()}`).toBeTruthy()
        return [name, (await response.json()).docs as Option[]] as const
      }),
    )
    return Object.fromEntries(lists) as Reference
  })()
  // A failed read is not kept: the next test reads again.
  referenceOnce.catch(() => (referenceOnce = undefined))
  return referenceOnce
}

const regionOf = (district: Option) => (typeof district.region === 'object' ? district.region.id : district.region)

/** A region with at least two districts, one of them, and a district of another region. */
export function regionAndDistricts(ref: Reference) {
  const region = ref.regions.find((r) => ref.districts.filter((d) => regionOf(d) === r.id).length >= 2)!
  const districts = ref.districts.filter((d) => regionOf(d) === region.id)
  // Not a neighbouring region either: an in-person event takes role models of its neighbours too (decision 0038).
  const neighbours = new Set((region.neighbours ?? []).map((neighbour) => (typeof neighbour === 'object' ? neighbour.id : neighbour)))
  const elsewhere = ref.districts.find((d) => regionOf(d) !== region.id && !neighbours.has(regionOf(d) ?? 0))!
  return { region, district: districts[0], elsewhere }
}

/** Every field the completeness rule needs, as stored on the collection. */
export function completeProfileData(ref: Reference) {
  const { region, district } = regionAndDistricts(ref)
  return {
    firstName: 'Mere', surname: 'Tester', contactPhoneNumber: '021 555 0142', pronoun: ref.pronouns[0].id, gender: ref.genders[0].id,
    ageRange: ref['age-ranges'][0].id, ethnicities: [ref.ethnicities[0].id], region: region.id, district: district.id,
    languagesSpoken: [ref.languages[0].id], canDoInPersonEvent: true, canDoOnlineEvent: true, whatDoYouDo: 'Structural engineer',
    industry: ref.industries[0].id, tellUsWhatYouDoNow: 'I design bridges.',
  }
}

/**
 * Creates a verified role model through Payload's REST API as the demo staff user (staff may set every
 * field, including the check status; dates follow from the status as in the admin).
 */
export async function createRoleModel(
  request: APIRequestContext,
  data: Record<string, unknown> = {},
): Promise<TestRoleModel> {
  const token = await staffToken(request)
  const email = uniqueEmail()
  const response = await request.post('/cms-api/role-models', {
    headers: { Authorization: `JWT ${token}` },
    data: { email, password: PASSWORD, _verified: true, ...data },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  const doc = (await response.json()).doc
  return { id: doc.id, email, password: PASSWORD, firstName: doc.firstName ?? '', surname: doc.surname ?? '' }
}

/** Updates as staff; overrides the admin's document lock, which a test's own admin page may still hold. */
export async function updateRoleModel(request: APIRequestContext, id: number, data: Record<string, unknown>) {
  const token = await staffToken(request)
  const response = await request.patch(`/cms-api/role-models/${id}?overrideLock=true`, { headers: { Authorization: `JWT ${token}` }, data })
  expect(response.ok(), await response.text()).toBeTruthy()
  return (await response.json()).doc
}

export async function getRoleModel(request: APIRequestContext, id: number) {
  const token = await staffToken(request)
  const response = await request.get(`/cms-api/role-models/${id}?depth=1`, { headers: { Authorization: `JWT ${token}` } })
  return response.json()
}

/**
 * Signs the role model in, landing on `returnTo`. With `throughForm` the browser fills in the role-model login form;
 * otherwise the page's own context posts that form as the browser does without JavaScript (its SecurityID read from the
 * login page), and the browser opens where the answer leads: for tests about what role models do once signed in (the
 * form itself is role-model-log-in.spec's).
 */
export async function signIn(page: Page, roleModel: TestRoleModel, returnTo = '/role-model', { throughForm = false } = {}) {
  const address = `/account/log-in/role-model?returnTo=${encodeURIComponent(returnTo)}`
  if (throughForm) {
    await page.goto(address)
    await page.getByLabel('Email').fill(roleModel.email)
    await page.getByLabel('Password', { exact: true }).fill(roleModel.password)
    await page.getByRole('button', { name: 'Log in' }).click()
  } else {
    const SecurityID = /name="SecurityID" value="([^"]+)"/.exec(await (await page.request.get(address)).text())?.[1]
    expect(SecurityID, 'the login page carries a SecurityID').toBeTruthy()
    const form = { SecurityID: SecurityID!, AuthenticationMethod: 'MemberAuthenticator', Email: roleModel.email, Password: roleModel.password, returnTo }
    const answer = await page.request.post(address, { form, maxRedirects: 0 })
    expect(answer.status(), `log in: ${answer.status() === 302 ? '' : await answer.text()}`).toBe(302)
    await page.goto(answer.headers().location)
  }
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, '\\?')}$`))
}
