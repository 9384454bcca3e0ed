// Why this patch stays (issue 48: a patch stays only where it saves a tenth of some page's CPU, upstream named beside it).
// Measured (decision 0093, docs/performance/log.md, twenty-ninth session), quiet, the patch reversed against applied,
// back to back: the teacher's event page's loaders 5.55 / 6.72 -> 4.56 / 5.03 ms (18-25%), My events 4.77 / 4.96 ->
// 4.37 / 4.44 ms (8-10%). drizzle's query building asks `is(chunk, Type)` for one type after another on every chunk,
// and each miss walked the chunk's prototype chain (a seventh of My events' loader CPU in its profile). Upstream:
// drizzle-team/drizzle-orm#6129 (merged after 0.45.2, the version Payload pins: fewer walks in the conditions' building)
// and #5625 (a value with a null prototype).
import fs from 'node:fs'
import path from 'node:path'
import { Column, SQL, Table, is, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { alias } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'

const people = sqliteTable('people', { id: integer('id').primaryKey(), name: text('name') })

describe('the patched drizzle `is` keeps its answer per prototype (patches/drizzle-orm+*.patch)', () => {
  it('is installed in both builds: npm ci applies it', () => {
    for (const file of ['entity.js', 'entity.cjs']) {
      expect(fs.readFileSync(path.resolve('node_modules/drizzle-orm', file), 'utf8')).toContain('const answers = new WeakMap();')
    }
  })

  it('answers as before, asked once or many times', () => {
    const aliased = alias(people, 'p')
    for (let round = 0; round < 3; round++) {
      expect(is(sql`1`, SQL)).toBe(true)
      expect(is(people.name, Column)).toBe(true)
      expect(is(people.name, SQL)).toBe(false)
      expect(is(people, Table)).toBe(true)
      expect(is(people, Column)).toBe(false)
      // A column of an aliased table is a proxy: still a column, still not SQL.
      expect(is(aliased.name, Column)).toBe(true)
      expect(is(aliased.name, SQL)).toBe(false)
      expect(is(sql`1`.as('one'), SQL.Aliased)).toBe(true)
      expect(is(sql`1`.as('one'), SQL)).toBe(false)
      expect(is({}, SQL)).toBe(false)
      expect(is([], Table)).toBe(false)
      expect(is('text', SQL)).toBe(false)
      expect(is(null, SQL)).toBe(false)
    }
  })

  it('no longer throws on a value without a prototype (upstream #5625)', () => {
    expect(is(Object.create(null), SQL)).toBe(false)
  })

  it('still refuses a type that is not a drizzle entity', () => {
    class NotAnEntity {}
    expect(() => is({}, NotAnEntity)).toThrow(/doesn't look like a Drizzle entity/)
    // An instance is one whatever the type: as before, no error.
    expect(is(new NotAnEntity(), NotAnEntity)).toBe(true)
  })
})
