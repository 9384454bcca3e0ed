import type { AddressInfo } from 'node:net'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { errorLog, routePatterns } from './request-log'

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} })

// The shape of Remix's build: the root, a layout with children, an index, a splat and a dynamic segment.
const routes = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('routes/_index', 'root', undefined, true),
    route('routes/account', 'root', 'account'),
    route('routes/account.sign-up.role-model.$email', 'routes/account', 'sign-up/role-model/:email'),
    route('routes/events.$id._index', 'root', 'events/:id', true),
    route('routes/still-coming.$token', 'root', 'still-coming/:token'),
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

  it('names an address no route claims by its first segment when a route of ours begins with it, and never by the rest', () => {
    expect(routeOf('/still-coming/k2V9xQe7LmN4pR8sT1uW/more')).toBe('/still-coming/…')
    expect(routeOf('/account/sign-up/role-model/aroha@example.nz/x')).toBe('/account/…')
    expect(routeOf('/Still-Coming')).toBe('/still-coming')
    // A first segment of its own (which could be anything sent) is not logged.
    expect(routeOf('/k2V9xQe7LmN4pR8sT1uW')).toBe('/*')
    expect(routeOf('/aroha@example.nz/still-coming')).toBe('/*')
  })

  it('names an address that cannot be decoded without asking the router (which would print it)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(routeOf('/still-coming/%ZZk2V9xQe7')).toBe('/still-coming/…')
    expect(routeOf('/%E0%A4%A/k2V9xQe7')).toBe('/*')
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('names the admin, its API and the built files by their prefix', () => {
    expect(routeOf('/admin/collections/role-models/12')).toBe('/admin/*')
    expect(routeOf('/cms-api/staff/login')).toBe('/cms-api/*')
    expect(routeOf('/build/_shared/chunk-ABC.js')).toBe('/build/*')
  })
})

describe('the error log', () => {
  it('logs an error a middleware passed on under its route, without the address the error quotes, and answers its status', async () => {
    const lines: Record<string, unknown>[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) })
    const app = express()
    app.use((req, _res, nextFn) => nextFn(Object.assign(new Error(`Cannot read "${req.originalUrl}" (${decodeURIComponent(req.path)})`), { status: req.method === 'POST' ? 400 : undefined })))
    app.use(errorLog({ log: logger, routeOf: () => '/account/sign-up/role-model/:email' }))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const address = `http://127.0.0.1:${port}/account/sign-up/role-model/aroha%40example.nz?token=k2V9xQe7LmN4pR8sT1uW`
      const failed = await fetch(address)
      expect(failed.status).toBe(500)
      expect(await failed.text()).toBe('Internal Server Error')
      const refused = await fetch(address, { method: 'POST' })
      expect(refused.status).toBe(400)
      await refused.text()
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    expect(lines.map((line) => [line.level, line.msg, line.route, line.status])).toEqual([
      [50, 'Request failed', '/account/sign-up/role-model/:email', 500],
      [40, 'Request refused', '/account/sign-up/role-model/:email', 400],
    ])
    expect((lines[0].err as { message: string }).message).toBe('Cannot read "/account/sign-up/role-model/:email" (/account/sign-up/role-model/:email)')
    expect(JSON.stringify(lines)).not.toMatch(/aroha|example\.nz|k2V9xQe7LmN4pR8sT1uW|token=/)
  })
})
