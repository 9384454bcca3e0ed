import { describe, expect, it } from 'vitest'
import { idKey, parseDocId } from './ids'

describe('document ids', () => {
  it('reads SQLite’s whole numbers and MongoDB’s ObjectIds, and nothing else', () => {
    expect(parseDocId('12')).toBe(12)
    expect(parseDocId(12)).toBe(12)
    expect(parseDocId(' 7 ')).toBe(7)
    expect(parseDocId('6650F1C2A9E4B3D2C1F0E9A8')).toBe('6650f1c2a9e4b3d2c1f0e9a8')
    for (const refused of ['0', '-1', '1.5', 'abc', '', null, undefined, {}, '99999999999999999', '6650f1c2a9e4b3d2c1f0e9a', '6650f1c2a9e4b3d2c1f0e9a8z']) {
      expect(parseDocId(refused), String(refused)).toBeNull()
    }
  })

  it('compares ids by one key whichever type they came as', () => {
    expect(idKey(12)).toBe(idKey('12'))
    expect(idKey('6650f1c2a9e4b3d2c1f0e9a8')).toBe('6650f1c2a9e4b3d2c1f0e9a8')
    expect(idKey(null)).toBe('')
  })
})
