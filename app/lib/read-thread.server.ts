import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { SQLWrapper } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { log } from './logger.server'

/**
 * A thread that runs the few reads kept in SQL (decision 0060) on its own connection to the database file, so that
 * SQLite's work on them leaves the request thread (decision 0108). The request thread is the bottleneck of every page
 * under load (84-90% busy) while the render thread is half idle; libsql runs a statement synchronously, so a long one
 * (browse's search word: 2-2.5 ms in the server) holds every other request. Here the statement runs beside the
 * request thread's other work, on whichever core is free.
 *
 * The thread's connection only reads (`query_only`) and starts a read transaction for each statement, so it sees every
 * write committed before the read was sent: a request that wrote and then reads sees its write. Reads inside a
 * transaction never come here (the few SQL reads are not in one). Until the thread is ready, when it has stopped, on
 * a database that is not a file, and with `READ_THREAD=off`, the read runs on the request thread's own connection.
 */

/** Run as an eval'd CommonJS script (the build has no file of its own for it); one answer a message, rows as arrays of columns. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.libsql)
const db = new Database(workerData.path)
db.exec('PRAGMA query_only = 1')
db.exec('PRAGMA busy_timeout = 5000')
const kept = new Map()
parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = kept.get(sql)
    if (!statement) {
      statement = db.prepare(sql).raw(true)
      if (kept.size >= ${64}) kept.delete(kept.keys().next().value)
      kept.set(sql, statement)
    }
    parentPort.postMessage({ id, rows: statement.all(params) })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})
parentPort.postMessage('ready')
`

type Answer = 'ready' | { id: number; rows?: unknown[][]; error?: string }
type Pending = { resolve: (rows: unknown[][]) => void; reject: (error: Error) => void }
type Thread = { all: (sql: string, params: unknown[]) => Promise<unknown[][]> | null; answered: () => number }

/** The statements' text and parameters as drizzle writes them for SQLite (Payload's tables need no casing). */
const dialect = new SQLiteAsyncDialect()
const threads = new Map<string, Thread>()
/** The libsql package the adapter's client uses, found from here: an eval'd worker would look from the working directory. */
const LIBSQL = createRequire(import.meta.url).resolve('libsql')

/** The database file an adapter reads, or null where it is not a local file (`:memory:`, a libsql server). */
function fileOf(adapter: SQLiteAdapter): string | null {
  const url = String(adapter.clientConfig.url)
  if (!url.startsWith('file:')) return null
  const path = url.slice('file:'.length).split('?')[0]
  return path && path !== ':memory:' ? path : null
}

function threadOf(adapter: SQLiteAdapter): Thread | null {
  if (process.env.READ_THREAD === 'off') return null
  const path = fileOf(adapter)
  if (!path) return null
  let thread = threads.get(path)
  if (!thread) threads.set(path, (thread = startThread(path)))
  return thread
}

/**
 * The rows (arrays of the selected columns, in order) of a read on the embedded database: in the read thread when it
 * runs, else on the adapter's own connection. The same statement and result either way.
 */
export async function readRows<Row extends unknown[]>(adapter: SQLiteAdapter, query: SQLWrapper): Promise<Row[]> {
  // Both give the statement's columns as SQLite gave them: the rows' type is the caller's word, as with drizzle's `values`.
  return (await inThread(adapter, query) ?? (await adapter.drizzle.values(query)).map((row) => Array.from(row))) as Row[]
}

/** The rows from the read thread, or null where it does not run or stopped with the read in it. */
async function inThread(adapter: SQLiteAdapter, query: SQLWrapper): Promise<unknown[][] | null> {
  const thread = threadOf(adapter)
  const { sql, params } = dialect.sqlToQuery(query.getSQL())
  const answer = thread?.all(sql, params)
  if (!answer) return null
  try {
    return await answer
  } catch (error) {
    if (error instanceof ThreadStopped) return null
    throw error
  }
}

/** How many reads the database file's thread has answered (for tests: that the thread, not the fallback, ran). */
export const readsAnsweredInThread = (adapter: SQLiteAdapter): number => (fileOf(adapter) && threads.get(fileOf(adapter)!)?.answered()) || 0

/** Resolves once the database file's read thread is ready to take reads (tests; the server does not wait for it). */
export async function readThreadReady(adapter: SQLiteAdapter, timeoutMs = 10_000): Promise<boolean> {
  const thread = threadOf(adapter)
  const until = Date.now() + timeoutMs
  while (thread && Date.now() < until) {
    const probe = thread.all('SELECT 1', [])
    if (probe) return (await probe.then(() => true, () => false))
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return false
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
  const pending = new Map<number, Pending>()
  const start = () => {
    // Rows are small and short-lived; the limits keep a runaway read from growing the process (memory budget 400 MB).
    const thread = new Worker(WORKER, { eval: true, workerData: { path, libsql: LIBSQL }, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 32 } })
    worker = thread
    ready = false
    thread.on('message', (message: Answer) => {
      if (message === 'ready') return void (ready = true)
      const job = pending.get(message.id)
      pending.delete(message.id)
      if (!job) return
      answered++
      if (message.rows) job.resolve(message.rows)
      else job.reject(new Error(message.error ?? 'The read failed'))
    })
    thread.on('error', (error) => log().error({ err: error }, 'The read thread failed'))
    thread.on('exit', (code) => {
      if (worker !== thread) return
      log().error({ exitCode: code }, "The read thread stopped: its reads run in the request's thread until a new one starts")
      worker = null
      ready = false
      // Reads in flight run again on the request thread's connection (readRows); a new thread takes over.
      for (const job of pending.values()) job.reject(new ThreadStopped())
      pending.clear()
      setTimeout(start, 1000).unref()
    })
    thread.unref()
  }
  start()
  return {
    all(sql, params) {
      if (!worker || !ready) return null
      const id = nextId++
      const thread = worker
      return new Promise<unknown[][]>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        thread.postMessage({ id, sql, params })
      })
    },
    answered: () => answered,
  }
}
