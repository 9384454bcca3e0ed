import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The built server (build/server/server.js, from `npm run build`) as an operator runs it, in a child process. */
export type BuiltServer = {
  base: string
  port: number
  dataDir: string
  child: ChildProcess
  output: () => string
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
}

/** A port nobody listens on now (asked of the system, then released). */
export async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** A fresh data folder under the system's temporary folder (database, media and outbox go inside it). */
export const tempDataDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `rm-ops-${name}-`))

/** Starts the built server on `dataDir` and waits until `/readyz` answers 200. */
export async function startBuiltServer(dataDir: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  // A given PORT (a test's own range), or one the system says is free.
  const port = env.PORT ? Number(env.PORT) : await freePort()
  let output = ''
  // Passwords hashed at the tests' cost, as in this test process, which makes the accounts these servers check
  // (tests/support/password-hash-cost.mjs).
  const child = spawn(process.execPath, ['--import', './tests/support/password-hash-cost.mjs', 'build/server/server.js'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVER_URL: `http://127.0.0.1:${port}`,
      DATABASE_URI: `file:${path.join(dataDir, 'app.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      PAYLOAD_SECRET: 'ops-test-payload-secret-ops-test-payload-secret',
      SESSION_SECRET: 'ops-test-session-secret-ops-test-session-secret',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))
  const base = `http://127.0.0.1:${port}`
  // Ready when /readyz says so; a process that ends first fails at once with what it printed.
  let ended = false
  void exited.then(() => (ended = true))
  for (;;) {
    if (ended) throw new Error(`The server stopped before it was ready:\n${output}`)
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false)
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { base, port, dataDir, child, output: () => output, exited }
}
