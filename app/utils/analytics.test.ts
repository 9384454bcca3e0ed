import { afterEach, describe, expect, it } from 'vitest'
import { enableAnalytics, ROLE_MODEL_SIGN_UP_EVENT, track } from './analytics'

type Provider = ((...args: unknown[]) => void) & { q?: unknown[][] }
const browser = globalThis as unknown as { window?: { plausible?: Provider; location?: { href: string } } }

afterEach(() => {
  enableAnalytics(false)
  delete browser.window
})

describe('track()', () => {
  it('does nothing while analytics is not configured', () => {
    browser.window = {}
    track('pageview')
    expect(browser.window.plausible).toBeUndefined()
  })

  it("queues calls made before the provider's script has loaded, in Plausible's shape", () => {
    browser.window = {}
    enableAnalytics(true)
    track('pageview', 'https://site.example/files/guide.pdf')
    track(ROLE_MODEL_SIGN_UP_EVENT)
    expect(browser.window.plausible?.q).toEqual([['pageview', { u: 'https://site.example/files/guide.pdf' }], ['Role Model Sign Up Form', undefined]])
  })

  it("calls the provider's global once it exists", () => {
    const calls: unknown[][] = []
    browser.window = { plausible: (...args: unknown[]) => void calls.push(args) }
    enableAnalytics(true)
    track('pageview')
    expect(calls).toEqual([['pageview', undefined]])
  })

  it('reports a page whose address could carry a secret by its clean address, and a given address cleaned too', () => {
    const calls: unknown[][] = []
    browser.window = { plausible: (...args: unknown[]) => void calls.push(args), location: { href: 'https://site.example/account/log-in/reset-password?token=s3cret' } }
    enableAnalytics(true)
    track('pageview')
    track('pageview', 'https://site.example/still-coming/s3cret')
    expect(calls).toEqual([['pageview', { u: 'https://site.example/account/log-in/reset-password' }], ['pageview', { u: 'https://site.example/still-coming' }]])
    expect(JSON.stringify(calls)).not.toContain('s3cret')
  })
})
