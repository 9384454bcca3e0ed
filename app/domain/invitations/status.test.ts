import { describe, expect, it } from 'vitest'
import { cardState, ROLE_MODEL_STATUS } from './status'

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
