import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { documentBody } from './document-body.server'

const page = `<!DOCTYPE html><html lang="en"><body>${'<p>Kia ora, ngā mihi</p>'.repeat(100)}</body></html>`

describe('documentBody', () => {
  it('gzips a page for a browser that accepts gzip, with its length and Vary', () => {
    const headers = new Headers()
    const body = documentBody(page, 'gzip, deflate', headers) as Uint8Array
    expect(headers.get('Content-Encoding')).toBe('gzip')
    expect(headers.get('Vary')).toBe('Accept-Encoding')
    expect(Number(headers.get('Content-Length'))).toBe(body.length)
    expect(zlib.gunzipSync(body).toString()).toBe(page)
  })

  it('sends the page as it is to a browser that refuses gzip or names none, and a small page as it is', () => {
    for (const accepted of [null, 'identity', 'gzip;q=0', 'br']) {
      const headers = new Headers()
      const body = documentBody(page, accepted, headers) as Uint8Array
      expect(headers.get('Content-Encoding')).toBeNull()
      expect(Buffer.from(body).toString()).toBe(page)
      expect(Number(headers.get('Content-Length'))).toBe(Buffer.byteLength(page))
    }
    const headers = new Headers()
    expect(Buffer.from(documentBody('<!DOCTYPE html><html></html>', 'gzip', headers) as Uint8Array).toString()).toBe('<!DOCTYPE html><html></html>')
    expect(headers.get('Content-Encoding')).toBeNull()
  })
})
