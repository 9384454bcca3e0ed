import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect'

describe('safe redirect path', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirectPath('/role-model?tab=1')).toBe('/role-model?tab=1')
  })
  it('refuses other sites and odd values', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(safeRedirectPath(value as string)).toBe('/')
    }
  })
})
