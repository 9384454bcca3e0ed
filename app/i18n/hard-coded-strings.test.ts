import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every user-visible string comes from the catalogue. This scanner reads the routes, components and email modules
 * and fails on words written into them: JSX text, user-facing attributes (aria-label, title, placeholder, alt,
 * label), the body of an error Response, the `message` of a JSON answer, and an email's subject, text or html.
 */
const ROOTS = ['app/routes', 'app/components', 'app/legacy', 'app/root.tsx', 'app/utils', 'app/domain']
const ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label'])
const EMAIL_FIELDS = new Set(['subject', 'text', 'html'])

/** Texts that are no words of the interface (none yet: prefer the catalogue). */
const ALLOW = new Set<string>([])
/** Files whose words are for operators, not users: the configuration check at start-up. */
const IGNORED_FILES = new Set(['app/utils/env.server.ts'])

/** A catalogue key (`errors.notFound`, `account:errors.x`, `passwordTooShort`), maybe with `|` and JSON parameters. */
const isKey = (text: string) => /^[a-z][\w-]*(?:[.:][\w-]+)*(?:\|.*)?$/s.test(text.trim())
const isWords = (text: string) => /[A-Za-z\u00C0-\u024F]{2,}/.test(text) && !isKey(text) && !ALLOW.has(text.trim())

function files(root: string): string[] {
  if (/\.(tsx?)$/.test(root)) return [root]
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name)
    if (entry.isDirectory()) return files(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const literal = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null

/** Literal text of a template's fixed parts (`Hello ${name}` → 'Hello '). */
const templateText = (node: ts.Node | undefined): string | null =>
  node && ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ') : literal(node)

export function findHardCodedStrings(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const report = (node: ts.Node, text: string) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart())
    found.push(`${file}:${line + 1}: ${JSON.stringify(text.trim().slice(0, 60))}`)
  }
  const isEmailModule = /emails?\.server\.ts$|reminders\.server\.ts$|contact\.server\.ts$/.test(file)
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) report(node, node.text)
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText())) {
      const init = node.initializer
      const text = init && ts.isJsxExpression(init) ? templateText(init.expression) : literal(init)
      if (text && isWords(text)) report(node, text)
    }
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literal(node.expression)
      if (text && isWords(text)) report(node, text)
    }
    if (ts.isNewExpression(node) && node.expression.getText() === 'Response') {
      const text = templateText(node.arguments?.[0])
      if (text && isWords(text)) report(node, text)
    }
    if (ts.isPropertyAssignment(node) && (node.name.getText() === 'message' || (isEmailModule && EMAIL_FIELDS.has(node.name.getText())))) {
      // `message: cond ? 'A' : 'B'` hides two texts.
      const values = ts.isConditionalExpression(node.initializer) ? [node.initializer.whenTrue, node.initializer.whenFalse] : [node.initializer]
      for (const value of values) {
        const text = templateText(value)
        if (text && isWords(text)) report(node, text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

describe('hard-coded user-visible strings', () => {
  it('finds words in JSX, attributes, error answers and emails (the scanner works)', () => {
    const sample = [
      'export const A = () => <p title="Close it">Hello there <b>{"Click"}</b>{t(\'x.y\')}</p>',
      "export const B = () => <img alt={`A photo`} aria-label={t('a.b')} className=\"big-box\" />",
      "throw new Response('Not found', { status: 404 })",
      "json({ message: 'You must be logged in' })",
      "json({ message: user ? 'Forbidden' : 'mustLogIn' })",
      "json({ message: 'common:errors.forbiddenText' })",
    ].join('\n')
    expect(findHardCodedStrings('sample.tsx', sample).map((line) => line.split(': ')[1])).toEqual([
      '"Close it"', '"Hello there"', '"Click"', '"A photo"', '"Not found"', '"You must be logged in"', '"Forbidden"',
    ])
    expect(findHardCodedStrings('app/domain/x/emails.server.ts', 'send({ subject: `New enquiry from ${name}`, to: email })')).toHaveLength(1)
  })

  it('none in the routes, components, server answers and email templates', () => {
    const found = ROOTS.flatMap((root) => files(root)).filter((file) => !IGNORED_FILES.has(file)).flatMap((file) => findHardCodedStrings(file, readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })
})
