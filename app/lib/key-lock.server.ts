const tails = new Map<string, Promise<void>>()

/**
 * Runs `work` for one key at a time. Payload's SQLite adapter here runs without transactions (libsql's
 * synchronous BEGIN IMMEDIATE would stall the event loop under contention), and the embedded SQLite file has
 * one process, so serialising a check-then-write per key in this process is what makes it atomic. On MongoDB
 * (several processes) each Payload write runs in a replica-set transaction, which refuses the second of two
 * conflicting writes to the same document.
 */
export async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve()
  let release!: () => void
  const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)))
  tails.set(key, tail)
  await previous
  try {
    return await work()
  } finally {
    release()
    if (tails.get(key) === tail) tails.delete(key)
  }
}
