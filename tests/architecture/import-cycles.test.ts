import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No import cycle in the product's code, type imports included (ESLint's import-x/no-cycle skips `import type`, and a
 * cycle of types still ties two rooms together: docs/decisions/0026). Reads the import lines as text and resolves them
 * as TypeScript does here (`~/` is app/, extensions and index files optional).
 */
const ROOTS = ['app', 'server', 'collections', 'cms']
const SKIP = /(^|\/)(node_modules|\.next|migrations|app\/\(payload\))(\/|$)|\.test\.tsx?$/
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js']
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (SKIP.test(file)) return []
    if (entry.isDirectory()) return sourceFiles(file)
    return EXTENSIONS.includes(path.extname(file)) ? [file] : []
  })
}

function resolve(specifier: string, importer: string, known: Set<string>): string | null {
  const base = specifier.startsWith('~/') ? path.join('app', specifier.slice(2)) : specifier.startsWith('.') ? path.join(path.dirname(importer), specifier) : null
  if (base === null) return null
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))]
  return candidates.find((candidate) => known.has(candidate)) ?? null
}

/** The strongly connected groups of more than one file (Tarjan), each sorted. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    order.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!))
    }
    if (low.get(node) !== order.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return found
}

describe('imports', () => {
  it('make no cycle, type imports included', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(root))
    const known = new Set(files)
    const graph = new Map(files.map((file) => {
      const text = fs.readFileSync(file, 'utf8')
      const targets = [...text.matchAll(IMPORT)].map((match) => resolve(match[1] ?? match[2] ?? match[3], file, known)).filter((target): target is string => target !== null)
      return [file, [...new Set(targets)]]
    }))
    expect(files.length).toBeGreaterThan(200)
    expect(cycles(graph)).toEqual([])
  })
})
