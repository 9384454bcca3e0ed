import { describe, expect, it } from 'vitest'
import { counterState } from './character-counter'

describe('character counter', () => {
  it('counts down from 1000', () => {
    expect(counterState(0)).toEqual({ remaining: 1000, level: 'ok' })
    expect(counterState(900)).toEqual({ remaining: 100, level: 'ok' })
  })
  it('warns below 100 remaining and errors when over', () => {
    expect(counterState(901)).toEqual({ remaining: 99, level: 'warning' })
    expect(counterState(1000)).toEqual({ remaining: 0, level: 'warning' })
    expect(counterState(1001)).toEqual({ remaining: -1, level: 'error' })
  })
  it('honours another maximum', () => {
    expect(counterState(250, 255)).toEqual({ remaining: 5, level: 'warning' })
  })
})
