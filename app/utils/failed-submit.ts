import { useEffect, useSyncExternalStore } from 'react'

/**
 * Whether the page answers a refused submit: some route's action data says so, in one of the shapes our actions
 * answer with (conform's reply `{ result: { status: 'error' } }` or under a form's own name (`{ attendance: { status: 'error' } }`), a transition's `{ failure }`, or `{ ok: false }`).
 * The page title then starts with the error word (decision 0043), so a refused form is heard from the title on.
 */
export function isFailedSubmit(actionData: Record<string, unknown> | null | undefined): boolean {
  if (!actionData) return false
  return Object.values(actionData).some((data) => {
    if (!data || typeof data !== 'object') return false
    const answer = data as { result?: { status?: unknown } | null; failure?: unknown; ok?: unknown; status?: unknown }
    if (answer.result?.status === 'error' || Boolean(answer.failure) || answer.ok === false || answer.status === 'error') return true
    // A page with several forms keys each form's reply by its name ({ attendance: reply }).
    return Object.values(answer).some((value) => Boolean(value) && typeof value === 'object' && (value as { status?: unknown }).status === 'error')
  })
}

// With JavaScript a submit is also refused in the browser (the schema runs there first), with no action data: each
// error summary on show counts itself here, and the title reads the count. The server's count is always 0.
let summariesShown = 0
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Called by an error summary: counts it while it shows. */
export function useCountErrorSummary(shown: boolean) {
  useEffect(() => {
    if (!shown) return
    summariesShown += 1
    emit()
    return () => {
      summariesShown -= 1
      emit()
    }
  }, [shown])
}

/** Whether an error summary shows on the page (in the browser; false on the server and while hydrating). */
export function useErrorSummaryShown(): boolean {
  return useSyncExternalStore(subscribe, () => summariesShown > 0, () => false)
}
