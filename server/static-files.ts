import crypto from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { chooseEncoding } from '../app/utils/compressed-body.server'

/**
 * The built assets and the favicon, served from memory and compressed once (decision 0021). The files
 * under a directory are listed when the server starts (a production build does not change under a running
 * server), each one is read and compressed (brotli and gzip at their best) the first time it is asked for, and
 * every later request is a lookup and a write: no per-request compression, no file system, none of the page
 * middleware (session, nonce, page security policy) a static file does not need. Anything not in the list goes on
 * to the next handler untouched.
 */

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
/** Worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt', '.ico'])
/** Below this, the compressed form saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 512

type Prepared = { type: string; etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer }

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative)
    return entry.isFile() ? [relative] : []
  })
}

async function prepare(file: string): Promise<Prepared> {
  const identity = await fs.promises.readFile(file)
  const extension = path.extname(file).toLowerCase()
  const prepared: Prepared = {
    type: TYPES[extension] ?? 'application/octet-stream',
    etag: crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    identity,
  }
  if (COMPRESSIBLE.has(extension) && identity.length >= MIN_COMPRESS_BYTES) {
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ])
    if (br.length < identity.length) prepared.br = br
    if (gz.length < identity.length) prepared.gzip = gz
  }
  return prepared
}

export type StaticFiles = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & {
  files: ReadonlySet<string>
  /** Reads and compresses every file now, one after another (after the server starts, so no visitor waits). */
  prepareAll: () => Promise<void>
}

/**
 * A handler for the files under `dir` at the address prefix `mount` ('' for the site root). `cacheControl` is the
 * Cache-Control header for every answer (immutable for fingerprinted build files).
 */
export function staticFiles(dir: string, { mount = '', cacheControl }: { mount?: string; cacheControl: string }): StaticFiles {
  const root = path.resolve(dir)
  const files = new Set(listFiles(root).map((file) => `${mount}${file}`))
  const prepared = new Map<string, Promise<Prepared>>()

  const load = (pathname: string) => {
    let entry = prepared.get(pathname)
    if (!entry) {
      entry = prepare(path.join(root, pathname.slice(mount.length)))
      prepared.set(pathname, entry)
      entry.catch(() => prepared.delete(pathname))
    }
    return entry
  }

  const handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    let pathname: string
    try {
      pathname = decodeURIComponent(query >= 0 ? url.slice(0, query) : url)
    } catch {
      return next()
    }
    // Only the listed files: nothing else under the directory (or outside it) can be named.
    if (!files.has(pathname)) return next()
    load(pathname).then(
      (file) => {
        const available = (['br', 'gzip'] as const).filter((encoding) => file[encoding])
        const encoding = chooseEncoding(req.headers['accept-encoding'], available)
        // One tag per representation: a cache holding the brotli body must not revalidate it as the gzip one.
        const etag = `"${file.etag}${encoding ? `-${encoding}` : ''}"`
        res.setHeader('Cache-Control', cacheControl)
        res.setHeader('ETag', etag)
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
        if (available.length) res.setHeader('Vary', 'Accept-Encoding')
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304
          res.end()
          return
        }
        const body = encoding ? file[encoding]! : file.identity
        res.statusCode = 200
        res.setHeader('Content-Type', file.type)
        if (encoding) res.setHeader('Content-Encoding', encoding)
        res.setHeader('Content-Length', body.length)
        res.end(req.method === 'HEAD' ? undefined : body)
      },
      // A file that went away (a new build under a running server): whoever comes next answers.
      () => next(),
    )
  }
  const prepareAll = async () => {
    for (const file of files) await load(file).catch(() => undefined)
  }
  return Object.assign(handler, { files, prepareAll })
}
