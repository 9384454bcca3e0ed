import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { buildWordLists, languageFinding, withoutUserTexts } from '../../../app/i18n/language-scan'
import type { WordLists } from '../../../app/i18n/language-scan'
import { shippedCatalogue } from '../../../app/i18n/shipped.server'

/** One text the page shows or gives to assistive technology, with the language it is declared in. */
type Shown = { kind: string; text: string; lang: string; path: string }

let lists: WordLists | null = null
/** The word lists from the shipped catalogue (locales/en, locales/mi), built once per worker. */
export function wordLists(): WordLists {
  if (lists) return lists
  const { en, mi } = shippedCatalogue().catalogue
  const values = (catalogue: Record<string, Record<string, string>>) => Object.values(catalogue).flatMap((strings) => Object.values(strings))
  lists = buildWordLists(values(en), values(mi))
  return lists
}

/**
 * Every text of the page as assistive technology gets it: text nodes of rendered elements (option text included), the
 * attributes read aloud (aria-label, title, alt, placeholder, a button input's value) and the document's title, each
 * with the `lang` of its nearest ancestor that has one and a short CSS path. Left out: what is not rendered (a closed
 * dialog, `hidden`, `display: none`), aria-hidden, script, style, noscript, template, and a textarea's text (the
 * person's own). Runs in the page (a plain function: it is serialised).
 */
function collect(): Shown[] {
  const shown: Shown[] = []
  const path = (element: Element) => {
    const parts: string[] = []
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      if (node.id) {
        parts.unshift(`${node.localName}#${node.id}`)
        break
      }
      const classes = [...node.classList].slice(0, 2)
      parts.unshift(node.localName + (classes.length ? `.${classes.join('.')}` : ''))
    }
    return parts.join(' > ')
  }
  const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? ''
  const skipped = (element: Element) => {
    if (element.closest('[aria-hidden="true"], script, style, noscript, template, textarea')) return true
    const rendered = element.closest('option, optgroup') ? (element.closest('select') ?? element) : element
    return typeof rendered.checkVisibility === 'function' ? !rendered.checkVisibility() : false
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
    if (!parent || !text || skipped(parent)) continue
    shown.push({ kind: 'text', text, lang: langOf(parent), path: path(parent) })
  }
  const attributes = ['aria-label', 'title', 'alt', 'placeholder']
  for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder], input[value]')) {
    if (skipped(element)) continue
    for (const name of attributes) {
      const text = element.getAttribute(name)?.trim()
      if (text) shown.push({ kind: name, text, lang: langOf(element), path: path(element) })
    }
    const type = element.getAttribute('type')
    const value = element.getAttribute('value')?.trim()
    if (element.localName === 'input' && value && (type === 'submit' || type === 'button' || type === 'reset')) shown.push({ kind: 'value', text: value, lang: langOf(element), path: path(element) })
  }
  const title = document.querySelector('title')
  if (document.title.trim()) shown.push({ kind: 'document.title', text: document.title.trim(), lang: langOf(title ?? document.documentElement), path: 'title' })
  return shown
}

/** What a test wrote into the data it made (a title, a name): cut out of the texts before they are classified. */
export type ScanOptions = { userTexts?: readonly string[] }

/** The findings of a page: each text whose words are not in the language it is declared in. */
export async function languageFindings(page: Page, { userTexts = [] }: ScanOptions = {}): Promise<string[]> {
  const shown = await page.evaluate(collect)
  const findings = new Set<string>()
  for (const item of shown) {
    const finding = languageFinding(withoutUserTexts(item.text, userTexts), item.lang, wordLists())
    if (finding) findings.add(`${finding.language === 'en' ? 'English' : 'Māori'} in lang="${item.lang}": ${item.kind} "${item.text.slice(0, 80)}" [${finding.words.join(', ')}] at ${item.path}`)
  }
  return [...findings]
}

/**
 * Fails when the page shows an English interface word outside a `lang="en"` element, or a Māori interface word inside
 * one (decision 0045), listing each offending text with its words and a short CSS path. `where` names the page in the
 * failure. A soft assertion: the test goes on to its other pages and fails at the end with every page's findings.
 * Texts the test wrote go in `userTexts` (or choose test data of no interface words). Works with JavaScript off too
 * (Playwright's evaluate does not need the page's scripts).
 */
export async function expectHonestLanguage(page: Page, where: string, options: ScanOptions = {}) {
  expect.soft(await languageFindings(page, options), `language of the texts on ${where}`).toEqual([])
}
