/**
 * A path whose first character after the slash is an encoded slash, backslash, tab or line break, encoded once or
 * more ('/%2F/evil.example', '/%5Cevil.example', '/%252F%252Fevil.example'): no page of ours starts so, and anything
 * that decodes the address once more on its way (a proxy, another redirect) would read it as another host.
 */
const ENCODED_HOST_START = /^\/%(?:25)*(?:2f|5c|09|0a|0d)/i

/**
 * The one place that decides where the site may send someone after an action (a `returnTo` of a form or a sign-in):
 * a path on this site, after the URL parser's normalisation (dot segments, backslashes, percent-encoded dots), or the
 * fallback. Anything that would leave the site goes to the fallback: another host, `//host`, `javascript:` and other
 * schemes, backslashes, control characters, a path that normalises to `//host`, and encoded forms of these.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback
  try {
    const url = new URL(value, 'http://same.site')
    // '/.//evil.example' and friends normalise to '//evil.example', which a browser reads as another host.
    if (url.origin !== 'http://same.site' || url.pathname.startsWith('//') || url.pathname.includes('\\')) return fallback
    if (ENCODED_HOST_START.test(value) || ENCODED_HOST_START.test(url.pathname)) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}

/**
 * A link an editor typed (the terms page address in site settings): a path on this site or an https address;
 * anything else (javascript:, http:, another scheme, a path that leaves the site) gives the fallback.
 */
export function siteOrHttpsUrl(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? ''
  if (!trimmed) return fallback
  if (trimmed.startsWith('/')) return safeRedirectPath(trimmed, '') === trimmed ? trimmed : fallback
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' && !url.username && !url.password ? url.toString() : fallback
  } catch {
    return fallback
  }
}
