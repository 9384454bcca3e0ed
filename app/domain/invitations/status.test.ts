import { describe, expect, it } from 'vitest'
import { cardState, choiceFor, ROLE_MODEL_STATUS } from './status'

describe('role model card state', () => {
  it('maps every status number as the spec says', () => {
    expect(cardState(ROLE_MODEL_STATUS.selected)).toBe('pending')
    expect(cardState(ROLE_MODEL_STATUS.invited)).toBe('pending')
    expect(cardState(ROLE_MODEL_STATUS.accepted)).toBe('chosen')
    expect(cardState(ROLE_MODEL_STATUS.declined)).toBe('neutral')
    expect(cardState(ROLE_MODEL_STATUS.uninvited)).toBe('neutral')
    expect(cardState(ROLE_MODEL_STATUS.expired)).toBe('expired')
    expect(cardState(42)).toBe('neutral')
  })
})

describe('what choosing offers for a role model', () => {
  it('adds one not on the event, removes one only selected, and offers nothing once invited or answered', () => {
    expect(choiceFor(null)).toBe('add')
    expect(choiceFor(ROLE_MODEL_STATUS.selected)).toBe('remove')
    for (const status of [ROLE_MODEL_STATUS.invited, ROLE_MODEL_STATUS.accepted, ROLE_MODEL_STATUS.declined, ROLE_MODEL_STATUS.uninvited, ROLE_MODEL_STATUS.expired]) {
      expect(choiceFor(status)).toBeNull()
    }
  })
})
