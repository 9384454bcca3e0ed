import { handleEndpoints } from 'payload'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { browseRoleModels } from '~/domain/browse/browse.server'
import { parseBrowseQuery } from '~/domain/browse/query'
import { completeProfile, createRoleModel, createSchool, createTeacher } from './support/fixtures'
import { startTestPayload, uniqueEmail } from './support/payload'

let payload: Payload
let staffJwt: string

beforeAll(async () => {
  ;({ payload } = await startTestPayload())
  const credentials = { email: uniqueEmail('staff'), password: 'Correct-Horse-Battery-9' }
  await payload.create({ collection: 'staff', data: { ...credentials, name: 'Vetting staff' }, overrideAccess: true })
  staffJwt = (await payload.login({ collection: 'staff', data: credentials })).token!
})

/** A document saved as the admin's edit form saves it: the whole form as `_payload`, PATCHed to Payload's REST API. */
async function saveInAdmin(collection: 'role-models', id: number, changes: Record<string, unknown>) {
  const current = await payload.findByID({ collection, id, depth: 0, overrideAccess: true })
  const form = new FormData()
  form.set('_payload', JSON.stringify({ ...current, ...changes }))
  const request = new Request(`${payload.config.serverURL}/cms-api/${collection}/${id}?depth=0&fallback-locale=null`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${staffJwt}` },
    body: form,
  })
  const response = await handleEndpoints({ config: payload.config, request })
  expect(response.status, await response.clone().text()).toBe(200)
}

describe('a check approved in the admin', () => {
  it('reaches the teachers\' browse and search on their very next page', async () => {
    const surname = `Vetting${Date.now()}`
    const roleModel = await createRoleModel(payload, { ...(await completeProfile(payload)), firstName: 'Tama', surname, checkStatus: 'pending' })
    const school = await createSchool(payload)
    const teacher = await createTeacher(payload, school.id)
    const search = () => browseRoleModels({ payload, teacher, query: parseBrowseQuery(new URLSearchParams({ q: surname })) })

    expect((await search())._meta.totalResults).toBe(0)
    await saveInAdmin('role-models', roleModel.id, { checkStatus: 'approved' })

    const found = await search()
    expect(found.data.map((card) => card.id)).toEqual([roleModel.id])
    expect(found._meta.totalResults).toBe(1)
    // And gone again on the next page once staff decline it.
    await saveInAdmin('role-models', roleModel.id, { checkStatus: 'declined' })
    expect((await search())._meta.totalResults).toBe(0)
  })
})
