import type { Payload } from 'payload'
import type { Options, Store } from 'express-rate-limit'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { sharedCounter } from '../app/lib/rate-limit.server'

/**
 * express-rate-limit's limits per address, counted by rate-limiter-flexible in the database every process shares
 * (decision 0034) instead of each process's memory: N processes allow the limit once, not N times. Only the seam
 * between the two libraries lives here; the counting is rate-limiter-flexible's (one atomic upsert per request).
 */
export class SharedRateLimitStore implements Store {
  localKeys = false
  private counter: RateLimiterAbstract | null = null

  constructor(
    private readonly payload: Payload,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.counter = sharedCounter(this.payload, { name: this.prefix, limit: Number(options.limit), windowMs: options.windowMs })
  }

  private get store() {
    if (!this.counter) throw new Error('The rate-limit store was used before express-rate-limit set it up')
    return this.counter
  }

  async increment(key: string) {
    const res = await this.store.penalty(key, 1)
    return { totalHits: res.consumedPoints, resetTime: new Date(Date.now() + Math.max(0, res.msBeforeNext)) }
  }

  async get(key: string) {
    const res = await this.store.get(key)
    return res ? { totalHits: res.consumedPoints, resetTime: new Date(Date.now() + Math.max(0, res.msBeforeNext)) } : undefined
  }

  async decrement(key: string) {
    await this.store.reward(key, 1)
  }

  async resetKey(key: string) {
    await this.store.delete(key)
  }
}
