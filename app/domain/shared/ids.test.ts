import { describe, expect, it } from 'vitest'
import { compareIds, idKey, parseDocId } from './ids'

describe('document ids', () => {
  it('reads SQLite’s whole numbers, MongoDB’s ObjectIds and text ids (UUIDs), and nothing else', () => {
    expect(parseDocId('12')).toBe(12)
    expect(parseDocId(12)).toBe(12)
    expect(parseDocId(' 7 ')).toBe(7)
    expect(parseDocId('6650F1C2A9E4B3D2C1F0E9A8')).toBe('6650f1c2a9e4b3d2c1f0e9a8')
    expect(parseDocId('0B7E2A7C-3F1D-4C5E-9A8B-1C2D3E4F5A6B')).toBe('0b7e2a7c-3f1d-4c5e-9a8b-1c2d3e4f5a6b')
    for (const refused of ['0b7e2a7c-3f1d-4c5e-9a8b-1c2d3e4f5a6', '0b7e2a7c3f1d4c5e9a8b1c2d3e4f5a6b0000', '0', '-1', '1.5', 'abc', '', null, undefined, {}, '99999999999999999', '6650f1c2a9e4b3d2c1f0e9a', '6650f1c2a9e4b3d2c1f0e9a8z']) {
      expect(parseDocId(refused), String(refused)).toBeNull()
    }
  })

  it('compares ids by one key whichever type they came as', () => {
    expect(idKey(12)).toBe(idKey('12'))
    expect(idKey('6650f1c2a9e4b3d2c1f0e9a8')).toBe('6650f1c2a9e4b3d2c1f0e9a8')
    expect(idKey(null)).toBe('')
  })

  it('orders ids as the databases do: numbers by value, text ids by their characters', () => {
    expect([10, 9, 100].sort(compareIds)).toEqual([9, 10, 100])
    expect(['6650f1c2a9e4b3d2c1f0e9b0', '6650f1c2a9e4b3d2c1f0e9a8', '1650f1c2a9e4b3d2c1f0e9a8'].sort(compareIds))
      .toEqual(['1650f1c2a9e4b3d2c1f0e9a8', '6650f1c2a9e4b3d2c1f0e9a8', '6650f1c2a9e4b3d2c1f0e9b0'])
    expect(['0b7e2a7c-3f1d-4c5e-9a8b-1c2d3e4f5a6b', '0b7e2a7c-3f1d-4c5e-9a8b-0c2d3e4f5a6b'].sort(compareIds))
      .toEqual(['0b7e2a7c-3f1d-4c5e-9a8b-0c2d3e4f5a6b', '0b7e2a7c-3f1d-4c5e-9a8b-1c2d3e4f5a6b'])
    expect(compareIds(7, '7')).toBe(0)
  })
})
