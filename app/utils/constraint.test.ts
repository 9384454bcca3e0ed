import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loginSchema } from '~/domain/accounts/login.schema'
import { signUpSchema } from '~/domain/accounts/sign-up.schema'
import { editProfileSchema } from '~/domain/profiles/profile.schema'
import { formConstraint } from './constraint'

describe('formConstraint', () => {
  it('marks the fields a schema refuses when empty, leaves the optional ones', () => {
    const login = formConstraint(loginSchema)
    expect(login.Email.required).toBe(true)
    expect(login.Password.required).toBe(true)
    expect(login.Remember.required).toBeFalsy()
    const signUp = formConstraint(signUpSchema)
    expect(Object.entries(signUp).filter(([, c]) => c.required).map(([name]) => name).sort()).toEqual(
      ['AcceptTerms', 'ConfirmPassword', 'Email', 'FirstName', 'Password', 'Surname'].filter((name) => name in signUp).sort(),
    )
  })

  it('keeps the zod constraints and marks groups whose rule is a refinement', () => {
    const profile = formConstraint(editProfileSchema())
    expect(profile.FirstName).toMatchObject({ required: true, maxLength: 255 })
    expect(profile.Ethnicities.required).toBe(true)
    expect(profile.CanDoInPersonEvent.required).toBe(true)
    expect(profile.ProfilePhoto.required).toBeFalsy()
  })

  it('falls back to the zod constraints when a refinement is asynchronous', () => {
    const schema = z.object({ Name: z.string().refine(async () => true) })
    expect(formConstraint(schema).Name).toEqual({ required: true })
  })
})
