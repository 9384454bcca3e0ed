import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload } from './support/payload'

let payload: Payload
// Imported after the test database is configured: the Payload config reads the environment when loaded.
let content: typeof import('../../app/domain/accounts/content.server')

beforeAll(async () => {
  payload = (await startTestPayload()).payload
  content = await import('../../app/domain/accounts/content.server')
})

describe("the programme's name", () => {
  it('comes from site settings and follows an edit at once', async () => {
    expect(await content.programmeName(payload, 'en')).toBe('Inspiring the Future Aotearoa')
    await payload.updateGlobal({ slug: 'site-settings', data: { programmeName: 'Role Models Aotearoa' }, overrideAccess: true })
    expect(await content.programmeName(payload, 'en')).toBe('Role Models Aotearoa')
  })

  it('refuses a terms address that is neither a site path nor https', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { termsPageUrl: 'javascript:alert(1)' }, overrideAccess: true })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { termsPageUrl: 'http://example.nz/terms' }, overrideAccess: true })).rejects.toThrow()
    const saved = await payload.updateGlobal({ slug: 'site-settings', data: { termsPageUrl: 'https://example.nz/terms' }, overrideAccess: true })
    expect(saved.termsPageUrl).toBe('https://example.nz/terms')
  })
})
