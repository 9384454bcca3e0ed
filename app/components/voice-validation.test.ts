import { describe, expect, it } from 'vitest'
import { formConstraint } from '~/utils/constraint'
import { voiceAnswerSchema } from '~/domain/voice/voice.schema'
import { VOICE_CONSTRAINT, voiceValidation } from './voice-validation'
import { formDataOf as form } from '../../tests/support/form-data'

describe('the voice survey’s validation loaded on demand', () => {
  it('declares its schema’s own native constraints', () => {
    expect(VOICE_CONSTRAINT).toEqual(formConstraint(voiceAnswerSchema))
    expect(voiceValidation.constraint).toBe(VOICE_CONSTRAINT)
  })

  it('validates with the shared schema: every question answered, usefulness 1 to 5', async () => {
    const validate = await voiceValidation.load()
    const missing = validate(form([['heardNewJob', 'yes']]))
    expect(missing.status).toBe('error')
    expect(missing.status === 'error' && missing.error).toMatchObject({ usefulness: ['voice:errors.usefulness'], wouldConsider: ['voice:errors.wouldConsider'] })
    expect(validate(form([['heardNewJob', 'yes'], ['usefulness', '6'], ['wouldConsider', 'maybe']])).status).toBe('error')
    expect(validate(form([['heardNewJob', 'no'], ['usefulness', '4'], ['wouldConsider', 'maybe']])).status).toBe('success')
  })
})
