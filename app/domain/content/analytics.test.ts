import { describe, expect, it } from 'vitest'
import { analyticsFrom, analyticsScriptUrl, analyticsSources, isAnalyticsSiteId, isTrackedDownload, loadsAnalytics, reportedAddress } from './analytics'

describe('analytics settings', () => {
  it('takes an https script address, or http on the loopback (development and tests), and nothing else', () => {
    expect(analyticsScriptUrl('https://stats.example.nz/js/script.manual.js')?.href).toBe('https://stats.example.nz/js/script.manual.js')
    expect(analyticsScriptUrl('http://127.0.0.1:4567/script.js')?.origin).toBe('http://127.0.0.1:4567')
    expect(analyticsScriptUrl('http://localhost:4567/script.js')).not.toBeNull()
    for (const bad of ['http://stats.example.nz/script.js', 'javascript:alert(1)', 'data:text/javascript,alert(1)', '//stats.example.nz/s.js', 'script.js', 'https://user:pw@stats.example.nz/s.js', '', '   ', null, undefined]) {
      expect(analyticsScriptUrl(bad), String(bad)).toBeNull()
    }
  })

  it('takes a domain or measurement id as the site id', () => {
    for (const ok of ['example.nz', 'G-AB12CD34', 'site_1:prod', '', null]) expect(isAnalyticsSiteId(ok), String(ok)).toBe(true)
    for (const bad of ['"><script>', 'a b', '-leading', 'x'.repeat(201)]) expect(isAnalyticsSiteId(bad), bad).toBe(false)
  })

  it('is configured only with a usable script address; the CSP allows the script by its exact address', () => {
    expect(analyticsFrom({})).toBeNull()
    expect(analyticsFrom({ analyticsScriptUrl: '', analyticsSiteId: 'example.nz' })).toBeNull()
    expect(analyticsFrom({ analyticsScriptUrl: 'http://stats.example.nz/s.js' })).toBeNull()
    const settings = analyticsFrom({ analyticsScriptUrl: ' https://stats.example.nz/js/s.js ', analyticsSiteId: ' example.nz ' })
    expect(settings).toEqual({ scriptUrl: 'https://stats.example.nz/js/s.js', siteId: 'example.nz', signedIn: false })
    expect(analyticsSources(settings)).toEqual({ script: 'https://stats.example.nz/js/s.js', connect: 'https://stats.example.nz' })
    expect(analyticsSources(null)).toBeNull()
  })

  it('loads for signed-in role models and teachers only when staff allow it', () => {
    const visitorsOnly = analyticsFrom({ analyticsScriptUrl: 'https://stats.example.nz/js/s.js' })
    const everyone = analyticsFrom({ analyticsScriptUrl: 'https://stats.example.nz/js/s.js', analyticsForSignedIn: true })
    expect([loadsAnalytics(visitorsOnly, false), loadsAnalytics(visitorsOnly, true)]).toEqual([true, false])
    expect([loadsAnalytics(everyone, false), loadsAnalytics(everyone, true)]).toEqual([true, true])
    expect([loadsAnalytics(null, false), loadsAnalytics(null, true)]).toEqual([false, false])
  })

  it('counts clicks on links to pdf and zip files', () => {
    for (const yes of ['/files/guide.pdf', 'https://example.nz/a/B.PDF?download=1', '/pack.zip#x']) expect(isTrackedDownload(yes), yes).toBe(true)
    for (const no of ['/files/guide.pdf.html', '/pdf', 'https://example.nz/zip/', 'mailto:a@b.nz']) expect(isTrackedDownload(no), no).toBe(false)
  })
})

describe('reportedAddress', () => {
  it('reports the addresses of emailed links without their secret, in the query or the path', () => {
    expect(reportedAddress('https://site.example/account/log-in/reset-password?token=abc123')).toBe('https://site.example/account/log-in/reset-password')
    expect(reportedAddress('https://site.example/account/verify?token=abc123&x=1')).toBe('https://site.example/account/verify')
    expect(reportedAddress('https://site.example/account/confirm-email?token=abc123')).toBe('https://site.example/account/confirm-email')
    expect(reportedAddress('https://site.example/still-coming/eyJyb3ciOjF9.c2lnbmF0dXJl?withdraw')).toBe('https://site.example/still-coming')
    expect(reportedAddress('https://site.example/still-coming?withdraw')).toBe('https://site.example/still-coming')
  })

  it('keeps every other address as it is', () => {
    for (const href of ['https://site.example/role-models?region=3', 'https://site.example/still-comingsoon', 'https://site.example/files/guide.pdf', 'not a url']) {
      expect(reportedAddress(href)).toBe(href)
    }
  })
})
