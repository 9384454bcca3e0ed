import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * True once React has hydrated: controls that need JavaScript appear, their no-JavaScript fallbacks give way.
 * False only while the server's markup is being hydrated; a component mounted afterwards (a modal opened by a
 * client navigation) is hydrated from its first render, so no control is swapped under the keyboard's focus.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}
