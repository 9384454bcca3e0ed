/**
 * Fixed-window attempt counters keyed by anything (an account's email, an address). Kept in this process's
 * memory: with several app processes, move the store to the shared database (docs/decisions/0004).
 */
type Window = { count: number; resetAt: number }

export class RateLimiter {
  private windows = new Map<string, Window>()
  constructor(private readonly limit: number, private readonly windowMs: number, private readonly now = () => Date.now()) {}

  /** Counts one attempt; returns how long to wait (ms) when over the limit, otherwise 0. */
  hit(key: string): number {
    const now = this.now()
    const current = this.windows.get(key)
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs })
      this.prune(now)
      return 0
    }
    current.count += 1
    return current.count > this.limit ? current.resetAt - now : 0
  }

  /** How long the key must wait (ms) before its next attempt, without counting one: 0 below the limit. */
  waitFor(key: string): number {
    const now = this.now()
    const current = this.windows.get(key)
    if (!current || current.resetAt <= now) return 0
    return current.count >= this.limit ? current.resetAt - now : 0
  }

  /**
   * Takes back one attempt counted in the current window: for callers that count an attempt before knowing its outcome
   * (so parallel attempts cannot all pass the check first) and then learn it does not count, such as a sign-in that
   * succeeded.
   */
  takeBack(key: string) {
    const current = this.windows.get(key)
    if (current && current.resetAt > this.now() && current.count > 0) current.count -= 1
  }

  reset(key: string) {
    this.windows.delete(key)
  }

  private prune(now: number) {
    if (this.windows.size < 10_000) return
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}
