import { describe, expect, it } from 'vitest'
import { freePlace, isNumberedPlace, releasedPlace } from './places'

describe('event places', () => {
  it('gives the lowest number nobody holds, up to the limit', () => {
    expect(freePlace([])).toBe('1')
    expect(freePlace(['1', '2', '4'])).toBe('3')
    expect(freePlace(['2', 'r:7', null, undefined])).toBe('1')
    expect(freePlace(['1', '2', '3'], 3)).toBeNull()
    expect(freePlace(['1', '3'], 3)).toBe('2')
    // Staff and system work are not limited: the next number past the maximum.
    expect(freePlace(['1', '2', '3'])).toBe('4')
  })

  it('tells numbered places from released ones, whatever the ids look like', () => {
    expect(isNumberedPlace('12')).toBe(true)
    expect(isNumberedPlace('0')).toBe(false)
    expect(isNumberedPlace(releasedPlace(5))).toBe(false)
    expect(releasedPlace('6650f1c2a9e4b3d2c1f0e9a8')).toBe('r:6650f1c2a9e4b3d2c1f0e9a8')
    expect(isNumberedPlace(3)).toBe(false)
  })
})
