import { test } from '@playwright/test'
import type { Page } from '@playwright/test'

/** Screenshots at 1280 and 375 px for a person to look at (tests/.tmp/screens), JavaScript on only. */
export async function shoot(page: Page, name: string) {
  if (test.info().project.name !== 'js') return
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `tests/.tmp/screens/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}
