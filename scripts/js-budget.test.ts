import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// The script's own measurement (scripts/js-budget.mjs), so the test and `npm run js-budget` cannot disagree.
import { FLOOR_BUDGET_BYTES, PAGE_CODE_BUDGET_BYTES, budgetRows, floorBytes } from './js-budget.mjs'

const built = fs.existsSync(path.resolve('public/build')) && fs.readdirSync(path.resolve('public/build')).some((name) => name.startsWith('manifest-'))

// Measures the last `npm run build` (`npm test` builds before the unit tests; run alone without a build, there is nothing to measure).
describe.skipIf(!built)('JavaScript budget (decision 0021)', () => {
  it(`the framework floor every page loads stays under ${FLOOR_BUDGET_BYTES / 1024} kB (gzip)`, () => {
    expect(floorBytes() / 1024).toBeLessThanOrEqual(FLOOR_BUDGET_BYTES / 1024)
  })

  it(`no product page adds more than ${PAGE_CODE_BUDGET_BYTES / 1024} kB (gzip) of its own on a first visit`, () => {
    const rows = budgetRows()
    expect(rows.length).toBeGreaterThan(20)
    const over = rows.filter((row) => row.pageKb * 1024 > PAGE_CODE_BUDGET_BYTES).map((row) => `${row.route} ${row.pageKb.toFixed(1)} kB of its own (${row.kb.toFixed(1)} kB in all)`)
    expect(over).toEqual([])
  })
})
