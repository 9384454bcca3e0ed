import { describe, expect, it } from 'vitest'
import { isFailedSubmit } from './failed-submit'

describe('isFailedSubmit', () => {
  it('finds a refused submit in any route', () => {
    expect(isFailedSubmit({ 'routes/a': { result: { status: 'error', error: { Email: ['x'] } } } })).toBe(true)
    expect(isFailedSubmit({ root: undefined, 'routes/events': { failure: { intent: 'cancel', message: 'm' } } })).toBe(true)
    expect(isFailedSubmit({ 'routes/b': { ok: false, error: 'x' } })).toBe(true)
    expect(isFailedSubmit({ 'routes/c': { intent: 'update-email', result: { status: 'error' } } })).toBe(true)
    expect(isFailedSubmit({ 'routes/events.$id._index': { attendance: { status: 'error', error: { students: ['x'] } }, failure: null, result: null } })).toBe(true)
  })
  it('is false without action data or for one that succeeded', () => {
    expect(isFailedSubmit(null)).toBe(false)
    expect(isFailedSubmit(undefined)).toBe(false)
    expect(isFailedSubmit({})).toBe(false)
    expect(isFailedSubmit({ 'routes/a': { result: { status: 'success' } } })).toBe(false)
    expect(isFailedSubmit({ 'routes/a': { ok: true, failure: null } })).toBe(false)
    expect(isFailedSubmit({ 'routes/a': { attendance: { status: 'success' }, failure: null, result: null } })).toBe(false)
    expect(isFailedSubmit({ 'routes/a': 'text' })).toBe(false)
  })
})
