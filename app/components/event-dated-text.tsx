import type { ReactNode } from 'react'
import { useT } from '~/i18n/use-t'

const MARK = '\u2063'

/**
 * A catalogue sentence with dates put into it, each part in its own language (issue 34): when the sentence falls back
 * to English on a page in another language, the dates (written in the page's language: '7 Tīhema 2026') are marked
 * back with the page's language inside it. Put the result in an element marked `lang(key)`. Elsewhere: plain text.
 * `dates` are the formatted dates by placeholder name; `options` the rest of the sentence's values (a count, a name).
 */
export function useDatedText(ns: string) {
  const { t, lang, i18n } = useT(ns)
  return (key: string, dates: Record<string, string>, options?: Record<string, unknown>): ReactNode => {
    const names = Object.keys(dates)
    if (!lang(key, options) || names.every((name) => !dates[name])) return t(key, { ...options, ...dates })
    const marked = t(key, { ...options, ...Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) })
    return marked.split(new RegExp(`${MARK}(\\d+)${MARK}`)).map((part, index) =>
      index % 2 ? <span key={index} lang={i18n.language}>{dates[names[Number(part)]]}</span> : part,
    )
  }
}
