import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

export const STAFF = { email: 'staff@demo.example.nz', password: 'Kia-ora-Demo-2026' }
export const PASSWORD = 'Correct-Horse-Battery-9'

type Option = { id: number; title: string; region?: number | { id: number } }
export type Reference = Record<'regions' | 'districts' | 'pronouns' | 'genders' | 'age-ranges' | 'ethnicities' | 'languages' | 'industries', Option[]>

export type TestRoleModel = { id: number; email: string; password: string; firstName: string; surname: string }

let counter = 0
export const uniqueEmail = (prefix = 'rm') => `${prefix}.${Date.now()}.${process.pid}.${counter++}@e2e.example.nz`

let staffTokenOnce: Promise<string> | undefined

/** Signs in to Payload's REST API and checks the token works (two sign-ins of one account at once can lose one). */
async function signInStaff(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await request.post('/cms-api/staff/login', { data: credentials })
    expect(response.ok(), await response.text()).toBeTruthy()
    const { token } = await response.json()
    const me = await request.get('/cms-api/staff/me', { headers: { Authorization: `JWT ${token}` } })
    if ((await me.json()).user) return token as string
  }
  throw new Error(`Could not get a working staff token for ${credentials.email}`)
}

/**
 * A staff token for the fixtures' REST calls, one per test worker, belonging to a staff account of the worker's
 * own. Payload keeps staff sessions in the staff document, so tests that sign in as the demo staff member at the
 * same moment could otherwise overwrite the session this token depends on.
 */
export function staffToken(request: APIRequestContext): Promise<string> {
  staffTokenOnce ??= (async () => {
    const own = { email: uniqueEmail('fixtures-staff'), password: PASSWORD }
    // Another worker signing in to the demo account at the same moment can still end this session (Payload keeps an
    // account's sessions in one list, and two sign-ins at once may each write it without the other's): sign in again.
    for (let attempt = 0; ; attempt++) {
      const demo = await signInStaff(request, STAFF)
      const created = await request.post('/cms-api/staff', { headers: { Authorization: `JWT ${demo}` }, data: { ...own, name: 'E2E fixtures' } })
      if (created.ok()) break
      if (attempt === 2 || created.status() !== 404) expect(created.ok(), await created.text()).toBeTruthy()
    }
    return signInStaff(request, own)
  })()
  return staffTokenOnce
}

/** Taxonomy choices as the forms offer them (read through the REST API, which is for staff). */
export async function reference(request: APIRequestContext): Promise<Reference> {
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const names = ['regions', 'districts', 'pronouns', 'genders', 'age-ranges', 'ethnicities', 'languages', 'industries'] as const
  const lists = await Promise.all(
    names.map(async (name) => {
      const response = await request.get(`/cms-api/${name}?limit=500&depth=0&sort=sortOrder`, { headers })
      return [name, (await response.json()).docs as Option[]] as const
    }),
  )
  return Object.fromEntries(lists) as Reference
}

const regionOf = (district: Option) => (typeof district.region === 'object' ? district.region.id : district.region)

/** A region with at least two districts, one of them, and a district of another region. */
export function regionAndDistricts(ref: Reference) {
  const region = ref.regions.find((r) => ref.districts.filter((d) => regionOf(d) === r.id).length >= 2)!
  const districts = ref.districts.filter((d) => regionOf(d) === region.id)
  const elsewhere = ref.districts.find((d) => regionOf(d) !== region.id)!
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

/** Signs the role model in through the role-model login form, landing on `returnTo`. */
export async function signIn(page: Page, roleModel: TestRoleModel, returnTo = '/role-model') {
  await page.goto(`/account/log-in/role-model?returnTo=${encodeURIComponent(returnTo)}`)
  await page.getByLabel('Email').fill(roleModel.email)
  await page.getByLabel('Password', { exact: true }).fill(roleModel.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, '\\?')}$`))
}
