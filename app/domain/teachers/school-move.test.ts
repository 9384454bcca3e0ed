import { describe, expect, it } from 'vitest'
import { movesSchool } from './school-move'

describe('movesSchool', () => {
  it('is a change of the school only: another id, as an id or a document', () => {
    expect(movesSchool({ school: 2 }, { school: 1 })).toBe(true)
    expect(movesSchool({ school: { id: 2 } }, { school: 1 })).toBe(true)
    expect(movesSchool({ school: 'b1' }, { school: 'a1' })).toBe(true)
    expect(movesSchool({ school: 1 }, { school: { id: 1 } })).toBe(false)
    expect(movesSchool({ school: '1' }, { school: 1 })).toBe(false)
    expect(movesSchool({ name: 'Same School' } as { school?: unknown }, { school: 1 })).toBe(false)
    expect(movesSchool({ school: 2 }, undefined)).toBe(false)
  })
})
