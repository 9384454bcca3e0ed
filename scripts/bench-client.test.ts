import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import autocannon from 'autocannon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The bench's load connections drop the answers' bodies (scripts/bench-client.cjs, which replaced the autocannon patch
// on 2026-11-28): autocannon keeps every body as a string even when nothing reads it, and decoding the built entry
// script made the bench measure its load generator.
const require = createRequire(import.meta.url)
const DROP_BODIES = path.resolve('scripts/bench-client.cjs')
const dropBodies = require(DROP_BODIES) as (client: unknown) => void
const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody: (data: Buffer) => void } }

const BODY = 'x'.repeat(100_000)

describe("the bench's load connections keep no bodies (scripts/bench-client.cjs)", () => {
  let server: http.Server
  let url: string

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end(BODY))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** Runs 10 requests and counts the body chunks autocannon's queue stored. */
  async function run(options: Partial<autocannon.Options>) {
    const addBody = Queue.prototype.addBody
    let stored = 0
    Queue.prototype.addBody = function (this: unknown, data: Buffer) {
      stored++
      return addBody.call(this, data)
    }
    try {
      const result = await autocannon({ url, connections: 2, amount: 10, ...options })
      return { result, stored }
    } finally {
      Queue.prototype.addBody = addBody
    }
  }

  it('autocannon stores every body when nothing drops them (what the override is for)', async () => {
    const { stored } = await run({})
    expect(stored).toBeGreaterThanOrEqual(10)
  })

  it('stores no body with the override given as the bench gives it (a path), and still counts every answer and its bytes', async () => {
    const { result, stored } = await run({ setupClient: DROP_BODIES as unknown as (client: autocannon.Client) => void })
    expect(stored).toBe(0)
    expect(result.requests.total).toBe(10)
    expect(result['2xx']).toBe(10)
    expect(result.throughput.total).toBeGreaterThanOrEqual(10 * BODY.length)
  })

  it('fails loudly when autocannon no longer keeps bodies where the override expects', () => {
    expect(() => dropBodies({})).toThrow(/bench-client\.cjs/)
  })
})
