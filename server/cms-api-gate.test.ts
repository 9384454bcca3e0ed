import { describe, expect, it } from 'vitest'
import { isOpenCmsApiRequest } from './cms-api-gate'

describe('Payload REST API gate', () => {
  it.each([
    ['POST', '/cms-api/staff/login'],
    ['POST', '/cms-api/staff/logout'],
    ['GET', '/cms-api/staff/me'],
    ['POST', '/cms-api/staff/forgot-password'],
    ['GET', '/cms-api/access'],
    ['GET', '/cms-api/media/file/photo.jpg'],
    ['HEAD', '/cms-api/media/file/photo-400x400.png'],
  ])('lets %s %s through without staff (the admin sign-in and content images)', (method, path) => {
    expect(isOpenCmsApiRequest(method, path)).toBe(true)
  })

  it.each([
    ['POST', '/cms-api/role-models'],
    ['POST', '/cms-api/role-models/reset-password'],
    ['POST', '/cms-api/role-models/forgot-password'],
    ['POST', '/cms-api/role-models/login'],
    ['GET', '/cms-api/role-models/me'],
    ['POST', '/cms-api/teachers/forgot-password'],
    ['PATCH', '/cms-api/role-models/1'],
    ['GET', '/cms-api/media'],
    ['GET', '/cms-api/media?limit=100'],
    ['POST', '/cms-api/media'],
    ['DELETE', '/cms-api/media/file/photo.jpg'],
    ['POST', '/cms-api/contact-enquiries'],
    ['GET', '/cms-api/events'],
    ['GET', '/cms-api/staff'],
    ['POST', '/cms-api/staff'],
    ['GET', '/cms-api/media/file/../role-models'],
  ])('refuses %s %s without staff', (method, path) => {
    expect(isOpenCmsApiRequest(method, path)).toBe(false)
  })
})
