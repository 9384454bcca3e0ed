import { safeRedirectPath } from '../domain/shared/redirect'

/**
 * The page an old `/#/account/...` link (emails and bookmarks of the programme's earlier single-page site) means:
 * `#/account/will-be-deleted/2026-12-01` → `/account/will-be-deleted/2026-12-01`. Null for any other hash.
 */
export function legacyHashPath(hash: string): string | null {
  const match = /^#(\/account(?:\/[^#?\s]*)?)(\?[^#\s]*)?$/.exec(hash)
  if (!match) return null
  const path = `${match[1].replace(/\/+$/, '') || '/account'}${match[2] ?? ''}`
  const safe = safeRedirectPath(path, '')
  return safe === path ? path : null
}
