// Why this patch stays (issue 48: a patch stays only where it saves a tenth of some page's CPU, upstream named beside it).
// Measured (docs/performance/log.md, twenty-ninth session), quiet, each change reversed against applied, back to back:
// - `is` once per prototype (decision 0093): the teacher's event page's loaders 5.55 / 6.72 -> 4.56 / 5.03 ms (18-25%),
//   My events 4.77 / 4.96 -> 4.37 / 4.44 ms (8-10%). drizzle's query building asks `is(chunk, Type)` for one type after
//   another on every chunk, and each miss walked the chunk's prototype chain. Upstream: drizzle-team/drizzle-orm#6129
//   (merged after 0.45.2, the version Payload pins: fewer walks in the conditions' building) and #5625 (a value with a
//   null prototype).
// - a relational query's statement built once per shape (decision 0094): the event page's loaders 5.67 / 5.19 -> 4.43 /
//   3.91 ms (22-25%), My events 14-25%, the landing 16-18%, choose 23-43%. Upstream: none found for the relational
//   builder (searched 2026-11-29); drizzle's own answer is a prepared statement with placeholders (`.prepare()`),
//   which Payload's adapter does not use.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { Column, Name, Param, Placeholder, SQL, StringChunk, Table, and, asc, desc, eq, getOrderByOperators, inArray, is, isNull, like, or, relations, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import { alias, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
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
    // Called as JavaScript would call it: drizzle's types refuse such a class before it runs.
    const isUntyped = (value: unknown, type: unknown): unknown => Reflect.apply(is, undefined, [value, type])
    expect(() => isUntyped({}, NotAnEntity)).toThrow(/doesn't look like a Drizzle entity/)
    // An instance is one whatever the type: as before, no error.
    expect(isUntyped(new NotAnEntity(), NotAnEntity)).toBe(true)
  })
})

// A small schema with the parts Payload's reads use: a table, a many relation (its `_rels`-like rows) and a one relation.
const schools = sqliteTable('schools', { id: integer('id').primaryKey(), name: text('name') })
const events = sqliteTable('events', {
  id: integer('id').primaryKey(), title: text('title'), status: text('status'), date: text('date'), schoolId: integer('school_id'), createdAt: text('created_at'),
})
const eventsRels = sqliteTable('events_rels', { id: integer('id').primaryKey(), order: integer('order'), parent: integer('parent_id'), path: text('path'), industriesId: integer('industries_id') })
const schema = {
  schools, events, eventsRels,
  eventsRelations: relations(events, ({ many, one }) => ({ _rels: many(eventsRels), school: one(schools, { fields: [events.schoolId], references: [schools.id] }) })),
  eventsRelsRelations: relations(eventsRels, ({ one }) => ({ parent: one(events, { fields: [eventsRels.parent], references: [events.id] }) })),
}

async function database() {
  const client = createClient({ url: ':memory:' })
  await client.executeMultiple(`
    CREATE TABLE schools (id INTEGER PRIMARY KEY, name TEXT);
    CREATE TABLE events (id INTEGER PRIMARY KEY, title TEXT, status TEXT, date TEXT, school_id INTEGER, created_at TEXT);
    CREATE TABLE events_rels (id INTEGER PRIMARY KEY, "order" INTEGER, parent_id INTEGER, path TEXT, industries_id INTEGER);
    INSERT INTO schools VALUES (1, 'Aotea College'), (2, 'Kāpiti College');
    INSERT INTO events VALUES (1, 'Careers day', 'active', '2026-12-01', 1, 'a'), (2, 'Science talk', 'draft', '2026-12-02', 1, 'b'),
      (3, 'Trades morning', 'active', '2026-12-03', 2, 'c'), (4, 'Online panel', 'cancelled', NULL, 1, 'd');
    INSERT INTO events_rels VALUES (1, 2, 1, 'industries', 7), (2, 1, 1, 'industries', 5), (3, 1, 3, 'industries', 7);
  `)
  return drizzle(client, { schema })
}

type Db = Awaited<ReturnType<typeof database>>

/** The patch's shape cache as the patched query builder makes it (a separate one: it only tells whether a shape is kept). */
const require = createRequire(import.meta.url)
const { createShapeCache } = require(path.resolve('node_modules/drizzle-orm/sqlite-core/query-builders/shape-cache.cjs')) as { createShapeCache(classes: object): { build(query: unknown): unknown } }
const shapeCache = createShapeCache({ is, SQL, Param, Placeholder, StringChunk, Name, Column, Table, getOrderByOperators })
type Query = { toSQL(): { sql: string; params: unknown[] } } & PromiseLike<unknown>

/** The statement drizzle builds for a relational query without the kept shapes (its own `buildRelationalQuery`). */
function builtUnkept(query: Query) {
  const internal = query as unknown as { dialect: { buildRelationalQuery(args: object): { sql: SQL }; sqlToQuery(sql: SQL): { sql: string; params: unknown[] } }; fullSchema: object; schema: object; tableNamesMap: object; table: object; tableConfig: { tsName: string }; config: object }
  const built = internal.dialect.buildRelationalQuery({
    fullSchema: internal.fullSchema, schema: internal.schema, tableNamesMap: internal.tableNamesMap, table: internal.table,
    tableConfig: internal.tableConfig, queryConfig: internal.config, tableAlias: internal.tableConfig.tsName,
  })
  const { sql: text, params } = internal.dialect.sqlToQuery(built.sql)
  return { sql: text, params }
}

/** Each read twice with other values (the second from the kept shape), as Payload's adapter makes them. */
const reads: [string, (db: Db, v: { school: number; ids: number[]; word: string; limit: number; offset: number }) => Query][] = [
  ['a where with and / or / in, an order given as a function, a limit and an offset', (db, v) => db.query.events.findMany({
    columns: { id: true, title: true }, where: and(eq(events.schoolId, v.school), or(eq(events.status, 'active'), inArray(events.id, v.ids))),
    orderBy: () => [desc(events.date), asc(events.id)], limit: v.limit, offset: v.offset,
  })],
  ['no limit and an offset of 0 (Payload\'s reads without pagination)', (db, v) => db.query.events.findMany({ where: eq(events.schoolId, v.school), orderBy: () => [asc(events.createdAt)], offset: 0 })],
  ['a like, an is-null and raw SQL with a value', (db, v) => db.query.events.findMany({
    columns: { id: false, createdAt: false }, where: or(like(events.title, `%${v.word}%`), isNull(events.date), sql`${events.id} > ${v.offset}`),
  })],
  ['a many relation ordered by its own column, and a one relation', (db, v) => db.query.events.findMany({
    columns: { id: true }, where: inArray(events.id, v.ids),
    with: { _rels: { columns: { id: false, parent: false }, orderBy: ({ order }, { asc: ascending }) => [ascending(order)] }, school: true },
  })],
  ['an extra (a selected SQL expression with a value)', (db, v) => db.query.events.findMany({ columns: { id: true }, extras: { late: sql<number>`${events.date} > ${`2026-12-0${v.school}`}`.as('late') } })],
  ['findFirst (a limit of 1)', (db, v) => db.query.events.findFirst({ where: eq(events.id, v.ids[0]!) })],
]

describe('the patched drizzle builds a relational query\'s statement once per shape (patches/drizzle-orm+*.patch)', () => {
  it('is installed in both builds: npm ci applies it', () => {
    expect(fs.existsSync(path.resolve('node_modules/drizzle-orm/sqlite-core/query-builders/shape-cache.cjs'))).toBe(true)
    for (const file of ['query.js', 'query.cjs']) {
      expect(fs.readFileSync(path.resolve('node_modules/drizzle-orm/sqlite-core/query-builders', file), 'utf8')).toContain('const kept = shapes.build(this);')
    }
  })

  for (const [label, read] of reads) {
    it(`gives the statement, the values and the rows drizzle gives without it: ${label}`, async () => {
      const db = await database()
      const valueSets = [
        { school: 1, ids: [1, 2], word: 'day', limit: 5, offset: 1 },
        { school: 2, ids: [3, 1], word: 'panel', limit: 2, offset: 0 },
        { school: 1, ids: [4, 2, 3], word: 'talk', limit: 0, offset: 2 },
      ]
      for (const values of valueSets) {
        const query = read(db, values)
        // Kept, not left to drizzle's own building: the comparison below would then compare drizzle with itself.
        expect(shapeCache.build(query)).not.toBeNull()
        // The kept statement (built from the shape, or taken from it the second time) equals drizzle's own, values and all.
        expect(query.toSQL()).toEqual(builtUnkept(read(db, values)))
        const rows = await query
        const expected = await db.all(sql.raw(inlined(builtUnkept(read(db, values)))))
        expect(Array.isArray(rows) ? rows.length : rows ? 1 : 0).toBe(Math.min(expected.length, label.startsWith('findFirst') ? 1 : Infinity))
      }
    })
  }

  it('keeps apart shapes that differ only in an array\'s length or an absent limit', async () => {
    const db = await database()
    const two = db.query.events.findMany({ columns: { id: true }, where: inArray(events.id, [1, 2]) })
    const three = db.query.events.findMany({ columns: { id: true }, where: inArray(events.id, [1, 2, 3]) })
    expect(await two).toHaveLength(2)
    expect(await three).toHaveLength(3)
    expect(three.toSQL().sql).toContain('in (?, ?, ?)')
    const limited = db.query.events.findMany({ columns: { id: true }, limit: 1 })
    const all = db.query.events.findMany({ columns: { id: true } })
    expect(await limited).toHaveLength(1)
    expect(await all).toHaveLength(4)
  })
})

/** A statement with its values written in (to run drizzle's unkept statement as it is, through `db.all`). */
function inlined({ sql: text, params }: { sql: string; params: unknown[] }) {
  let index = 0
  return text.replace(/\?/g, () => {
    const value = params[index++]
    return value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`
  })
}
