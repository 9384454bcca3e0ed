import { useEffect, useState } from 'react'

/** True once React has hydrated: controls that need JavaScript appear, their no-JavaScript fallbacks give way. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
