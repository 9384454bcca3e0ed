import { describe, expect, it } from 'vitest'
import { declineSchema } from '~/domain/invitations/decline.schema'
import { withdrawSchema } from '~/domain/invitations/withdraw.schema'
import { formConstraint } from '~/utils/constraint'
import { declineValidation, withdrawValidation } from './invitation-validation'

describe('the decline and withdraw forms’ validation (decision 0050)', () => {
  it('declares the schemas’ constraints without zod', () => {
    expect(declineValidation.constraint).toEqual(formConstraint(declineSchema))
    expect(withdrawValidation.constraint).toEqual(formConstraint(withdrawSchema))
  })

  it('loads validators of the shared schemas', async () => {
    for (const validation of [declineValidation, withdrawValidation]) {
      const validate = await validation.load()
      const empty = new FormData()
      empty.append('reason', '  ')
      expect(validate(empty).status).toBe('error')
      const given = new FormData()
      given.append('reason', 'I am unwell')
      expect(validate(given).status).toBe('success')
    }
  })
})
