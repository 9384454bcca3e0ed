import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import type { Client } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// The server bundle loads @libsql/client's ES module build, Node's require its CommonJS one: the patch changes both.
const require = createRequire(import.meta.url)
const clientDir = path.resolve(path.dirname(require.resolve('@libsql/client')), '..')

describe('the patched libsql client keeps prepared statements (patches/@libsql+client+*.patch)', () => {
  let dir: string
  let client: Client
  let other: Client

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'libsql-patch-'))
    const url = `file:${path.join(dir, 'test.db')}`
    client = createClient({ url })
    await client.executeMultiple('PRAGMA journal_mode=WAL; CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT UNIQUE);')
    other = createClient({ url })
  })

  afterEach(() => {
    client.close()
    other.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const values = async (after = 0) => (await client.execute({ sql: 'SELECT id, v FROM t WHERE id > ? ORDER BY id', args: [after] })).rows.map((row) => row.v)

  it('is installed in both builds: npm ci applies it', () => {
    for (const build of ['lib-esm', 'lib-cjs']) {
      expect(fs.readFileSync(path.join(clientDir, build, 'sqlite3.js'), 'utf8')).toContain('function preparedStatement(db, sql)')
    }
  })

  it('prepares a statement once per connection, however often it runs', async () => {
    const Database = require('libsql') as { prototype: { prepare: (sql: string) => unknown } }
    const prepare = Database.prototype.prepare
    const prepared: string[] = []
    Database.prototype.prepare = function (this: unknown, sql: string) {
      prepared.push(sql)
      return prepare.call(this, sql)
    }
    try {
      for (let run = 0; run < 3; run++) await values(run)
    } finally {
      Database.prototype.prepare = prepare
    }
    expect(prepared.filter((sql) => sql.startsWith('SELECT id, v'))).toHaveLength(1)
  })

  it('reads afresh at every run: new arguments, another connection’s writes, its own writes', async () => {
    await client.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['a'] })
    expect(await values()).toEqual(['a'])
    await other.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['b'] })
    expect(await values()).toEqual(['a', 'b'])
    expect(await values(1)).toEqual(['b'])
    await client.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['c'] })
    expect(await values()).toEqual(['a', 'b', 'c'])
  })

  it('recovers from a failed run, and writes in a transaction are seen once committed', async () => {
    const insert = { sql: 'INSERT INTO t (v) VALUES (?)', args: ['a'] }
    await client.execute(insert)
    await expect(client.execute(insert)).rejects.toThrow(/UNIQUE/)
    await client.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['b'] })
    const transaction = await client.transaction('write')
    await transaction.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['c'] })
    await transaction.commit()
    expect(await values()).toEqual(['a', 'b', 'c'])
    const rolledBack = await client.transaction('write')
    await rolledBack.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['d'] })
    await rolledBack.rollback()
    expect(await values()).toEqual(['a', 'b', 'c'])
  })

  it('follows a schema change: a kept SELECT * gains the new column', async () => {
    await client.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['a'] })
    const star = 'SELECT * FROM t WHERE id = 1'
    expect((await client.execute(star)).columns).toEqual(['id', 'v'])
    await other.execute('ALTER TABLE t ADD COLUMN w TEXT')
    const after = await client.execute(star)
    expect(after.columns).toEqual(['id', 'v', 'w'])
    expect(after.rows[0].w).toBeNull()
  })
})
