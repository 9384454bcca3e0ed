import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Nothing on the portable path assumes numeric ids (decision 0035): MongoDB's are 24-character hex strings. Ids from
 * addresses, forms and job inputs are read by `parseDocId` (app/domain/shared/ids.ts); ids given to Payload's
 * number-typed fields go through `asTypedId`. This reads the product's code as text and refuses the ways a number was
 * assumed before: `Number()` of a relation or a document's id, a digits-only pattern tested on a value, and
 * `z.coerce.number()` on an id field. SQL fast paths (SQLite only) may turn a row's integer column into a number:
 * `Number(row.…)` is left alone.
 */
const ROOTS = ['app', 'server', 'collections', 'cms']
const SKIP = /(^|\/)(node_modules|\.next|migrations|seed|app\/\(payload\))(\/|$)|\.test\.tsx?$|payload-types\.ts$/
const EXTENSIONS = ['.ts', '.tsx']

/** Digits-only patterns that read something other than an id: a request's length, a tab number, a place, a count, a rating, a class size. */
const NOT_IDS = new Set([
  'server/request-guards.ts', 'app/domain/style-guide/tabs.ts', 'app/domain/choosing/places.ts', 'app/domain/events/event.schema.ts', 'app/domain/shared/ids.ts',
  'app/domain/accounts/deletion-dates.ts', 'app/domain/attendance/attendance.ts', 'app/domain/browse/query.ts', 'app/domain/events/list-query.ts',
  'app/domain/programme/outreach.server.ts', 'app/domain/teachers/sign-in.ts', 'app/domain/feedback/feedback.ts', 'app/domain/events/event-form-checks.ts',
  // A class's students and year level, a session's classrooms.
  'app/domain/sessions/session-rules.ts', 'app/domain/sessions/session.schema.ts',
])

const RULES: { name: string; pattern: RegExp; unless?: (file: string) => boolean }[] = [
  { name: 'Number() of a relation', pattern: /Number\(relationId\(/ },
  { name: 'Number() of a document id', pattern: /Number\((?!row\.)[\w.]*\.id\)/ },
  // The signed-in teacher's and role model's one-statement reads (SQLite only) turn the session's id into the integer key.
  { name: 'Number() of a value named id', pattern: /Number\((id|\w+Id)\)/, unless: (file) => ['app/domain/teachers/teachers.server.ts', 'app/domain/accounts/signed-in.server.ts'].includes(file) },
  { name: 'a digits-only pattern', pattern: /\/\^(\\d|\[1-9\]\\d)[^/]*\$\/\.test\(/, unless: (file) => NOT_IDS.has(file) },
  { name: 'z.coerce.number() on an id', pattern: /[iI]d:\s*z\.coerce\.number\(/ },
]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (SKIP.test(file)) return []
    if (entry.isDirectory()) return sourceFiles(file)
    return EXTENSIONS.includes(path.extname(file)) ? [file] : []
  })
}

describe('ids', () => {
  it('are never assumed to be numbers outside the SQL fast paths', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const found: string[] = []
    for (const file of ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
      const relative = path.relative(root, file)
      fs.readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
        for (const rule of RULES) if (rule.pattern.test(line) && !rule.unless?.(relative)) found.push(`${relative}:${index + 1} ${rule.name}: ${line.trim()}`)
      })
    }
    expect(found).toEqual([])
  })
})
