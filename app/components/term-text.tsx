import { Fragment } from 'react'
import type { ReactNode } from 'react'
import type { Term } from '~/domain/reference/terms'
import { termParts } from '~/domain/reference/terms'

/**
 * A name from a staff-edited list in its own language (decision 0053): the English fallback of a te reo Māori page as
 * `<span lang="en">`, any other title as plain text (so English pages render as they always did).
 */
export function TermText({ term }: { term: Term | string | null | undefined }) {
  const [part] = termParts([term])
  if (!part) return null
  return part.lang ? <span lang={part.lang}>{part.title}</span> : <>{part.title}</>
}

/** Names joined by a separator ('Manurewa, Auckland'), each part marked on its own; empty parts dropped. */
export function TermList({ terms, separator = ', ' }: { terms: readonly (Term | string | null | undefined)[]; separator?: string }) {
  return (
    <>
      {termParts(terms).map((part, index) => (
        <Fragment key={index}>
          {index ? separator : null}
          <TermText term={part} />
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
