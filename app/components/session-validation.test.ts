import { describe, expect, it } from 'vitest'
import { formConstraint } from '~/utils/constraint'
import { cancelSessionSchema, registerSchema, sessionSchema, watchedSchema } from '~/domain/sessions/session.schema'
import { CANCEL_SESSION_CONSTRAINT, REGISTER_CONSTRAINT, SESSION_CONSTRAINT, WATCHED_CONSTRAINT } from './session-validation'

describe('the sessions’ forms’ native constraints', () => {
  it('are their schemas’ own', () => {
    expect(SESSION_CONSTRAINT).toEqual(formConstraint(sessionSchema()))
    expect(REGISTER_CONSTRAINT).toEqual(formConstraint(registerSchema()))
    expect(WATCHED_CONSTRAINT).toEqual(formConstraint(watchedSchema()))
    expect(CANCEL_SESSION_CONSTRAINT).toEqual(formConstraint(cancelSessionSchema()))
  })
})
