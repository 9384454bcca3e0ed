import os from 'node:os'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}', 'collections/**/*.test.ts', 'cms/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/ops/**/*.test.ts'],
    environment: 'node',
    // Integration tests each boot Payload on their own temporary SQLite file.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One test file per core: vitest's default leaves a core to itself (one file at a time on two cores), but the
    // integration files' time is their own process's (booting Payload, SQLite in process), not vitest's.
    maxWorkers: os.availableParallelism(),
    // The run's template database: migrated (or pushed) and seeded once, copied for each file (support/payload.ts).
    globalSetup: ['tests/integration/support/template.ts'],
    // Each test file's own temporary database, named before its imports (tests/integration/support/environment.ts).
    // And passwords hashed at a test's cost (tests/support/password-hash-cost.mjs; production's is held by a test).
    setupFiles: ['tests/support/password-hash-cost.mjs', 'tests/integration/support/environment.ts'],
    // LOG_LEVEL warn: the logger's info lines (Payload's migrations, requests) stay out of the test output.
    env: { NODE_ENV: 'test', DISABLE_JOBS: '1', LOG_LEVEL: 'warn', PAYLOAD_SECRET: 'test-payload-secret-test-payload-secret', SESSION_SECRET: 'test-session-secret-test-session-secret' },
  },
})
