import { describe, expect, it } from 'vitest'
import { adminLoginPath, staffReturnPath } from './staff-return'

describe("the admin sign-in's way back", () => {
  it.each([
    ['/staff', '/staff'],
    ['/staff/vetting', '/staff/vetting'],
    ['/staff/outreach?days=90#silent', '/staff/outreach?days=90#silent'],
    ['/staff?from=2026-01-01&to=2026-06-30', '/staff?from=2026-01-01&to=2026-06-30'],
    ['/admin', '/admin'],
    ['/admin/collections/role-models?where[checkStatus][equals]=pending', '/admin/collections/role-models?where[checkStatus][equals]=pending'],
    ['/staff/./vetting', '/staff/vetting'],
  ])('keeps the staff page or admin path %s', (value, expected) => {
    expect(staffReturnPath(value)).toBe(expected)
  })

  it.each([
    // Other sites and schemes, however written.
    'https://evil.example/staff', '//evil.example/staff', '/\\evil.example/staff', '\\\\evil.example', 'javascript:alert(1)//staff',
    '/%2F%2Fevil.example/staff', '%2Fstaff', '/%5Cevil.example', '/.//evil.example/staff',
    // Same site, but not a staff page: the sign-in is the admin's, so it comes back to the staff's pages only.
    '/', '/role-models', '/events/1', '/staffroom', '/administer', '/staff/../role-models', '/staff/%2e%2e/events', '/api/role-models',
    '', null, undefined,
  ])('refuses %j', (value) => {
    expect(staffReturnPath(value)).toBeNull()
  })

  it('sends a staff page to the sign-in with its address, and anything else to the plain sign-in', () => {
    expect(adminLoginPath('/staff/vetting')).toBe('/admin/login?redirect=%2Fstaff%2Fvetting')
    expect(adminLoginPath('/staff?from=2026-01-01&school=3')).toBe('/admin/login?redirect=%2Fstaff%3Ffrom%3D2026-01-01%26school%3D3')
    expect(adminLoginPath('//evil.example/staff')).toBe('/admin/login')
    expect(adminLoginPath('/role-models')).toBe('/admin/login')
    expect(adminLoginPath(null)).toBe('/admin/login')
  })
})
