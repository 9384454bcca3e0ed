import { expect } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { staffToken } from './role-models'

/** The staff's Authorization header for Payload's REST API (the tests' setup writes data as staff). */
export async function staffHeaders(request: APIRequestContext) {
  return { Authorization: `JWT ${await staffToken(request)}` }
}

/** Creates a document as staff through the REST API, failing the test with the answer when refused. */
export async function staffCreate(request: APIRequestContext, collection: string, data: Record<string, unknown>) {
  const response = await request.post(`/cms-api/${collection}`, { headers: await staffHeaders(request), data })
  expect(response.ok(), await response.text()).toBeTruthy()
  return (await response.json()).doc as { id: number }
}

/** The first document of a collection matching a REST query string (`where[...]=...`), read as staff. */
export async function staffFindOne(request: APIRequestContext, collection: string, query: string) {
  const response = await request.get(`/cms-api/${collection}?${query}&depth=0&limit=1`, { headers: await staffHeaders(request) })
  return (await response.json()).docs[0] as { id: number } & Record<string, unknown>
}
