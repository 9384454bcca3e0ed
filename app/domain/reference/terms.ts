import { idKey } from '../shared/ids'
import type { DocId } from '../shared/ids'

/**
 * A name from a staff-edited list (a region, a language, an industry...) as a page shows it: its title in the page's
 * language, and `lang: 'en'` when that title is the English one the list fell back to (decision 0053). Views carry
 * terms, not strings, so the page marks each fallback where it appears (`TermText`, `TermList`).
 */
export type Term = { title: string; lang?: 'en' }

/** A list item (or a populated relationship) as a term: its title and its fallback mark; null when it has no title. */
export function toTerm(item: { title?: unknown; lang?: 'en' } | null | undefined): Term | null {
  const title = item?.title == null ? '' : String(item.title)
  if (title.trim() === '') return null
  return item?.lang ? { title, lang: item.lang } : { title }
}

/** A list's terms by id (`idKey`, so SQLite's numbers and MongoDB's strings alike): a page names its ids without a search. */
export function termsById(items: readonly { id: DocId; title?: unknown; lang?: 'en' }[]): ReadonlyMap<string, Term> {
  const terms = new Map<string, Term>()
  for (const item of items) {
    const term = toTerm(item)
    if (term) terms.set(idKey(item.id), term)
  }
  return terms
}

/**
 * The parts of a composed name ('Manurewa, Auckland'; an address, a district and a region), each in its own language:
 * empty parts dropped, a plain string (what someone wrote, an address) kept as a term with no mark.
 */
export function termParts(parts: readonly (Term | string | null | undefined)[]): Term[] {
  return parts
    .map((part) => (typeof part === 'string' ? toTerm({ title: part }) : toTerm(part)))
    .filter((part): part is Term => part != null)
}
