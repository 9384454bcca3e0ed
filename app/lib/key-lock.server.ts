const tails = new Map<string, Promise<void>>()

/**
 * Runs `work` for one key at a time, in this process only: it orders a check-then-write against other requests of the
 * same process, never against another process on the same database. A rule that must hold with several instances is
 * held by the database itself (a unique index, or one conditional write: decisions 0034 and 0051); this lock is left
 * only where the database holds the rule as well or one process's ordering is all that is needed (removals and
 * invitations of an event's role models, a withdrawal). Payload's SQLite adapter here runs without transactions.
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
