import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { chooseEncoding } from '../app/utils/compressed-body.server'
import { staticFiles } from './static-files'

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br')
    expect(chooseEncoding('gzip', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br')
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull()
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull()
    expect(chooseEncoding('br', [])).toBeNull()
  })
})

describe('staticFiles', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
  const script = `export const text = ${JSON.stringify('kia ora '.repeat(400))}\n`
  let server: http.Server
  let base: string
  const passedOn = vi.fn()

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'build'))
    fs.writeFileSync(path.join(dir, 'build', 'entry-ABC.js'), script)
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside the mount')
    const build = staticFiles(path.join(dir, 'build'), { mount: '/build', cacheControl: 'public, max-age=31536000, immutable' })
    const site = staticFiles(dir, { cacheControl: 'public, max-age=3600' })
    server = http.createServer((req, res) =>
      build(req, res, () =>
        site(req, res, () => {
          passedOn(req.url)
          res.statusCode = 404
          res.end('next')
        }),
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      // Options, not a URL: a URL would resolve the dot segments the test sends on purpose.
      http.request({ host: '127.0.0.1', port: new URL(base).port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      }).on('error', reject).end()
    })

  it('answers a built file compressed once, with immutable caching and the negotiated encoding', async () => {
    const br = await get('/build/entry-ABC.js', { 'Accept-Encoding': 'gzip, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)

    const gzip = await get('/build/entry-ABC.js', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script)
    expect(gzip.headers.etag).not.toBe(br.headers.etag)

    const plain = await get('/build/entry-ABC.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('reads and compresses a file once: later requests never touch the disk', async () => {
    fs.writeFileSync(path.join(dir, 'build', 'entry-ABC.js'), 'changed on disk')
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/build/entry-ABC.js', { 'Accept-Encoding': 'br' })))
    for (const answer of answers) expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('prepares every listed file ahead of the first request', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
    fs.writeFileSync(path.join(other, 'app.css'), 'body { color: black }\n'.repeat(100))
    const files = staticFiles(other, { mount: '/build', cacheControl: 'public, max-age=31536000, immutable' })
    expect([...files.files]).toEqual(['/build/app.css'])
    await files.prepareAll()
    fs.rmSync(other, { recursive: true, force: true })
    const res = { setHeader: vi.fn(), end: vi.fn(), statusCode: 0 }
    const next = vi.fn()
    files({ method: 'GET', url: '/build/app.css', headers: {} } as never, res as never, next)
    await vi.waitFor(() => expect(res.end).toHaveBeenCalled())
    expect(next).not.toHaveBeenCalled()
    expect(String(res.end.mock.calls[0][0])).toContain('body { color: black }')
  })

  it('answers 304 to a matching If-None-Match and nothing to HEAD', async () => {
    const first = await get('/build/entry-ABC.js', { 'Accept-Encoding': 'br' })
    const again = await get('/build/entry-ABC.js', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await get('/build/entry-ABC.js', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('serves small files as they are, with the site cache time', async () => {
    const icon = await get('/favicon.svg', { 'Accept-Encoding': 'br' })
    expect(icon.status).toBe(200)
    expect(icon.headers['content-encoding']).toBeUndefined()
    expect(icon.headers['content-type']).toBe('image/svg+xml')
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('passes on anything it did not list: other methods, unknown files, escapes from the directory', async () => {
    passedOn.mockClear()
    expect((await get('/build/missing.js')).status).toBe(404)
    expect((await get('/build/../secret.txt')).status).toBe(404)
    expect((await get('/build/%2e%2e/secret.txt')).status).toBe(404)
    expect((await get('/%E0%A4%A')).status).toBe(404)
    expect((await get('/build/entry-ABC.js', {}, 'POST')).status).toBe(404)
    expect(passedOn.mock.calls.map(([url]) => url)).toEqual(['/build/missing.js', '/build/../secret.txt', '/build/%2e%2e/secret.txt', '/%E0%A4%A', '/build/entry-ABC.js'])
  })
})
