import fs from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The server loads the router's CommonJS build (its package has no exports map), which the patch changes.
const require = createRequire(import.meta.url)
const router = require('@remix-run/router') as typeof import('@remix-run/router')

describe('the patched route matcher (patches/@remix-run+router+*.patch)', () => {
  it('is installed: npm ci applies it', () => {
    expect(fs.readFileSync(require.resolve('@remix-run/router'), 'utf8')).toContain('function compilePathUncached(')
  })

  it('keeps case sensitivity and ends apart for the same pattern, whatever was compiled first', () => {
    for (let round = 0; round < 2; round++) {
      expect(router.matchPath({ path: '/Events/:id', caseSensitive: true, end: true }, '/events/7')).toBeNull()
      expect(router.matchPath({ path: '/Events/:id', caseSensitive: false, end: true }, '/events/7')?.params).toEqual({ id: '7' })
      expect(router.matchPath({ path: '/Events/:id', caseSensitive: false, end: true }, '/events/7/edit')).toBeNull()
      expect(router.matchPath({ path: '/Events/:id', caseSensitive: false, end: false }, '/events/7/edit')?.pathnameBase).toBe('/events/7')
    }
  })

  it('matches routes as before: params, optional segments, splats and ranking', () => {
    const routes = [{ path: '/', children: [{ index: true }, { path: 'events/:id' }, { path: 'events/new' }, { path: 'style-guide/:tab?' }, { path: '*' }] }]
    const ids = (path: string) => router.matchRoutes(routes, path)?.map((match) => [match.route.path ?? 'index', match.params])
    for (let round = 0; round < 2; round++) {
      expect(ids('/events/new')?.at(-1)).toEqual(['events/new', {}])
      expect(ids('/events/42')?.at(-1)).toEqual(['events/:id', { id: '42' }])
      expect(ids('/style-guide')?.at(-1)).toEqual(['style-guide/:tab?', { tab: undefined }])
      expect(ids('/style-guide/tab-2')?.at(-1)).toEqual(['style-guide/:tab?', { tab: 'tab-2' }])
      expect(ids('/no/such/page')?.at(-1)).toEqual(['*', { '*': 'no/such/page' }])
      expect(ids('/')?.at(-1)).toEqual(['index', {}])
    }
  })
})
