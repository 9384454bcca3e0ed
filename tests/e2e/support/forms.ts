import type { Locator, Page } from '@playwright/test'

/**
 * A field's own error message, shown by the field. After a failed submit the error summary at the top of the form
 * repeats it as a link, so the text alone names two elements.
 */
export function fieldError(scope: Page | Locator, message: string): Locator {
  const exactly = new RegExp(`^\\s*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)
  // An inner locator is read relative to each item, so it starts from the page, not from the scope.
  const page = 'goto' in scope ? scope : scope.page()
  return scope.getByRole('listitem').filter({ hasText: exactly }).filter({ hasNot: page.getByRole('link') })
}
