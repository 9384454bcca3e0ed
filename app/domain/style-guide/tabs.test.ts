import { describe, expect, it } from 'vitest'
import { tabFromParam, tabPath } from './tabs'

describe('style guide tabs', () => {
  it('finds a tab by its number from 1, the first without one', () => {
    expect(tabFromParam(undefined)).toBe('alerts')
    expect(tabFromParam('tab-1')).toBe('alerts')
    expect(tabFromParam('tab-5')).toBe('modals')
    expect(tabFromParam('tab-6')).toBe('playground')
  })
  it('names no tab for other addresses', () => {
    for (const param of ['tab-0', 'tab-7', 'tab-01', 'tab-', 'tab-1x', 'alerts', '']) expect(tabFromParam(param)).toBeNull()
  })
  it('gives each tab its address', () => {
    expect(tabPath('alerts')).toBe('/style-guide/tab-1')
    expect(tabPath('playground')).toBe('/style-guide/tab-6')
  })
})
