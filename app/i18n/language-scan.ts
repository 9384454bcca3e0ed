/**
 * The rules of the language scan (decision 0045), free of I/O so they are unit-tested here and used by the end-to-end
 * scanner (tests/e2e/support/mi-scan.ts), which collects the page's texts with their declared language.
 *
 * The word lists come from the catalogue alone, so they are deterministic: an English interface word is a word of the
 * English strings that no te reo Māori string uses, and a Māori interface word the reverse. Words both use ("English",
 * "Māori", a name, a short particle) are neither, so they never count. Placeholders (`{{name}}`), markup (`<0>`) and
 * nested keys (`$t(…)`) are not words. Month and weekday names (written by the date formatter, not the catalogue) join
 * their language's list.
 */
import { MI_MONTHS, MI_WEEKDAYS } from './format'

export type WordLists = { english: ReadonlySet<string>; maori: ReadonlySet<string> }
export type Finding = { words: string[]; language: 'en' | 'mi' }

/** What is not a word of the interface: placeholders, markup, nested keys, addresses and links. */
const NOT_WORDS = [/\{\{[^}]*\}\}/g, /<\/?[a-z0-9]+[^>]*>/gi, /\$t\([^)]*\)/g, /\bhttps?:\/\/\S+/gi, /[^\s@]+@[^\s@]+/g]

/**
 * The words of a text, lower-cased: runs of letters (macrons kept, an inner apostrophe kept: "don't"). Single letters
 * are left out: "a", "e", "i", "o" are particles in both languages.
 */
export function wordsOf(text: string): string[] {
  let plain = text.normalize('NFC')
  for (const pattern of NOT_WORDS) plain = plain.replace(pattern, ' ')
  return (plain.match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? []).map((word) => word.toLowerCase().replace(/’/g, "'")).filter((word) => word.length > 1)
}

const EN_MONTHS = Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat('en-NZ', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month, 1))))
const EN_WEEKDAYS = Array.from({ length: 7 }, (_, day) => new Intl.DateTimeFormat('en-NZ', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5 + day))))

/**
 * Te reo Māori words that New Zealand English copy uses as its own (a greeting, the country's name), so the English
 * strings hold them without macrons: words of both languages, never found in either. Add one here when an English
 * string takes up another (the unit test lists the Māori-shaped words of the English list).
 */
export const SHARED_WORDS: ReadonlySet<string> = new Set(['kia', 'ora', 'mihi', 'aotearoa', 'iwi', 'hapū', 'whānau', 'kaiako', 'rangatahi', 'tēnā', 'koe', 'koutou', 'te', 'reo', 'māori', 'marae', 'kura'])

/** A word with a macron is te reo Māori (or a Māori name) wherever it appears, never an English interface word. */
const hasMacron = (word: string) => /[āēīōū]/.test(word)

/**
 * The word lists from every English and every te reo Māori string of the catalogue (values only). Dates' month and
 * weekday names are added to their language; a word both languages use (or one of SHARED_WORDS) belongs to neither.
 */
export function buildWordLists(englishStrings: Iterable<string>, maoriStrings: Iterable<string>): WordLists {
  const en = new Set<string>()
  const mi = new Set<string>()
  for (const text of englishStrings) for (const word of wordsOf(text)) en.add(word)
  for (const text of maoriStrings) for (const word of wordsOf(text)) mi.add(word)
  for (const word of wordsOf([...EN_MONTHS, ...EN_WEEKDAYS].join(' '))) if (!mi.has(word)) en.add(word)
  for (const word of wordsOf([...MI_MONTHS, ...MI_WEEKDAYS].join(' '))) if (!en.has(word)) mi.add(word)
  const english = new Set([...en].filter((word) => !mi.has(word) && !hasMacron(word) && !SHARED_WORDS.has(word)))
  const maori = new Set([...mi].filter((word) => !en.has(word) && !SHARED_WORDS.has(word)))
  return { english, maori }
}

/**
 * The text without what a person wrote (an event's title, a school's name, given by the test that made them): what is
 * left is the interface's. Each is cut out wherever it appears, longest first, letter case kept.
 */
export function withoutUserTexts(text: string, userTexts: readonly string[] = []): string {
  let rest = text
  for (const written of [...userTexts].filter(Boolean).sort((a, b) => b.length - a.length)) rest = rest.split(written).join(' ')
  return rest
}

/**
 * What is wrong with a text shown in `declared` (the `lang` of its nearest ancestor that has one; '' or missing when
 * none): English interface words outside English, or Māori interface words inside English. Null when nothing is.
 */
export function languageFinding(text: string, declared: string | null | undefined, lists: WordLists): Finding | null {
  const english = /^en\b/i.test(declared ?? '')
  const list = english ? lists.maori : lists.english
  const words = [...new Set(wordsOf(text).filter((word) => list.has(word)))]
  return words.length ? { words, language: english ? 'mi' : 'en' } : null
}
