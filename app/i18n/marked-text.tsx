import { Fragment } from 'react'
import type { ReactNode } from 'react'
import { useT } from './use-t'

/**
 * A catalogue text as a node, marked English (`lang="en"`) where the page's language falls back to it, for places
 * that take a label or a value rather than an element of their own (form labels, a list of details): screen readers
 * then read it with an English voice (decision 0022). Plain text where nothing falls back.
 */
export function useMarkedText(ns: string) {
  const { t, lang } = useT(ns)
  return (key: string, options?: Record<string, unknown>): ReactNode => {
    const language = lang(key, options)
    const text = options ? t(key, options) : t(key)
    return language ? <span lang={language}>{text}</span> : text
  }
}

/** Where a part goes in a composed text: a character no catalogue string holds, around the part's number. */
const MARK = '\u2063'

/**
 * A sentence with values put into it (a date, a name), each part in its own language (decision 0045): the sentence
 * marked English where it falls back, and a value written in the page's language (a date: '27 Oketopa 2026') marked
 * in that language inside it. `parts` are strings in the page's language, or nodes that carry their own `lang` (or
 * none: a name). `options` are the rest of the interpolation (a count).
 */
export function useComposedText(ns: string) {
  const { t, lang, i18n } = useT(ns)
  return (key: string, parts: Record<string, ReactNode>, options?: Record<string, unknown>): ReactNode => {
    const names = Object.keys(parts)
    const markers = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]))
    const language = lang(key, options)
    const pieces = String(t(key, { ...options, ...markers })).split(new RegExp(`${MARK}(\\d+)${MARK}`))
    const children = pieces.map((piece, index) => {
      if (index % 2 === 0) return piece
      const part = parts[names[Number(piece)]]
      return <Fragment key={index}>{typeof part === 'string' && language ? <span lang={i18n.language}>{part}</span> : part}</Fragment>
    })
    return language ? <span lang={language}>{children}</span> : <>{children}</>
  }
}
