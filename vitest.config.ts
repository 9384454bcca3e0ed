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
    // Each test file's own temporary database, named before its imports (tests/integration/support/environment.ts).
    setupFiles: ['tests/integration/support/environment.ts'],
    // LOG_LEVEL warn: the logger's info lines (Payload's migrations, requests) stay out of the test output.
    env: { NODE_ENV: 'test', DISABLE_JOBS: '1', LOG_LEVEL: 'warn', PAYLOAD_SECRET: 'test-payload-secret-test-payload-secret', SESSION_SECRET: 'test-session-secret-test-session-secret' },
  },
})
