/**
 * The JavaScript a first visit to each page downloads (gzip), from the Remix build's manifest: the client entry,
 * the root route and every route module down to the page, with their shared chunks, each file counted once.
 *
 *   node scripts/js-budget.mjs          (after `npm run build`; prints a table, exits 1 when a page is over budget)
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'

/** Every product page stays under this much JavaScript on a first visit (issue 13). */
export const PAGE_BUDGET_BYTES = 90 * 1024

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = path.join(root, 'public')

export function readManifest() {
  const dir = path.join(publicDir, 'build')
  const file = fs.readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error('No Remix manifest in public/build: run `npm run build` first.')
  const text = fs.readFileSync(path.join(dir, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))
}

const gzipSizes = new Map()
function gzipSize(url) {
  if (!gzipSizes.has(url)) gzipSizes.set(url, zlib.gzipSync(fs.readFileSync(path.join(publicDir, url)), { level: 9 }).length)
  return gzipSizes.get(url)
}

/** The files (addresses under /build) a first visit to the route downloads: entry, root, each route down to it, their chunks. */
export function firstVisitFiles(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) break
    files.add(route.module)
    for (const url of route.imports ?? []) files.add(url)
  }
  return [...files]
}

/** Gzip bytes of JavaScript a first visit to the route downloads. */
export function firstVisitBytes(manifest, routeId) {
  return firstVisitFiles(manifest, routeId).reduce((sum, url) => sum + gzipSize(url), 0)
}

/** The client build's esbuild metafile (what each built file is made of), or null when the build has none. */
export function readMetafile() {
  const file = path.join(root, 'build', 'metafile.js.json')
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null
}

/**
 * Of a first visit's gzip bytes, those the locale catalogues (locales/*.json bundled into the client) account for:
 * the gzip size of the catalogues as the bundle holds them (minified JSON), per built file, each counted once. An
 * estimate (gzip works across a whole file), good enough to tell whether a page holds its budget without them.
 */
export function firstVisitLocaleBytes(manifest, metafile, routeId) {
  let total = 0
  for (const url of firstVisitFiles(manifest, routeId)) {
    const output = metafile?.outputs[path.posix.join('public', url)]
    if (!output) continue
    const catalogues = Object.keys(output.inputs).filter((input) => /(^|\/)locales\/.*\.json$/.test(input))
    if (!catalogues.length) continue
    total += localeGzip(catalogues)
  }
  return total
}

const localeSizes = new Map()
function localeGzip(inputs) {
  const key = inputs.join('\n')
  if (!localeSizes.has(key)) {
    const text = inputs.map((input) => JSON.stringify(JSON.parse(fs.readFileSync(path.join(root, input), 'utf8')))).join('')
    localeSizes.set(key, zlib.gzipSync(text, { level: 9 }).length)
  }
  return localeSizes.get(key)
}

/** Routes that render a page (a default export): resource routes ship no JavaScript of their own. */
export function pageRoutes(manifest) {
  return Object.values(manifest.routes).filter((route) => route.id !== 'root' && !route.id.startsWith('legacy/') && !/\/api\.|^routes\/api\./.test(route.id) && route.hasErrorBoundary !== undefined)
}

/** Per product page: first-visit gzip kB, and the same without the bundled locale catalogues. */
export function budgetRows() {
  const manifest = readManifest()
  const metafile = readMetafile()
  const rows = pageRoutes(manifest).map((route) => {
    const bytes = firstVisitBytes(manifest, route.id)
    return { route: route.id.replace(/^routes\//, ''), kb: bytes / 1024, withoutLocalesKb: (bytes - firstVisitLocaleBytes(manifest, metafile, route.id)) / 1024 }
  })
  return rows.sort((a, b) => b.kb - a.kb)
}

function main() {
  const rows = budgetRows()
  const width = Math.max(...rows.map((row) => row.route.length))
  console.log(`${'page'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'without locales'.padStart(15)}`)
  for (const row of rows) console.log(`${row.route.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)} kB  ${row.withoutLocalesKb.toFixed(1).padStart(12)} kB${row.kb * 1024 >= PAGE_BUDGET_BYTES ? '  over budget' : ''}`)
  const over = rows.filter((row) => row.kb * 1024 >= PAGE_BUDGET_BYTES)
  console.log(`\n${rows.length} pages; budget ${PAGE_BUDGET_BYTES / 1024} kB gzip; ${over.length} over.`)
  if (over.length) process.exitCode = 1
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
