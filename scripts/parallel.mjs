// Runs npm scripts at the same time and fails when any of them fails: `node scripts/parallel.mjs typecheck lint build`.
// The test command's checks before the tests (type check, lint, build) use one core each for most of their time
// (tsc, eslint and knip are single-threaded), so on two cores they finish together sooner than one after the other.
// Each script's output is printed whole once it ends, so the logs do not interleave; the slowest is named at the end.
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
if (!scripts.length) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]')
  process.exit(2)
}

const started = Date.now()
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const chunks = []
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
        child.stdout.on('data', (chunk) => chunks.push(chunk))
        child.stderr.on('data', (chunk) => chunks.push(chunk))
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1)
          process.stdout.write(Buffer.concat(chunks))
          console.log(`[parallel] ${script}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} after ${seconds} s`)
          resolve({ script, ok: code === 0 })
        })
      }),
  ),
)
const failed = results.filter((result) => !result.ok).map((result) => result.script)
if (failed.length) {
  console.error(`[parallel] failed: ${failed.join(', ')}`)
  process.exit(1)
}
