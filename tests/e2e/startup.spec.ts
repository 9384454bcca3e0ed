import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'

/** Starts the built server with the given environment and returns what it printed when it stopped. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['build/server/server.js'], {
    // Remix's globals make NODE_ENV a required key of ProcessEnv; some starts here leave it out on purpose.
    env: { PATH: process.env.PATH ?? '', PORT: '3999', DISABLE_JOBS: '1', ...env } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() }
}

test.describe('start-up with bad configuration', () => {
  test('a production start without secrets stops with one clear line', () => {
    const { status, output } = start({ NODE_ENV: 'production', DATABASE_URI: 'file:./tests/.tmp/never.db' })
    expect(status).toBe(1)
    expect(output.split('\n')).toHaveLength(1)
    expect(output).toContain('Cannot start: Invalid configuration: PAYLOAD_SECRET is required in production')
  })

  test('an unreachable database stops with one clear line', () => {
    const secrets = { PAYLOAD_SECRET: 'x'.repeat(40), SESSION_SECRET: 'y'.repeat(40), NODE_ENV: 'production' }
    const sqlite = start({ ...secrets, DATABASE_URI: 'file:./package.json/app.db' })
    expect(sqlite.status).toBe(1)
    expect(sqlite.output).toMatch(/^Cannot start: the database at file:.\/package.json\/app.db is not reachable/)
    expect(sqlite.output.split('\n')).toHaveLength(1)

    const mongo = start({ ...secrets, DATABASE_URI: 'mongodb://127.0.0.1:9/programme' })
    expect(mongo.status).toBe(1)
    expect(mongo.output).toMatch(/^Cannot start: the database at mongodb:\/\/127.0.0.1:9\/programme is not reachable/)
    expect(mongo.output.split('\n')).toHaveLength(1)
  })

  test('the development identity provider on every interface stops with one clear line', () => {
    const { status, output } = start({ DEV_SSO: '1', DATABASE_URI: 'file:./tests/.tmp/never.db', PAYLOAD_SECRET: 'x'.repeat(40), SESSION_SECRET: 'y'.repeat(40) })
    expect(status).toBe(1)
    expect(output).toMatch(/^Cannot start: DEV_SSO=1 lets anyone sign in as a teacher, and the server would listen on every network interface/)
    expect(output.split('\n')).toHaveLength(1)
  })

  test('an invalid database address is refused before connecting', () => {
    const { status, output } = start({ DATABASE_URI: 'postgres://db/app', PAYLOAD_SECRET: 'x'.repeat(40), SESSION_SECRET: 'y'.repeat(40) })
    expect(status).toBe(1)
    expect(output).toBe('Cannot start: Invalid configuration: DATABASE_URI must start with file:, mongodb:// or mongodb+srv://')
  })
})
