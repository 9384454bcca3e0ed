/**
 * Whether the page answers a refused submit: some route's action data says so, in one of the shapes our actions
 * answer with (conform's reply `{ result: { status: 'error' } }`, a transition's `{ failure }`, or `{ ok: false }`).
 * The page title then starts with the error word (decision 0043), so a refused form is heard from the title on.
 */
export function isFailedSubmit(actionData: Record<string, unknown> | null | undefined): boolean {
  if (!actionData) return false
  return Object.values(actionData).some((data) => {
    if (!data || typeof data !== 'object') return false
    const answer = data as { result?: { status?: unknown } | null; failure?: unknown; ok?: unknown; status?: unknown }
    return answer.result?.status === 'error' || Boolean(answer.failure) || answer.ok === false || answer.status === 'error'
  })
}
