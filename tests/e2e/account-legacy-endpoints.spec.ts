import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { GOOD_PASSWORD, logInAndWait, uniqueEmail } from './support/accounts'
import { createRoleModel } from './support/role-models'
import { waitForMail } from './support/mail'

async function securityId(page: Page) {
  await page.goto('/')
  return (await page.locator('input[name=SecurityID]').first().inputValue())!
}

const ajax = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

test.describe('legacy account endpoints (spec section 7)', () => {
  test('every endpoint refuses a missing SecurityID with 403, and an empty body with 400, in the spec’s shape', async ({ page }) => {
    await page.goto('/')
    for (const path of ['/home/signUpForm', '/Security/LoginForm', '/Security/lostpassword/lostPasswordForm', '/home/resendVerificationEmailForm', '/Security/changepassword/ChangePasswordForm/']) {
      const response = await page.request.post(path, { form: { Email: 'a@b.nz' }, headers: ajax })
      expect(response.status(), path).toBe(403)
      expect(await response.json(), path).toEqual({ success: false, message: 'Your session has expired. Please refresh the page and try again.' })
      // Posted with the AJAX headers but no body: a clear answer in the same shape, never a 500.
      const empty = await page.request.post(path, { headers: ajax })
      expect(empty.status(), path).toBe(400)
      expect(await empty.json(), path).toEqual({ success: false, message: 'Something went wrong. Please try again.' })
    }
    for (const step of ['validate', 'confirm']) {
      const response = await page.request.post(`/api/delete-account/${step}`, { data: { reason: 'x', email: 'a@b.nz', password: 'x' }, headers: ajax })
      expect(response.status()).toBe(403)
    }
  })

  test('sign-up, resend, lost password and login answer as the spec describes', async ({ page }) => {
    const SecurityID = await securityId(page)
    const email = uniqueEmail('legacy')
    const invalid = await page.request.post('/home/signUpForm', { form: { SecurityID, FirstName: '', Surname: 'T', Email: 'bad', 'Password[_Password]': 'short', 'Password[_ConfirmPassword]': 'short', AcceptTerms: '1' }, headers: ajax })
    // An expected failure answers 200: the spec's client reads the message only from a 200.
    expect(invalid.status()).toBe(200)
    const errors = await invalid.json()
    expect(errors[0]).toEqual({ fieldName: 'FirstName', message: 'First name is required' })
    expect(errors).toContainEqual({ fieldName: 'Email', message: 'Please enter a valid email address' })
    expect(errors).toContainEqual({ fieldName: 'Password[_Password]', message: 'Your password must be at least 10 characters long' })

    const ok = await page.request.post('/home/signUpForm', { form: { SecurityID, FirstName: 'Legacy', Surname: 'Client', Email: email, 'Password[_Password]': GOOD_PASSWORD, 'Password[_ConfirmPassword]': GOOD_PASSWORD, AcceptTerms: '1' }, headers: ajax })
    expect(await ok.json()).toMatchObject({ success: true })
    const again = await page.request.post('/home/signUpForm', { form: { SecurityID, FirstName: 'Legacy', Surname: 'Client', Email: email, 'Password[_Password]': GOOD_PASSWORD, 'Password[_ConfirmPassword]': GOOD_PASSWORD, AcceptTerms: '1' }, headers: ajax })
    expect((await again.json())[0].message).toBe(`An account with that email (${email}) already exists`)

    const unverified = await page.request.post('/Security/LoginForm', { form: { SecurityID, Email: email, Password: GOOD_PASSWORD, Remember: '0', AuthenticationMethod: 'MemberAuthenticator' }, headers: ajax })
    expect(await unverified.json()).toEqual({ success: false, message: 'Please verify your account before signing in', messageCast: 'text' })

    const resend = await page.request.post('/home/resendVerificationEmailForm', { form: { SecurityID, Email: email }, headers: ajax })
    expect(await resend.json()).toMatchObject({ success: true, alreadyVerified: false })
    const mail = await waitForMail(email, /Verify/)
    await page.goto(mail.links.find((l: string) => l.includes('/account/verify'))!)
    const verified = await page.request.post('/home/resendVerificationEmailForm', { form: { SecurityID, Email: email }, headers: ajax })
    expect(await verified.json()).toEqual({ success: true, alreadyVerified: true, message: 'Your email address has already been verified. Log in to continue profile creation.' })

    // Expected failures of the other endpoints: 200 and the spec's body.
    const lostInvalid = await page.request.post('/Security/lostpassword/lostPasswordForm', { form: { SecurityID, Email: 'not-an-email' }, headers: ajax })
    expect(lostInvalid.status()).toBe(200)
    expect(await lostInvalid.json()).toMatchObject({ success: false, message: expect.any(String) })
    const resendInvalid = await page.request.post('/home/resendVerificationEmailForm', { form: { SecurityID, Email: '' }, headers: ajax })
    expect(resendInvalid.status()).toBe(200)
    expect((await resendInvalid.json())[0].message).toEqual(expect.any(String))
    const changeSignedOut = await page.request.post('/Security/changepassword/ChangePasswordForm/', { form: { SecurityID, NewPassword1: 'x', NewPassword2: 'x' }, headers: ajax })
    expect(changeSignedOut.status()).toBe(200)
    expect((await changeSignedOut.json()).success).toBe(false)

    const lostUnknown = await (await page.request.post('/Security/lostpassword/lostPasswordForm', { form: { SecurityID, Email: uniqueEmail('nobody') }, headers: ajax })).json()
    const lostKnown = await (await page.request.post('/Security/lostpassword/lostPasswordForm', { form: { SecurityID, Email: email }, headers: ajax })).json()
    expect(lostKnown).toEqual(lostUnknown)
    expect(lostKnown.success).toBe(true)

    const wrong = await page.request.post('/Security/LoginForm', { form: { SecurityID, Email: email, Password: 'Wrong-password-1', Remember: '0', AuthenticationMethod: 'MemberAuthenticator' }, headers: ajax })
    expect(wrong.status()).toBe(200)
    expect(await wrong.json()).toEqual({ success: false, message: 'The email address or password you entered is incorrect. Please try again.', messageCast: 'text' })
    const login = await page.request.post('/Security/LoginForm', { form: { SecurityID, Email: email, Password: GOOD_PASSWORD, Remember: '1', AuthenticationMethod: 'MemberAuthenticator' }, headers: ajax })
    expect(await login.json()).toEqual({ success: true, redirect: '/role-model' })
  })

  test('change password and the delete-account API', async ({ page, request }) => {
    // A verified account made through the API: the sign-up endpoint is the test above's.
    const { email, password } = await createRoleModel(request)
    await logInAndWait(page, email, password)
    const SecurityID = await securityId(page)

    const mismatch = await page.request.post('/Security/changepassword/ChangePasswordForm/', { form: { SecurityID, CurrentPassword: password, NewPassword1: 'Fresh-Pass-2030', NewPassword2: 'Fresh-Pass-2031' }, headers: ajax })
    expect(await mismatch.json()).toEqual({ success: false, message: 'Passwords did not match' })
    const wrong = await page.request.post('/Security/changepassword/ChangePasswordForm/', { form: { SecurityID, CurrentPassword: 'nope-nope-1', NewPassword1: 'Fresh-Pass-2030', NewPassword2: 'Fresh-Pass-2030' }, headers: ajax })
    expect(await wrong.json()).toEqual({ success: false, message: 'Current password incorrect' })
    const changed = await page.request.post('/Security/changepassword/ChangePasswordForm/', { form: { SecurityID, CurrentPassword: password, NewPassword1: 'Fresh-Pass-2030', NewPassword2: 'Fresh-Pass-2030' }, headers: ajax })
    expect(await changed.json()).toMatchObject({ success: true })

    const headers = { ...ajax, 'X-SecurityID': SecurityID }
    const empty = await page.request.post('/api/delete-account/validate', { data: { reason: '', email: '', password: '' }, headers })
    expect(empty.status()).toBe(400)
    expect(await empty.json()).toEqual([
      { fieldName: 'reason', message: 'Delete reason is required' },
      { fieldName: 'email', message: 'Email is required' },
      { fieldName: 'password', message: 'Password is required' },
    ])
    const long = await page.request.post('/api/delete-account/validate', { data: { reason: 'x'.repeat(256), email, password: 'Fresh-Pass-2030' }, headers })
    expect(await long.json()).toEqual([{ fieldName: 'reason', message: 'No more than 255 characters' }])
    const badPassword = await page.request.post('/api/delete-account/validate', { data: { reason: 'Bye', email, password: 'nope' }, headers })
    expect(await badPassword.json()).toEqual([{ fieldName: 'password', message: 'Current password incorrect' }])
    // Not JSON: the spec's message, never read as a form.
    const malformed = await page.request.post('/api/delete-account/validate', { data: 'reason=Bye&email=x', headers: { ...headers, 'Content-Type': 'application/json' } })
    expect(malformed.status()).toBe(400)
    expect((await malformed.json()).message).toBe('Something went wrong. Please try again.')
    const valid = await page.request.post('/api/delete-account/validate', { data: { reason: 'Bye', email, password: 'Fresh-Pass-2030' }, headers })
    expect(await valid.json()).toEqual({ success: true })
    const confirmed = await page.request.post('/api/delete-account/confirm', { data: { reason: 'Bye', email, password: 'Fresh-Pass-2030', securityId: SecurityID }, headers: ajax })
    const body = await confirmed.json()
    expect(body.success).toBe(true)
    expect(body.deleteDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const SecurityID2 = await securityId(page)
    const afterwards = await page.request.post('/api/delete-account/validate', { data: { reason: 'Bye', email, password: 'Fresh-Pass-2030' }, headers: { ...ajax, 'X-SecurityID': SecurityID2 } })
    expect(afterwards.status()).toBe(401)
    expect(await afterwards.json()).toEqual([{ message: 'You must be logged in to delete your account' }])
    const login = await page.request.post('/Security/LoginForm', { form: { SecurityID: SecurityID2, Email: email, Password: 'Fresh-Pass-2030', Remember: '0', AuthenticationMethod: 'MemberAuthenticator' }, headers: ajax })
    expect(await login.json()).toMatchObject({ success: false, deleteDate: body.deleteDate })
  })
})
