import { Fragment } from 'react'
import type { ReactNode } from 'react'
import type { Term } from '~/domain/reference/terms'
import { termParts } from '~/domain/reference/terms'

/**
 * A name from a staff-edited list in its own language (decision 0053): the English fallback of a te reo Māori page as
 * `<span lang="en">`, any other title as plain text (so English pages render as they always did). `own`: as for `TermList`.
 */
export function TermText({ term, own }: { term: Term | string | null | undefined; own?: string }) {
  const [part] = termParts([term])
  if (!part) return null
  const lang = part.lang ?? own
  return lang ? <span lang={lang}>{part.title}</span> : <>{part.title}</>
}

/**
 * Names joined by a separator ('Manurewa, Auckland'), each part marked on its own; empty parts dropped. `own`: the
 * page's language, given where the list sits inside a text marked otherwise (an English sentence), so a list's name in
 * the page's language says so (what someone wrote, a string, stays unmarked).
 */
export function TermList({ terms, separator = ', ', own }: { terms: readonly (Term | string | null | undefined)[]; separator?: string; own?: string }) {
  // What someone wrote (a string: an address) has no language to declare; only the lists' names take `own`.
  const parts = terms.filter((part) => termParts([part]).length > 0)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? separator : null}
          <TermText term={part} own={typeof part === 'string' ? undefined : own} />
        </Fragment>
      ))}
    </>
  )
}

/**
 * A name as a part of a composed sentence (`useComposedText`): an English fallback as its marked node; a title in the
 * page's language as a string, which the sentence marks in the page's language where the sentence falls back.
 */
export function termPart(term: Term | null | undefined): ReactNode {
  if (!term?.title) return ''
  return term.lang ? <TermText term={term} /> : term.title
}
