import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { Client, InStatement, ResultSet, Row, Transaction, TransactionMode, Replicated } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import type { LibSQLDatabase } from 'drizzle-orm/libsql'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { log } from './logger.server'

/**
 * A thread that runs the reads kept in SQL (decision 0060: browse's matching step, the staff dashboard's and outreach's
 * counts) on its own connection to the database file, so that SQLite's work on them leaves the request thread
 * (decision 0108). The request thread is the bottleneck of every page under load while the render thread is half idle;
 * libsql runs a statement synchronously, so a long one (browse's search word: 2-2.5 ms in the server, a dashboard's
 * year 10-45 ms) holds every other request. Here it runs beside the request thread's other work, on whichever core is
 * free, and faster: SQLite's pages stay in that core's caches.
 *
 * The thread's connection only reads (`query_only`) and starts a read transaction for each statement, so it sees every
 * write committed before the read was sent: a request that wrote and then reads sees its write. Until the thread is
 * ready, when it has stopped, on a database that is not a local file, and with `READ_THREAD=off`, the read runs on the
 * adapter's own connection instead. Writes and transactions are never sent here.
 */

/** Prepared statements the thread keeps (the SQL steps have a few dozen shapes; the least recently added goes first). */
const KEPT_STATEMENTS = 64

/** Run as an eval'd CommonJS script (the build has no file of its own for it); one answer a message. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.libsql)
const db = new Database(workerData.path)
db.exec('PRAGMA query_only = 1')
db.exec('PRAGMA busy_timeout = 5000')
const kept = new Map()
parentPort.on('message', ({ id, sql, args }) => {
  try {
    let statement = kept.get(sql)
    if (!statement) {
      const prepared = db.prepare(sql).raw(true)
      const columns = prepared.columns()
      statement = { prepared, columns: columns.map((column) => column.name), types: columns.map((column) => column.type || '') }
      if (kept.size >= ${KEPT_STATEMENTS}) kept.delete(kept.keys().next().value)
      kept.set(sql, statement)
    }
    parentPort.postMessage({ id, columns: statement.columns, types: statement.types, rows: statement.prepared.all(args) })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})
parentPort.postMessage('ready')
`

type Rows = { columns: string[]; types: string[]; rows: unknown[][] }
type Answer = 'ready' | ({ id: number; error?: string } & Partial<Rows>)
type Thread = { all: (sql: string, args: unknown[]) => Promise<Rows> | null; answered: () => number; stop: () => Promise<void> }

const threads = new Map<string, Thread>()
const databases = new WeakMap<SQLiteAdapter, LibSQLDatabase>()
/** The libsql package the adapter's client uses, found from here: an eval'd worker would look from the working directory. */
const LIBSQL = createRequire(import.meta.url).resolve('libsql')

/**
 * A drizzle database on the adapter's tables whose reads run in the read thread: the SQL steps build their statements on
 * it exactly as on `adapter.drizzle`, and get the same rows, mapped the same way.
 */
export function readDatabase(adapter: SQLiteAdapter): LibSQLDatabase {
  let database = databases.get(adapter)
  if (!database) databases.set(adapter, (database = drizzle({ client: new ReadClient(adapter) })))
  return database
}

/** How many reads the database file's thread has answered (for tests: that the thread, not the fallback, ran). */
export const readsAnsweredInThread = (adapter: SQLiteAdapter): number => {
  const path = fileOf(adapter)
  return (path && threads.get(path)?.answered()) || 0
}

/** Ends the database file's read thread as a crash would (for tests: reads fall back, and a new thread starts). */
export async function stopReadThread(adapter: SQLiteAdapter): Promise<void> {
  const path = fileOf(adapter)
  await (path && threads.get(path)?.stop())
}

/** Resolves once the database file's read thread takes reads (tests; the server does not wait for it). */
export async function readThreadReady(adapter: SQLiteAdapter, timeoutMs = 10_000): Promise<boolean> {
  const thread = threadOf(adapter)
  const until = Date.now() + timeoutMs
  while (thread && Date.now() < until) {
    const probe = thread.all('SELECT 1', [])
    if (probe) return probe.then(() => true, () => false)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return false
}

/** The database file an adapter reads, or null where it is not a local file (`:memory:`, a libsql server). */
function fileOf(adapter: SQLiteAdapter): string | null {
  const url = String(adapter.clientConfig.url)
  if (!url.startsWith('file:')) return null
  const path = url.slice('file:'.length).split('?')[0]
  return path && path !== ':memory:' ? path : null
}

const threadOf = (adapter: SQLiteAdapter): Thread | null => threadAt(fileOf(adapter))

/** The database file's thread, started on first use; null for no file and with `READ_THREAD=off`. */
function threadAt(path: string | null): Thread | null {
  if (process.env.READ_THREAD === 'off' || !path) return null
  let thread = threads.get(path)
  if (!thread) threads.set(path, (thread = startThread(path)))
  return thread
}

/**
 * libsql's client interface for drizzle: `execute` (every read drizzle sends) goes to the read thread; the rest is the
 * adapter's own client, which the SQL steps never call (they only read).
 */
class ReadClient implements Client {
  /** The database file, read once from the adapter's settings. */
  private readonly path: string | null

  constructor(private readonly adapter: SQLiteAdapter) {
    this.path = fileOf(adapter)
  }

  get closed() {
    return this.adapter.client.closed
  }

  get protocol() {
    return this.adapter.client.protocol
  }

  async execute(statement: InStatement): Promise<ResultSet> {
    const { sql, args = [] } = typeof statement === 'string' ? { sql: statement } : statement
    const answer = Array.isArray(args) ? threadAt(this.path)?.all(sql, args.map(toSql)) : null
    if (answer) {
      try {
        return resultSet(await answer)
      } catch (error) {
        if (!(error instanceof ThreadStopped)) throw error
      }
    }
    return this.adapter.client.execute(statement)
  }

  batch(statements: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    return this.adapter.client.batch(statements, mode)
  }

  migrate(statements: InStatement[]): Promise<ResultSet[]> {
    return this.adapter.client.migrate(statements)
  }

  transaction(mode?: TransactionMode): Promise<Transaction> {
    return this.adapter.client.transaction(mode)
  }

  executeMultiple(sql: string): Promise<void> {
    return this.adapter.client.executeMultiple(sql)
  }

  sync(): Promise<Replicated> {
    return this.adapter.client.sync()
  }

  close(): void {}
}

/** Rows as libsql's client gives them: the columns' values by name, and by index through the prototype. */
function resultSet({ columns, types, rows }: Rows): ResultSet {
  const shape = shapeOf(columns)
  const built = rows.map((values): Row => {
    const row = Object.create(shape.proto, { [VALUES]: { value: values.map(fromSql) } })
    for (const [index, name] of shape.names) row[name] = row[VALUES][index]
    return row
  })
  return { columns, columnTypes: types, rows: built, rowsAffected: 0, lastInsertRowid: undefined, toJSON: () => ({ columns, columnTypes: types, rows, rowsAffected: 0, lastInsertRowid: null }) }
}

/** A blob as libsql's client gives it (an ArrayBuffer); every other value as SQLite gave it. */
const fromSql = (value: unknown) => (value instanceof Uint8Array ? value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) : value)

/** A parameter as libsql's client binds it: a boolean as 1 or 0, a date as its milliseconds. */
const toSql = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value instanceof Date ? value.valueOf() : value)

const VALUES = Symbol('values')
const shapes = new Map<string, { proto: object; names: [number, string][] }>()

function shapeOf(columns: string[]) {
  const key = columns.join('\u0000')
  let shape = shapes.get(key)
  if (!shape) {
    const proto = {}
    Object.defineProperty(proto, 'length', { get: () => columns.length })
    for (let index = 0; index < columns.length; index++) {
      Object.defineProperty(proto, index, { get(this: { [VALUES]: unknown[] }) { return this[VALUES][index] } })
    }
    // A repeated name keeps its first value, as libsql's rows do.
    const names = columns.flatMap((name, index): [number, string][] => (columns.indexOf(name) === index && name !== 'length' ? [[index, name]] : []))
    if (shapes.size > 500) shapes.clear()
    shapes.set(key, (shape = { proto, names }))
  }
  return shape
}

class ThreadStopped extends Error {
  override name = 'ThreadStopped'
  constructor() {
    super('The read thread stopped')
  }
}

function startThread(path: string): Thread {
  let worker: Worker | null = null
  let ready = false
  let nextId = 0
  let answered = 0
  const pending = new Map<number, { resolve: (rows: Rows) => void; reject: (error: Error) => void }>()
  const start = () => {
    // Rows are small and short-lived; the limits keep a runaway read from growing the process (memory budget 400 MB).
    const thread = new Worker(WORKER, { eval: true, workerData: { path, libsql: LIBSQL }, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } })
    worker = thread
    ready = false
    thread.on('message', (message: Answer) => {
      if (message === 'ready') return void (ready = true)
      const job = pending.get(message.id)
      pending.delete(message.id)
      if (!job) return
      if (!pending.size) thread.unref()
      answered++
      if (message.rows && message.columns && message.types) job.resolve({ columns: message.columns, types: message.types, rows: message.rows })
      else job.reject(new Error(message.error ?? 'The read failed'))
    })
    thread.on('error', (error) => log().error({ err: error }, 'The read thread failed'))
    thread.on('exit', (code) => {
      if (worker !== thread) return
      log().error({ exitCode: code }, "The read thread stopped: its reads run in the request's thread until a new one starts")
      worker = null
      ready = false
      // Reads in flight run again on the adapter's own connection (ReadClient); a new thread takes over.
      for (const job of pending.values()) job.reject(new ThreadStopped())
      pending.clear()
      setTimeout(start, 1000).unref()
    })
    thread.unref()
  }
  start()
  return {
    all(sql, args) {
      if (!worker || !ready) return null
      const id = nextId++
      const thread = worker
      return new Promise<Rows>((resolve, reject) => {
        // Held while it has reads to answer (a script's last await may be one), let go when idle.
        if (!pending.size) thread.ref()
        pending.set(id, { resolve, reject })
        thread.postMessage({ id, sql, args })
      })
    },
    answered: () => answered,
    async stop() {
      await worker?.terminate()
    },
  }
}

