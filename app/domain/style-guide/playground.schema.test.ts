import { describe, expect, it } from 'vitest'
import { playgroundSchema } from './playground.schema'

const now = new Date('2026-06-03T00:00:00Z') // 3 June 2026, midday in New Zealand
const valid = { Email: 'mere@example.nz', Password: 'x', Languages: ['1'] }
const errorsOf = (input: Record<string, unknown>) => {
  const result = playgroundSchema(now).safeParse(input)
  return result.success ? {} : result.error.flatten().fieldErrors
}

describe('style guide playground form', () => {
  it('accepts a complete form, today or a later date', () => {
    expect(errorsOf(valid)).toEqual({})
    expect(errorsOf({ ...valid, Date: '03/06/2026' })).toEqual({})
    expect(errorsOf({ ...valid, Date: '2027-01-31' })).toEqual({})
  })
  it('refuses past dates and dates that do not exist', () => {
    expect(errorsOf({ ...valid, Date: '02/06/2026' }).Date).toEqual(['styleguide:playground.datePast'])
    expect(errorsOf({ ...valid, Date: '31/02/2027' }).Date).toEqual(['styleguide:playground.dateInvalid'])
  })
  it('needs an email, a password and at least one language, and at most 1000 characters of message', () => {
    const errors = errorsOf({ Email: 'nope', Message: 'a'.repeat(1001) })
    expect(errors.Email).toEqual(['validation:emailInvalid'])
    expect(errors.Password).toEqual(['validation:passwordEnter'])
    expect(errors.Languages).toEqual(['styleguide:playground.languagesRequired'])
    expect(errors.Message).toEqual(['validation:tooLong|{"max":1000}'])
  })
})
