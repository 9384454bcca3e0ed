// Fails when cms/payload-types.ts no longer matches the collections: regenerates into a temporary file and compares.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const committed = 'cms/payload-types.ts'
const dir = mkdtempSync(path.join(tmpdir(), 'payload-types-'))
const fresh = path.join(dir, 'payload-types.ts')
try {
  // Payload's generator writes to PAYLOAD_TS_OUTPUT_PATH when set; the npm script fixes everything else.
  execFileSync('npm', ['run', '--silent', 'generate:types'], { env: { ...process.env, PAYLOAD_TS_OUTPUT_PATH: fresh }, stdio: ['ignore', 'ignore', 'inherit'] })
  if (!existsSync(committed) || readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(`${committed} is out of date with the collections: run \`npm run generate:types\` and commit the result.`)
    process.exitCode = 1
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
