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
