/** What the product's own JSON API answers to a write call (spec section 7): an ok flag, maybe a message. */
export type ApiWriteResult = { ok: boolean; message?: string; detail?: string }

/**
 * A write call to /api (spec section 7): JSON body, the X-SecurityID header, same-origin credentials.
 * Never throws: a network failure or an answer that is not JSON counts as { ok: false }.
 */
export async function apiWrite(path: string, { method, securityId, body }: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; securityId: string; body?: unknown }): Promise<ApiWriteResult> {
  try {
    const response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-SecurityID': securityId },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const data = (await response.json().catch(() => null)) as ApiWriteResult | null
    return { ...(data ?? {}), ok: response.ok && data?.ok === true }
  } catch {
    return { ok: false }
  }
}
