import { useEffect, useRef, type RefObject } from 'react'

type Inside = Pick<Node, 'contains'> | null | undefined

/** True when the pressed target lies in none of the given elements (an element missing from the page holds nothing). */
export function isOutside(target: Node | null, inside: readonly Inside[]): boolean {
  return !inside.some((element) => element?.contains(target) ?? false)
}

/**
 * True when focus went (a blur's relatedTarget) to an element of the page outside `root`: a dropdown then closes so its
 * panel cannot cover what has focus (WCAG 2.4.11). Null (the window or the browser's own controls took focus) is not.
 */
export function focusLeft(next: EventTarget | null, root: Inside): boolean {
  return next !== null && isOutside(next as Node, [root])
}

/**
 * Calls `onOutside` when the pointer goes down anywhere outside the given elements, while `active`: a dropdown or
 * picker closes on a press elsewhere, leaving focus where the press put it. The latest `onOutside` is called, so
 * callers need not memoise it.
 */
export function useOutsidePointerDown(
  inside: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
  active = true,
) {
  const onOutsideRef = useRef(onOutside)
  onOutsideRef.current = onOutside
  const insideRef = useRef(inside)
  insideRef.current = inside

  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      const elements = insideRef.current.map((ref) => ref.current)
      if (isOutside(event.target as Node | null, elements)) onOutsideRef.current()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [active])
}
