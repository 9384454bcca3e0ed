import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import { expect, test } from '@playwright/test'
import type { Browser, Page } from '@playwright/test'
import type { AxeResults, PartialResults, RunOptions } from 'axe-core'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The page axe merges its results in, one per browser (so one per test worker), in a context of its own. AxeBuilder
 * runs axe in every frame of the page under test (axe.runPartial), then merges the frames' results with axe.finishRun
 * in a blank page away from the page's own scripts: by default a new page for each check, which loads the whole axe
 * script again (on a small page, more than half of a check's time). finishRun only reads the results it is given, so
 * the same blank page, with axe loaded once, serves every check; which rules run, on which frames, is unchanged.
 */
const finishers = new WeakMap<Browser, Promise<Page>>()

function finishingPage(browser: Browser): Promise<Page> {
  let found = finishers.get(browser)
  if (!found) {
    found = (async () => {
      const page = await (await browser.newContext()).newPage()
      await page.evaluate(axe.source)
      // As AxeBuilder configures its blank page when the tested page has axe.runPartial.
      await page.evaluate(`axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`)
      return page
    })()
    finishers.set(browser, found)
  }
  return found
}

async function finishRun(browser: Browser, partialResults: PartialResults, options: RunOptions): Promise<AxeResults> {
  let page = await finishingPage(browser)
  if (page.isClosed()) {
    finishers.delete(browser)
    page = await finishingPage(browser)
  }
  // As a JSON string, as AxeBuilder passes it: Playwright's serialisation of the object itself is slower than the new
  // page it saves on a large page (the admin's translations list).
  return page.evaluate(
    ({ partials, options }) => (window as unknown as { axe: typeof axe }).axe.finishRun(JSON.parse(partials), options),
    { partials: JSON.stringify(partialResults), options },
  )
}

/**
 * Fails the test on any WCAG 2.2 A/AA violation axe finds on the current page. Axe runs as a script, so with
 * JavaScript off it is skipped; the same server-rendered markup is checked by the JavaScript-on project.
 */
export async function expectNoA11yViolations(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return
  // The same axe script in the page under test as in the finishing page.
  const builder = new AxeBuilder({ page, axeSource: axe.source }).withTags(TAGS)
  const browser = page.context().browser()
  if (browser) {
    // AxeBuilder's own finishRun (a private method) is replaced for this check only; see finishers above.
    const internals = builder as unknown as { option: RunOptions; finishRun: (partials: PartialResults) => Promise<AxeResults> }
    internals.finishRun = (partials) => finishRun(browser, partials, internals.option)
  }
  const results = await builder.analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
