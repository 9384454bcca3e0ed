import { expect, test } from '@playwright/test'
import { completeProfileData, createRoleModel, reference, updateRoleModel } from './support/role-models'
import { waitForHydration } from './support/teacher'

// Issue 50 item 6: a stored language applies at once. With JavaScript on, the sign-in is a navigation inside the page:
// the root's data switches to the stored language, and the strings must follow it, not only <html lang>.
test('signing in as a role model whose language is te reo Māori switches the strings without a reload', async ({ page, request }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'without JavaScript every answer is a whole page in the stored language')
  const ref = await reference(request)
  const roleModel = await createRoleModel(request, { ...completeProfileData(ref), firstName: 'Aroha', surname: `Reo${Date.now()}`, checkStatus: 'approved' })
  await updateRoleModel(request, roleModel.id, { language: 'mi' })

  await page.goto('/account/log-in/role-model')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // A mark on this window: a full reload would lose it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await page.getByLabel('Email', { exact: true }).fill(roleModel.email)
  await page.getByLabel('Password', { exact: true }).fill(roleModel.password)
  await page.getByRole('button', { name: 'Log in' }).click()

  await expect(page).toHaveURL(/\/role-model$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'mi')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Takiputa' }).or(page.getByRole('banner').getByRole('link', { name: 'Takiputa' }))).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})
