/** A same-site path to go to after an action; anything else (other hosts, protocol-relative URLs) goes home. */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  try {
    const url = new URL(value, 'http://same.site')
    return url.host === 'same.site' ? url.pathname + url.search + url.hash : fallback
  } catch {
    return fallback
  }
}
