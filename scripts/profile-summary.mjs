/**
 * Where a CPU profile's time goes (for `BENCH_PROFILE=dir npm run bench`): self time by package or file, the
 * hottest functions, and the total (self + callees) time of every function that takes at least 2% of the profile.
 *
 *   node scripts/profile-summary.mjs bench/profiles/CPU.….cpuprofile [how many rows, 25 by default] [last seconds]
 *
 * With `last seconds`, only the samples of the profile's last seconds count: the bench measures the address under
 * load last, so `10` leaves out the start, the seeding checks and /healthz's own load.
 */
import fs from 'node:fs'

const [file, rowsArg, lastArg] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/profile-summary.mjs <file.cpuprofile> [rows]')
  process.exit(1)
}
const rows = Number(rowsArg ?? 25)
const profile = JSON.parse(fs.readFileSync(file, 'utf8'))
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

// Self time per node from the samples and their time deltas (microseconds).
const self = new Map()
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity
let at = profile.startTime
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0
  if (at >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
})
const total = [...self.values()].reduce((sum, value) => sum + value, 0)

const where = (url) => {
  if (!url) return '(native)'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  if (url.startsWith('node:')) return 'node'
  return url.replace(/^file:\/\/.*?\/(build|app|cms)\//, '$1/')
}
const label = (node) => `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`

const byPackage = new Map()
const byFunction = new Map()
const inclusive = new Map()
for (const [id, micros] of self) {
  const node = nodes.get(id)
  byPackage.set(where(node.callFrame.url), (byPackage.get(where(node.callFrame.url)) ?? 0) + micros)
  byFunction.set(label(node), (byFunction.get(label(node)) ?? 0) + micros)
  // Each function on the stack counted once per sample (recursion does not double it).
  const seen = new Set()
  for (let at = id; at != null; at = parent.get(at)) {
    const name = label(nodes.get(at))
    if (seen.has(name)) continue
    seen.add(name)
    inclusive.set(name, (inclusive.get(name) ?? 0) + micros)
  }
}

const show = (title, map, limit = rows) => {
  console.log(`\n${title}`)
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${((micros / total) * 100).toFixed(1).padStart(6)}%  ${name}`)
  }
}
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`)
show('Self time by package or file', byPackage)
show('Self time by function', byFunction)
show('Total time (self + callees), functions >= 2%', new Map([...inclusive].filter(([, micros]) => micros / total >= 0.02)), rows * 2)
