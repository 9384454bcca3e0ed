import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// The script's own measurement (scripts/js-budget.mjs), so the test and `npm run js-budget` cannot disagree.
import { PAGE_BUDGET_BYTES, budgetRows } from './js-budget.mjs'

const built = fs.existsSync(path.resolve('public/build')) && fs.readdirSync(path.resolve('public/build')).some((name) => name.startsWith('manifest-'))

// Measures the last `npm run build` (the test chain builds after the unit tests: without a build there is nothing to measure).
describe.skipIf(!built)('JavaScript budget (issue 13)', () => {
  it(`every product page downloads under ${PAGE_BUDGET_BYTES / 1024} kB of JavaScript (gzip) on a first visit`, () => {
    const rows = budgetRows()
    expect(rows.length).toBeGreaterThan(20)
    const over = rows.filter((row) => row.kb * 1024 >= PAGE_BUDGET_BYTES).map((row) => `${row.route} ${row.kb.toFixed(1)} kB (${row.withoutLocalesKb.toFixed(1)} kB without the locale catalogues)`)
    expect(over).toEqual([])
  })
})
