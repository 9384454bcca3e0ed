import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import { activateByApi, chooseRoleModel, createInPersonDraftByPosts, startDraftByPost } from './support/events'
import { createInvitation } from './support/invitations'
import { completeProfileData, createRoleModel, reference, signIn } from './support/role-models'
import type { TestRoleModel } from './support/role-models'
import { securityId, signInAs } from './support/teacher'

// Every answer of the product's JSON API holds one person's data: no shared cache may keep it, nor the browser on disk
// (school computers are shared). server/index.ts makes every answer under /api `private, no-store`, whatever its route,
// method or status. The routes are read from app/routes: a new API route fails here until it has its requests below.

const PRIVATE = 'private, no-store'
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** The JSON API's route modules (`app/routes/api.*`), as they are today. */
const apiRouteFiles = () => fs.readdirSync(path.resolve('app/routes')).filter((name) => name.startsWith('api.')).sort()

/** The answer has the status expected (a number, or any refusal) and may not be kept anywhere. */
function expectPrivate(response: APIResponse, what: string, status: number | 'refused') {
  if (status !== 'refused') expect(response.status(), what).toBe(status)
  else {
    expect(response.status(), what).toBeGreaterThanOrEqual(400)
    expect(response.status(), what).toBeLessThan(500)
  }
  expect(response.headers()['cache-control'], what).toBe(PRIVATE)
}

type Fixtures = { page: Page; request: APIRequestContext }

type ApiRoute = {
  /** An address of the route for the signed-out calls of every method (its ids need not exist: nobody gets that far). */
  signedOut: string
  /** Signed in as whom the route serves, with data of its own: its successful answers, and refusals of a signed-in caller. */
  signedIn: (fixtures: Fixtures) => Promise<void>
}

/** Signs in as Sam Walker (Aorere College) and returns the session's SecurityID. */
async function asTeacher(page: Page) {
  await signInAs(page, 'aorere')
  await expect(page.getByRole('link', { name: 'My events', exact: true })).toBeVisible()
  return securityId(page)
}

/** Signs the role model in and returns the session's SecurityID, read from a page loaded after the sign-in. */
async function asRoleModel(page: Page, roleModel: TestRoleModel, returnTo = '/role-model') {
  await signIn(page, roleModel, returnTo)
  await page.reload()
  return securityId(page)
}

/** A role model teachers can find and choose: complete, approved, in the region the in-person event form uses. */
async function visibleRoleModel(request: APIRequestContext) {
  return createRoleModel(request, { ...completeProfileData(await reference(request)), firstName: 'Ana', surname: `Cache${Date.now()}`, checkStatus: 'approved' })
}

/** A complete in-person draft of the teacher's school with one role model chosen (ready to activate). */
async function readyDraft(page: Page, request: APIRequestContext) {
  const ref = await reference(request)
  const roleModel = await visibleRoleModel(request)
  const token = await asTeacher(page)
  const id = await createInPersonDraftByPosts(page, ref)
  await chooseRoleModel(request, id, roleModel.id)
  return { id, token }
}

/** An invited role model, signed in: the event, the role model and their SecurityID. */
async function invitedRoleModel(page: Page, request: APIRequestContext) {
  const roleModel = await visibleRoleModel(request)
  const invitation = await createInvitation(request, roleModel.id)
  const token = await asRoleModel(page, roleModel, '/role-model/events')
  return { roleModel, eventId: invitation.eventId, token }
}

const ROUTES: Record<string, ApiRoute> = {
  'api.delete-account.$step.tsx': {
    signedOut: '/api/delete-account/validate',
    async signedIn({ page, request }) {
      const roleModel = await createRoleModel(request)
      const headers = { 'X-SecurityID': await asRoleModel(page, roleModel) }
      const data = { reason: 'Moving overseas', email: roleModel.email, password: roleModel.password }
      expectPrivate(await page.request.post('/api/delete-account/validate', { headers, data: { ...data, password: 'Wrong-password-1' } }), 'validate, wrong password', 400)
      expectPrivate(await page.request.post('/api/delete-account/unknown', { headers, data }), 'an unknown step', 404)
      expectPrivate(await page.request.post('/api/delete-account/validate', { headers, data }), 'validate', 200)
      expectPrivate(await page.request.post('/api/delete-account/confirm', { headers, data }), 'confirm', 200)
    },
  },
  'api.events.$eventId.role-model-accept.$roleModelId.ts': {
    signedOut: '/api/events/1/role-model-accept/1',
    async signedIn({ page, request }) {
      const { roleModel, eventId, token } = await invitedRoleModel(page, request)
      const address = `/api/events/${eventId}/role-model-accept/${roleModel.id}`
      expectPrivate(await page.request.post(address, { data: {} }), 'accept without SecurityID', 403)
      expectPrivate(await page.request.post(`/api/events/${eventId}/role-model-accept/${roleModel.id + 1}`, { headers: { 'X-SecurityID': token }, data: {} }), 'accept for another role model', 404)
      expectPrivate(await page.request.post(address, { headers: { 'X-SecurityID': token }, data: {} }), 'accept', 200)
      expectPrivate(await page.request.post(address, { headers: { 'X-SecurityID': token }, data: {} }), 'accept twice', 409)
    },
  },
  'api.events.$eventId.role-model-decline.$roleModelId.ts': {
    signedOut: '/api/events/1/role-model-decline/1',
    async signedIn({ page, request }) {
      const { roleModel, eventId, token } = await invitedRoleModel(page, request)
      const address = `/api/events/${eventId}/role-model-decline/${roleModel.id}`
      expectPrivate(await page.request.post(address, { headers: { 'X-SecurityID': token }, data: { reason: 'x'.repeat(2049) } }), 'decline, reason too long', 400)
      expectPrivate(await page.request.post(address, { headers: { 'X-SecurityID': token }, data: { reason: 'Away that week' } }), 'decline', 200)
      expectPrivate(await page.request.post(address, { headers: { 'X-SecurityID': token }, data: { reason: 'Away that week' } }), 'decline twice', 409)
    },
  },
  'api.events.$eventId.role-model-withdraw.$roleModelId.ts': {
    signedOut: '/api/events/1/role-model-withdraw/1',
    async signedIn({ page, request }) {
      const { roleModel, eventId, token } = await invitedRoleModel(page, request)
      const address = `/api/events/${eventId}/role-model-withdraw/${roleModel.id}`
      const post = (path: string, data: unknown) => page.request.post(path, { headers: { 'X-SecurityID': token }, data })
      expectPrivate(await post(address, { reason: 'Ill' }), 'withdraw before accepting', 409)
      expectPrivate(await post(`/api/events/${eventId}/role-model-accept/${roleModel.id}`, {}), 'accept', 200)
      expectPrivate(await post(address, { reason: 'x'.repeat(2049) }), 'withdraw, reason too long', 400)
      expectPrivate(await post(address, { reason: 'Ill' }), 'withdraw', 200)
      expectPrivate(await post(address, { reason: 'Ill' }), 'withdraw twice', 409)
    },
  },
  'api.events.$id.ts': {
    signedOut: '/api/events/1',
    async signedIn({ page }) {
      const token = await asTeacher(page)
      const id = await startDraftByPost(page, 'Online')
      // A later draft keeps this one's id from being handed out again once it is discarded (SQLite gives a new row the
      // highest id plus one): otherwise another test's new draft of the same school could take it in between.
      await startDraftByPost(page, 'Online')
      expectPrivate(await page.request.delete(`/api/events/${id}`), 'discard without SecurityID', 403)
      expectPrivate(await page.request.get(`/api/events/${id}`), 'GET', 405)
      expectPrivate(await page.request.delete(`/api/events/${id}`, { headers: { 'X-SecurityID': token } }), 'discard', 200)
      expectPrivate(await page.request.delete(`/api/events/${id}`, { headers: { 'X-SecurityID': token } }), 'discard a discarded draft', 404)
    },
  },
  'api.events.$id_.activate.ts': {
    signedOut: '/api/events/1/activate',
    async signedIn({ page, request }) {
      const { id, token } = await readyDraft(page, request)
      expectPrivate(await page.request.post(`/api/events/${id}/activate`, { data: {} }), 'activate without SecurityID', 403)
      expectPrivate(await page.request.post(`/api/events/${id}/activate`, { headers: { 'X-SecurityID': token }, data: {} }), 'activate', 200)
      expectPrivate(await page.request.post(`/api/events/${id}/activate`, { headers: { 'X-SecurityID': token }, data: {} }), 'activate twice', 'refused')
    },
  },
  'api.events.$id_.cancel.ts': {
    signedOut: '/api/events/1/cancel',
    async signedIn({ page, request }) {
      const { id, token } = await readyDraft(page, request)
      const data = { CancelReason: 'The school is closed that day' }
      expectPrivate(await page.request.post(`/api/events/${id}/cancel`, { headers: { 'X-SecurityID': token }, data }), 'cancel a draft', 'refused')
      await activateByApi(page, id)
      expectPrivate(await page.request.post(`/api/events/${id}/cancel`, { headers: { 'X-SecurityID': token }, data }), 'cancel', 200)
    },
  },
  'api.events.$id_.notification-settings.ts': {
    signedOut: '/api/events/1/notification-settings',
    async signedIn({ page }) {
      const token = await asTeacher(page)
      const id = await startDraftByPost(page, 'In person')
      const address = `/api/events/${id}/notification-settings`
      const read = await page.request.get(address)
      expectPrivate(read, 'GET', 200)
      const { data } = await read.json()
      const settings = { teachers: data.teachers.map(({ id, subscribed }: { id: number; subscribed: boolean }) => ({ id, subscribed })), primaryContactId: data.primaryContactId }
      expectPrivate(await page.request.post(address, { data: settings }), 'POST without SecurityID', 403)
      expectPrivate(await page.request.post(address, { headers: { 'X-SecurityID': token }, data: { ...settings, teachers: [] } }), 'POST, nobody subscribed', 400)
      expectPrivate(await page.request.post(address, { headers: { 'X-SecurityID': token }, data: settings }), 'POST', 200)
      expectPrivate(await page.request.get('/api/events/999999999/notification-settings'), 'GET, unknown event', 404)
    },
  },
  'api.events.$id_.potential-role-models.ts': {
    signedOut: '/api/events/1/potential-role-models',
    async signedIn({ page }) {
      await asTeacher(page)
      const id = await startDraftByPost(page, 'Online')
      expectPrivate(await page.request.get(`/api/events/${id}/potential-role-models`), 'GET', 200)
      expectPrivate(await page.request.get('/api/events/999999999/potential-role-models'), 'GET, unknown event', 404)
    },
  },
  'api.events.$id_.role-models.ts': {
    signedOut: '/api/events/1/role-models',
    async signedIn({ page }) {
      await asTeacher(page)
      const id = await startDraftByPost(page, 'Online')
      expectPrivate(await page.request.get(`/api/events/${id}/role-models`), 'GET', 200)
      expectPrivate(await page.request.get('/api/events/999999999/role-models'), 'GET, unknown event', 404)
    },
  },
  'api.events.$id_.role-models_.$roleModelId.ts': {
    signedOut: '/api/events/1/role-models/1',
    async signedIn({ page, request }) {
      const ref = await reference(request)
      const roleModel = await visibleRoleModel(request)
      const token = await asTeacher(page)
      const id = await createInPersonDraftByPosts(page, ref)
      const address = `/api/events/${id}/role-models/${roleModel.id}`
      expectPrivate(await page.request.post(address, { data: {} }), 'add without SecurityID', 403)
      expectPrivate(await page.request.post(address, { headers: { 'X-SecurityID': token }, data: {} }), 'add', 200)
      expectPrivate(await page.request.post(address, { headers: { 'X-SecurityID': token }, data: {} }), 'add twice', 409)
      expectPrivate(await page.request.delete(address, { headers: { 'X-SecurityID': token }, data: {} }), 'remove', 200)
    },
  },
  'api.regions.$id.role-model-count.ts': {
    signedOut: '/api/regions/1/role-model-count',
    async signedIn({ page }) {
      await asTeacher(page)
      const counted = await page.request.get('/api/regions/1/role-model-count')
      expectPrivate(counted, 'GET', 200)
      expect(typeof (await counted.json()).count).toBe('number')
      expectPrivate(await page.request.get('/api/regions/a.b/role-model-count'), 'GET, an id that is no id', 404)
      expectPrivate(await page.request.post('/api/regions/1/role-model-count', { data: {} }), 'POST', 405)
    },
  },
  'api.role-model-favourites.ts': {
    signedOut: '/api/role-model-favourites',
    async signedIn({ page, request }) {
      const roleModel = await visibleRoleModel(request)
      const headers = { 'X-SecurityID': await asTeacher(page) }
      // The route asks for `private, no-cache` of its own; the API's `private, no-store` is what goes out.
      expectPrivate(await page.request.get('/api/role-model-favourites'), 'GET', 200)
      expectPrivate(await page.request.post('/api/role-model-favourites', { headers, data: { userId: 'abc' } }), 'add, not an id', 400)
      expectPrivate(await page.request.post('/api/role-model-favourites', { headers, data: { userId: roleModel.id } }), 'add', 200)
      expectPrivate(await page.request.delete('/api/role-model-favourites', { headers, data: { userId: roleModel.id } }), 'remove', 200)
    },
  },
  'api.role-models.ts': {
    signedOut: '/api/role-models',
    async signedIn({ page }) {
      await asTeacher(page)
      // Sets `private, no-cache` and gzips its body itself; the header going out is still the API's.
      const browse = await page.request.get('/api/role-models?q=engineer')
      expectPrivate(browse, 'GET', 200)
      expect(browse.headers()['content-encoding']).toBe('gzip')
      expectPrivate(await page.request.get('/api/role-models?start=abc'), 'GET, a start that is no number', 200)
      expectPrivate(await page.request.post('/api/role-models', { data: {} }), 'POST', 405)
    },
  },
}

test.describe('the JSON API is never cached', () => {
  test('every API route file has its requests here, and every request here has its route file', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(apiRouteFiles())
  })

  for (const file of apiRouteFiles()) {
    test(file, async ({ page, request, playwright, baseURL }) => {
      // Signing in, drafting events and inviting role models through the pages takes longer than one page's check.
      test.slow()
      const route = ROUTES[file]
      if (!route) throw new Error(`${file} is an API route with no requests here: add them to ROUTES`)

      // Signed out, every method is refused (401 or 403 before any lookup, 405 for a method the route does not take).
      const visitor = await playwright.request.newContext({ baseURL })
      for (const method of METHODS) {
        const response = await visitor.fetch(route.signedOut, { method, data: method === 'GET' || method === 'HEAD' ? undefined : {} })
        expectPrivate(response, `${method} ${route.signedOut} signed out`, 'refused')
      }
      await visitor.dispose()

      await route.signedIn({ page, request })
    })
  }

  test('answers made before or outside the routes are private too: refusals, unknown addresses, other spellings', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL })
    expectPrivate(await visitor.get('/api/no-such-thing'), 'an unknown API address', 404)
    // Remix matches routes in any case and percent-decoded: these reach api.role-models.ts.
    expectPrivate(await visitor.get('/API/Role-Models'), 'the API in capitals', 401)
    expectPrivate(await visitor.get('/%61pi/role-models'), 'the API percent-encoded', 401)
    // Refused in server/index.ts before Remix: a post from another site, a method nothing answers, a body too large.
    expectPrivate(await visitor.post('/api/role-model-favourites', { headers: { Origin: 'https://evil.example' }, data: { userId: 1 } }), 'a cross-origin post', 403)
    expectPrivate(await visitor.fetch('/api/role-models', { method: 'TRACE' }), 'TRACE', 405)
    expectPrivate(await visitor.post('/api/role-model-favourites', { headers: { 'Content-Type': 'application/json' }, data: 'x'.repeat(2 * 1024 * 1024) }), 'a body too large', 413)
    await visitor.dispose()
  })
})
