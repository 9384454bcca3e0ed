import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { RENDER_BUILD, SERVER_ONLY } from '../../scripts/render-build.mjs'

const built = fs.existsSync(path.resolve(RENDER_BUILD)) && fs.existsSync(path.resolve('build/server/render-worker.js'))

describe('the server-only stand-in', () => {
  const standIn = createRequire(import.meta.url)('./server-only.cjs') as Record<string, unknown> & ((...args: unknown[]) => unknown)

  it('lets a module that uses a server-only package at its top level load: any name, called, chained or constructed', () => {
    const named = Object.create(standIn) as Record<string, (...args: unknown[]) => Record<string, (...args: unknown[]) => unknown>>
    expect(typeof named.sqliteTable).toBe('function')
    expect(() => named.text('name').notNull()).not.toThrow()
    expect(() => new (standIn as unknown as new () => unknown)()).not.toThrow()
    // Not a promise: `await import()` of a module re-exporting it resolves.
    expect((standIn as { then?: unknown }).then).toBeUndefined()
  })
})

// Checks the last `npm run build` (`npm test` builds before the unit tests; run alone without a build, nothing to check).
describe.skipIf(!built)("the render thread's copy of the build (decision 0065)", () => {
  it('imports none of the server-only packages', () => {
    const source = fs.readFileSync(path.resolve(RENDER_BUILD), 'utf8')
    const imported = [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1])
    expect(imported.length).toBeGreaterThan(10)
    expect(imported.filter((specifier) => SERVER_ONLY.test(specifier))).toEqual([])
    expect(imported).toContain('react-dom/server')
  })

  it('has the same routes as the build it was made from, and starts in a worker thread', async () => {
    const [copy, original] = await Promise.all([import(path.resolve(RENDER_BUILD)), import(path.resolve('build/index.js'))])
    expect(Object.keys(copy.routes)).toEqual(Object.keys(original.routes))
    expect(copy.assets.version).toBe(original.assets.version)
    const worker = new Worker(path.resolve('build/server/render-worker.js'))
    try {
      const first = await new Promise((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
        worker.once('exit', (code) => reject(new Error(`the render thread exited with ${code}`)))
      })
      expect(first).toBe('ready')
    } finally {
      await worker.terminate()
    }
  })
})
