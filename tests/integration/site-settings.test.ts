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

  it('is one reader for pages and emails: English unless a language is given, te reo Māori once translated', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { programmeName: 'Role Models Aotearoa' }, overrideAccess: true })
    // Not yet translated: te reo Māori pages show the English name.
    expect(await content.programmeName(payload, 'mi')).toBe('Role Models Aotearoa')
    await payload.updateGlobal({ slug: 'site-settings', locale: 'mi', data: { programmeName: 'Whakatauira Aotearoa' }, overrideAccess: true })
    expect(await content.programmeName(payload, 'mi')).toBe('Whakatauira Aotearoa')
    expect(await content.programmeName(payload)).toBe('Role Models Aotearoa')
  })

  it('refuses a terms address that is neither a site path nor https', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { termsPageUrl: 'javascript:alert(1)' }, overrideAccess: true })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { termsPageUrl: 'http://example.nz/terms' }, overrideAccess: true })).rejects.toThrow()
    const saved = await payload.updateGlobal({ slug: 'site-settings', data: { termsPageUrl: 'https://example.nz/terms' }, overrideAccess: true })
    expect(saved.termsPageUrl).toBe('https://example.nz/terms')
  })
})
