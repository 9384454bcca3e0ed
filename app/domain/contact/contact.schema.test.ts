import { describe, expect, it } from 'vitest'
import { contactSchema } from './contact.schema'

const messages = (input: Record<string, unknown>) => {
  const result = contactSchema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('contact form rules', () => {
  it('needs a name, an email and an interest', () => {
    expect(messages({})).toEqual({ Name: 'contact.nameRequired', Email: 'contact.emailRequired', Interest: 'contact.interestRequired' })
  })
  it('refuses an invalid or oversized email, never truncating it', () => {
    expect(messages({ Name: 'A', Email: 'not-an-email', Interest: 'other' })).toEqual({ Email: 'contact.emailInvalid' })
    expect(messages({ Name: 'A', Email: `${'a'.repeat(250)}@x.nz`, Interest: 'other' })).toEqual({ Email: 'contact.emailInvalid' })
    // The account forms' rule (spec section 5): at most 63 characters per domain label, 64 in the local part.
    expect(messages({ Name: 'A', Email: `a@${'b'.repeat(64)}.nz`, Interest: 'other' })).toEqual({ Email: 'contact.emailInvalid' })
    expect(messages({ Name: 'A', Email: `${'a'.repeat(65)}@x.nz`, Interest: 'other' })).toEqual({ Email: 'contact.emailInvalid' })
  })
  it('accepts a complete enquiry', () => {
    expect(messages({ Name: 'Mere', Email: 'mere@example.nz', Interest: 'school' })).toEqual({})
    expect(contactSchema.parse({ Name: 'Mere', Email: " mere.o'brien@example.nz ", Interest: 'school' }).Email).toBe("mere.o'brien@example.nz")
  })
})
