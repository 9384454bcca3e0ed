import { describe, expect, it } from 'vitest'
import { focusLeft, isOutside } from './use-outside-pointer-down'

// A stand-in for DOM nodes: each element holds itself and the names listed.
const element = (...holds: string[]) => ({ contains: (node: Node | null) => holds.includes(node as unknown as string) })
const node = (name: string) => name as unknown as Node

describe('a press outside', () => {
  it('is outside when no element holds the target', () => {
    expect(isOutside(node('page'), [element('picker', 'day'), element('toggle')])).toBe(true)
  })

  it('is inside when any element holds the target (the picker or its toggle)', () => {
    expect(isOutside(node('day'), [element('picker', 'day'), element('toggle')])).toBe(false)
    expect(isOutside(node('toggle'), [element('picker', 'day'), element('toggle')])).toBe(false)
  })

  it('treats an element missing from the page as holding nothing', () => {
    expect(isOutside(node('toggle'), [null, undefined, element('toggle')])).toBe(false)
    expect(isOutside(node('page'), [null])).toBe(true)
  })
})

describe('focus leaving a dropdown', () => {
  it('has left when focus went to something outside it', () => {
    expect(focusLeft(node('next field') as unknown as EventTarget, element('toggle', 'option'))).toBe(true)
  })

  it('has not left when focus moved within it, or to the window or the browser (no target)', () => {
    expect(focusLeft(node('option') as unknown as EventTarget, element('toggle', 'option'))).toBe(false)
    expect(focusLeft(null, element('toggle', 'option'))).toBe(false)
  })
})
