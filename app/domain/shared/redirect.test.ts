import { describe, expect, it } from 'vitest'
import { safeRedirectPath, siteOrHttpsUrl } from './redirect'

describe('safe redirect path', () => {
  it.each([
    ['/role-model?tab=1', '/role-model?tab=1'],
    ['/role-models?q=a#grid', '/role-models?q=a#grid'],
    ['/events/./12', '/events/12'],
    ['/a/../role-model', '/role-model'],
    ['/events/12/feedback', '/events/12/feedback'],
    // Encoded slashes or backslashes later in the address stay encoded in Location: a path on this site.
    ['/role-models?q=a%2F%2Fb%5Cc', '/role-models?q=a%2F%2Fb%5Cc'],
    ['/events/%5C%5Cevil.example', '/events/%5C%5Cevil.example'],
    // Backslashes are read as slashes: these stay on this site.
    ['/events\\..\\..\\evil.example', '/evil.example'],
  ])('keeps the same-site path %s as %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    'https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'evil.example',
    '/.//evil.example', '/./\\evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example',
    '/%2E%2E//evil.example', '/\t/evil.example', '/\n/evil.example', '', null, undefined,
    // Other hosts and schemes, however written.
    'http://evil.example/events', 'HTTPS://evil.example', 'https:evil.example', 'http:/evil.example', ' //evil.example', '\t//evil.example',
    'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,hi', 'mailto:a@evil.example',
    // Backslashes, which browsers read as slashes.
    '\\/evil.example', '/\\/evil.example', '/\\\\evil.example',
    // Encoded forms: once, twice, and ones that normalise to them.
    '%2F%2Fevil.example', '%2f%2fevil.example', 'https%3A%2F%2Fevil.example', 'javascript%3Aalert(1)', '%5C%5Cevil.example',
    '/%2F/evil.example', '/%2f%2fevil.example', '/%5Cevil.example', '/%5c%5cevil.example', '/./%5Cevil.example',
    '/%252F%252Fevil.example', '/%25252F/evil.example', '/%09/evil.example', '/%0A/evil.example', '/%0d/evil.example',
    '/events/1/../../%2F%2Fevil.example', '/\u007f/evil.example',
  ])('refuses %j, which could leave the site', (value) => {
    expect(safeRedirectPath(value as string)).toBe('/')
  })

  it('uses the fallback it is given', () => {
    expect(safeRedirectPath('//evil.example', '/role-model')).toBe('/role-model')
  })
})

describe('links editors type', () => {
  it('are site paths or https addresses, else the fallback', () => {
    expect(siteOrHttpsUrl('/terms', '/x')).toBe('/terms')
    expect(siteOrHttpsUrl(' https://example.nz/terms ', '/x')).toBe('https://example.nz/terms')
    expect(siteOrHttpsUrl('http://example.nz/terms', '/x')).toBe('/x')
    expect(siteOrHttpsUrl('javascript:alert(1)', '/x')).toBe('/x')
    expect(siteOrHttpsUrl('//evil.example', '/x')).toBe('/x')
    expect(siteOrHttpsUrl('/.//evil.example', '/x')).toBe('/x')
    expect(siteOrHttpsUrl('https://user:pw@evil.example', '/x')).toBe('/x')
    expect(siteOrHttpsUrl('', '/x')).toBe('/x')
    expect(siteOrHttpsUrl(null, '/x')).toBe('/x')
  })
})
