import type { ServerBuild } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { routePatterns } from './request-log'

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} })

// The shape of Remix's build: the root, a layout with children, an index, a splat and a dynamic segment.
const routes = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('routes/_index', 'root', undefined, true),
    route('routes/account', 'root', 'account'),
    route('routes/account.sign-up.role-model.$email', 'routes/account', 'sign-up/role-model/:email'),
    route('routes/events.$id._index', 'root', 'events/:id', true),
    route('routes/$', 'root', '*'),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild['routes']

describe('route patterns in the request log', () => {
  const routeOf = routePatterns(routes)

  it("names a page by its route's pattern, never by the address (which can hold an email address)", () => {
    expect(routeOf('/account/sign-up/role-model/aroha@example.nz')).toBe('/account/sign-up/role-model/:email')
    expect(routeOf('/events/42')).toBe('/events/:id')
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/no/such/page')).toBe('/*')
  })

  it('names the admin, its API and the built files by their prefix', () => {
    expect(routeOf('/admin/collections/role-models/12')).toBe('/admin/*')
    expect(routeOf('/cms-api/staff/login')).toBe('/cms-api/*')
    expect(routeOf('/build/_shared/chunk-ABC.js')).toBe('/build/*')
  })
})
