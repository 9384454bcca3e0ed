import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * vitest `globalSetup`: names a folder for the run's template database (support/payload.ts: the first integration
 * file's boot, copied for the others) and removes it after the run. Nothing is made here: a run of unit tests alone
 * never boots Payload.
 */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-int-template-'))
  process.env.TEST_DB_TEMPLATE_DIR = dir
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
