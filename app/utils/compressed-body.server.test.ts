import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressedBody, compressedJson, compressedJsonResponse } from './compressed-body.server'

const page = `<!DOCTYPE html><html lang="en"><body>${'<p>Kia ora, ngā mihi</p>'.repeat(100)}</body></html>`

describe('compressedBody', () => {
  it('gzips a page for a browser that accepts gzip, with its length and Vary', () => {
    const headers = new Headers()
    const body = compressedBody(page, 'gzip, deflate', headers) as Uint8Array
    expect(headers.get('Content-Encoding')).toBe('gzip')
    expect(headers.get('Vary')).toBe('Accept-Encoding')
    expect(Number(headers.get('Content-Length'))).toBe(body.length)
    expect(zlib.gunzipSync(body).toString()).toBe(page)
  })

  it('sends the page as it is to a browser that refuses gzip or names none, and a small page as it is', () => {
    for (const accepted of [null, 'identity', 'gzip;q=0', 'br']) {
      const headers = new Headers()
      const body = compressedBody(page, accepted, headers) as Uint8Array
      expect(headers.get('Content-Encoding')).toBeNull()
      expect(Buffer.from(body).toString()).toBe(page)
      expect(Number(headers.get('Content-Length'))).toBe(Buffer.byteLength(page))
    }
    const headers = new Headers()
    expect(Buffer.from(compressedBody('<!DOCTYPE html><html></html>', 'gzip', headers) as Uint8Array).toString()).toBe('<!DOCTYPE html><html></html>')
    expect(headers.get('Content-Encoding')).toBeNull()
  })

  it('compresses a loader\'s JSON answer, keeping its status and headers, and leaves other answers alone', async () => {
    const data = { cards: Array.from({ length: 40 }, (_, id) => ({ id, name: 'Aroha Ngata', job: 'Engineer' })) }
    const json = new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' } })
    const compressed = await compressedJsonResponse(json, 'gzip')
    expect(compressed.status).toBe(200)
    expect(compressed.headers.get('Content-Encoding')).toBe('gzip')
    expect(compressed.headers.get('Cache-Control')).toBe('private, no-store')
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString())).toEqual(data)

    const redirect = new Response(null, { status: 204, headers: { 'X-Remix-Redirect': '/events' } })
    expect(await compressedJsonResponse(redirect, 'gzip')).toBe(redirect)
    const text = new Response('x'.repeat(2000), { headers: { 'Content-Type': 'text/plain' } })
    expect(await compressedJsonResponse(text, 'gzip')).toBe(text)
  })

  it('writes an API\'s JSON once, gzipped with its own headers kept and Vary extended', async () => {
    const data = { data: Array.from({ length: 40 }, (_, id) => ({ id, name: 'Mere Tester' })), _meta: { page: 1 } }
    const response = compressedJson(data, 'gzip, br', { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' })
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('Vary')).toBe('Cookie, Accept-Encoding')
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(data)
  })
})
