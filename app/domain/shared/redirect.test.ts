import { describe, expect, it } from 'vitest'
import { safeRedirectPath, siteOrHttpsUrl } from './redirect'

describe('safe redirect path', () => {
  it.each([
    ['/role-model?tab=1', '/role-model?tab=1'],
    ['/role-models?q=a#grid', '/role-models?q=a#grid'],
    ['/events/./12', '/events/12'],
    ['/a/../role-model', '/role-model'],
    // An encoded backslash stays encoded in Location, so browsers read it as a path on this site.
    ['/./%5Cevil.example', '/%5Cevil.example'],
  ])('keeps the same-site path %s as %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    'https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'evil.example',
    '/.//evil.example', '/./\\evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example',
    '/%2E%2E//evil.example', '/\t/evil.example', '/\n/evil.example', '', null, undefined,
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
