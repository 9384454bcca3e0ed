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

/** Gzip bytes of JavaScript a first visit to the route downloads. */
export function firstVisitBytes(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) break
    files.add(route.module)
    for (const url of route.imports ?? []) files.add(url)
  }
  return [...files].reduce((sum, url) => sum + gzipSize(url), 0)
}

/** Routes that render a page (a default export): resource routes ship no JavaScript of their own. */
export function pageRoutes(manifest) {
  return Object.values(manifest.routes).filter((route) => route.id !== 'root' && !route.id.startsWith('legacy/') && !/\/api\.|^routes\/api\./.test(route.id) && route.hasErrorBoundary !== undefined)
}

function main() {
  const manifest = readManifest()
  const rows = pageRoutes(manifest).map((route) => ({ route: route.id.replace(/^routes\//, ''), kb: firstVisitBytes(manifest, route.id) / 1024 }))
  rows.sort((a, b) => b.kb - a.kb)
  const width = Math.max(...rows.map((row) => row.route.length))
  for (const row of rows) console.log(`${row.route.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)} kB${row.kb * 1024 > PAGE_BUDGET_BYTES ? '  over budget' : ''}`)
  const over = rows.filter((row) => row.kb * 1024 > PAGE_BUDGET_BYTES)
  console.log(`\n${rows.length} pages; budget ${PAGE_BUDGET_BYTES / 1024} kB gzip; ${over.length} over.`)
  if (over.length) process.exitCode = 1
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
