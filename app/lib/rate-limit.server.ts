import type { Payload } from 'payload'
import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterMongo } from 'rate-limiter-flexible'
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { sqliteAdapterOf } from './sqlite.server'

/**
 * Attempt counters keyed by anything (an account's email, an address), counted by rate-limiter-flexible in the
 * database every process shares (decision 0034): on SQLite a `rate_limits` table in the same file, written through
 * Payload's own drizzle connection (one atomic upsert per attempt); on MongoDB a `rate-limits` collection in the same
 * database. N processes allow the limit once, not N times.
 */

/** The counters' table, part of Payload's schema (cms/payload.config.ts `afterSchemaInit`, so its migration is Payload's). */
export const rateLimitsTable = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: integer('expire', { mode: 'timestamp_ms' }),
})

export const RATE_LIMITS_COLLECTION = 'rate-limits'

export type Limiter = {
  /** Counts one attempt; returns how long to wait (ms) when over the limit, otherwise 0. */
  hit(key: string): Promise<number>
  /** How long the key must wait (ms) before its next attempt, without counting one: 0 below the limit. */
  waitFor(key: string): Promise<number>
  /**
   * Takes back one attempt counted in the current window: for callers that count an attempt before knowing its outcome
   * (so parallel attempts cannot all pass the check first) and then learn it does not count, such as a sign-in that
   * succeeded.
   */
  takeBack(key: string): Promise<void>
  reset(key: string): Promise<void>
}

type Options = { name: string; limit: number; windowMs: number }

/** Payload types `db` as the interface all adapters share; its name says which one it is. */
const isMongoose = (db: Payload['db']): db is Payload['db'] & MongooseAdapter => db.name === 'mongoose'

/** The shared store of this database: SQLite's table or MongoDB's collection; memory only where there is no database (unit tests). */
export function sharedCounter(payload: Payload | null, { name, limit, windowMs }: Options): RateLimiterAbstract {
  const common = { keyPrefix: name, points: limit, duration: windowMs / 1000 }
  if (!payload) return new RateLimiterMemory(common)
  const sqlite = sqliteAdapterOf(payload)
  if (sqlite) return new RateLimiterDrizzle({ ...common, storeClient: sqlite.drizzle, schema: sqlite.tables.rate_limits })
  if (!isMongoose(payload.db)) throw new Error(`No shared store for rate limits on the ${payload.db.name} adapter`)
  const { connection } = payload.db
  return new RateLimiterMongo({ ...common, storeClient: connection.getClient(), dbName: connection.name, tableName: RATE_LIMITS_COLLECTION })
}

/** A fixed-window limiter of `limit` attempts per `windowMs`, its counts named `name` in the shared store. */
export function createLimiter(payload: Payload | null, options: Options): Limiter {
  const counter = sharedCounter(payload, options)
  const { limit } = options
  return {
    async hit(key) {
      const res: RateLimiterRes = await counter.penalty(key, 1)
      return res.consumedPoints > limit ? Math.max(1, res.msBeforeNext) : 0
    },
    async waitFor(key) {
      const res = await counter.get(key)
      return res && res.consumedPoints >= limit && res.msBeforeNext > 0 ? res.msBeforeNext : 0
    },
    async takeBack(key) {
      const res = await counter.get(key)
      if (res && res.consumedPoints > 0 && res.msBeforeNext > 0) await counter.reward(key, 1)
    },
    async reset(key) {
      await counter.delete(key)
    },
  }
}
