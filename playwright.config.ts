import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000)
export const baseURL = `http://localhost:${port}`

/**
 * Debian's Chromium headless shell (package chromium-headless-shell) when it is there: the same Blink and V8 without
 * the full browser's processes, it used half the CPU of Debian's full Chromium in headless mode and took the same
 * tests 37% less time (docs/performance/log.md, twenty-eighth session). The full browser otherwise, or CHROMIUM_PATH.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
}

/**
 * End-to-end tests against the built server (run `npm run build` first). Every test runs with JavaScript on;
 * tests tagged @forms run again with JavaScript off.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // A trace is recorded on a failed test's retry (CI retries once), not on every run: recording one for every test
  // and keeping it only on failure cost a fifth of the runner's and browsers' CPU (docs/performance/log.md, 26th
  // session). Locally, `npx playwright test <file> --trace on` records one.
  use: { baseURL, trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: [
    // Once before the rest: a staff account for each worker's fixtures (see tests/e2e/global.setup.ts).
    { name: 'setup', testMatch: /global\.setup\.ts/ },
    { name: 'js', dependencies: ['setup'], use: { ...chromium, javaScriptEnabled: true } },
    { name: 'no-js', dependencies: ['setup'], grep: /@forms/, use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: {
    command: 'node tests/support/test-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SERVER_URL: baseURL,
      SMTP_PORT: String(smtpPort),
      MAIL_DIR: `tests/.tmp/mail-${port}`,
      E2E_DB_FILE: `tests/.tmp/e2e-${port}.db`,
      RATE_LIMIT_AUTH_PER_IP: '10000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '10000',
      RATE_LIMIT_FORMS_PER_IP: '10000',
    },
  },
})

export const mailDir = `tests/.tmp/mail-${port}`
