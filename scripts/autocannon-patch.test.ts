import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'
import autocannon from 'autocannon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The bench's load generator decoded every answer's body to text (autocannon 8 keeps bodies as strings, even when
// nothing reads them): for the 62 kB brotli entry script that decoding was 90% of its time, so the bench measured the
// load generator instead of the server (decision 0021). The patch keeps bodies only for what reads them.
const require = createRequire(import.meta.url)
const libDir = path.dirname(require.resolve('autocannon/lib/httpClient.js'))
const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody: (data: Buffer) => void } }

const BODY = 'x'.repeat(100_000)

describe('the patched autocannon decodes bodies only when something reads them (patches/autocannon+*.patch)', () => {
  let server: http.Server
  let url: string

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end(BODY))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** Runs `amount` requests and counts the body chunks autocannon stored. */
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

  it('is installed: npm ci applies it', () => {
    expect(fs.readFileSync(path.join(libDir, 'httpClient.js'), 'utf8')).toContain('this.keepsBodies')
  })

  it('stores no body when nothing reads it, and still counts every answer and its bytes', async () => {
    const { result, stored } = await run({})
    expect(stored).toBe(0)
    expect(result.requests.total).toBe(10)
    expect(result['2xx']).toBe(10)
    expect(result.throughput.total).toBeGreaterThanOrEqual(10 * BODY.length)
  })

  it('still hands the whole body to a request that reads it', async () => {
    const lengths: number[] = []
    const { stored } = await run({ requests: [{ method: 'GET', onResponse: (_status, body) => void lengths.push(body.length) }] })
    expect(stored).toBeGreaterThan(0)
    expect(lengths.length).toBeGreaterThan(0)
    expect(lengths.every((length) => length === BODY.length)).toBe(true)
  })

  it('still checks bodies with verifyBody', async () => {
    const { result } = await run({ verifyBody: (body) => body === BODY })
    expect(result.mismatches).toBe(0)
    expect(result.requests.total).toBe(10)
  })
})
