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

/** The first target for a first visit to any product page; below what React 19 + Remix 2 ship (decision 0021). */
export const PAGE_TARGET_BYTES = 90 * 1024
/**
 * What the unit test holds so the JavaScript cannot creep (decision 0021): the framework floor every page loads (the
 * client entry, with React DOM and i18next, and the root route with Remix's router), and what a page adds to it (40 kB
 * since issue 35, decision 0050: form validation loads on demand, in chunks a first visit does not download).
 */
// 122.5 kB since decision 0099: the header's navigation as plain anchors the app follows added 0.3 kB to the floor
// (121.8 -> 122.1 kB) and takes ~0.4 ms of server CPU off every page it renders.
export const FLOOR_BUDGET_BYTES = 122.5 * 1024
export const PAGE_CODE_BUDGET_BYTES = 40 * 1024

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

/** Routes that render a page (a default export): resource routes ship no JavaScript of their own. */
export function pageRoutes(manifest) {
  return Object.values(manifest.routes).filter((route) => route.id !== 'root' && !route.id.startsWith('legacy/') && !/\/api\.|^routes\/api\./.test(route.id) && route.hasErrorBoundary !== undefined)
}

/** Gzip bytes every page loads: the client entry and the root route with their chunks. */
export function floorBytes(manifest = readManifest()) {
  return firstVisitBytes(manifest, 'root')
}

/** Per product page: first-visit gzip kB, and how much of it is the page's own (above the floor). */
export function budgetRows() {
  const manifest = readManifest()
  const floor = floorBytes(manifest)
  const rows = pageRoutes(manifest).map((route) => {
    const bytes = firstVisitBytes(manifest, route.id)
    return { route: route.id.replace(/^routes\//, ''), kb: bytes / 1024, pageKb: (bytes - floor) / 1024 }
  })
  return rows.sort((a, b) => b.kb - a.kb)
}

function main() {
  const rows = budgetRows()
  const width = Math.max(...rows.map((row) => row.route.length))
  const floor = floorBytes()
  console.log(`${'page'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'own code'.padStart(9)}`)
  for (const row of rows) {
    const notes = [row.kb * 1024 >= PAGE_TARGET_BYTES ? 'over target' : '', row.pageKb * 1024 > PAGE_CODE_BUDGET_BYTES ? 'OVER PAGE BUDGET' : ''].filter(Boolean).join(', ')
    console.log(`${row.route.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)} kB  ${row.pageKb.toFixed(1).padStart(6)} kB  ${notes}`)
  }
  const overTarget = rows.filter((row) => row.kb * 1024 >= PAGE_TARGET_BYTES)
  const overBudget = rows.filter((row) => row.pageKb * 1024 > PAGE_CODE_BUDGET_BYTES)
  console.log(`\n${rows.length} pages. Framework floor ${(floor / 1024).toFixed(1)} kB (budget ${FLOOR_BUDGET_BYTES / 1024} kB); page code budget ${PAGE_CODE_BUDGET_BYTES / 1024} kB, ${overBudget.length} over; target ${PAGE_TARGET_BYTES / 1024} kB a page, ${overTarget.length} over.`)
  if (overBudget.length || floor > FLOOR_BUDGET_BYTES) process.exitCode = 1
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
