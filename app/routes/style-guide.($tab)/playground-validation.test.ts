import { describe, expect, it } from 'vitest'
import { playgroundSchema } from '~/domain/style-guide/playground.schema'
import { formConstraint } from '~/utils/constraint'
import { playgroundValidation } from './playground-validation'

describe('the playground’s validation (decision 0050)', () => {
  it('declares the schema’s constraints without zod', () => {
    expect(playgroundValidation.constraint).toEqual(formConstraint(playgroundSchema(new Date())))
  })

  it('loads the validator of the shared schema', async () => {
    const validate = await playgroundValidation.load()
    const data = new FormData()
    data.append('Email', 'not an address')
    expect(validate(data).status).toBe('error')
  })
})
