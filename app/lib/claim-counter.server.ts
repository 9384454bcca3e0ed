import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

type Id = number | string

/**
 * What a counter's document allows: the highest value the counter may reach (a claim raises it by one up to this cap),
 * or a refusal of the caller's own (the survey closed, the session cancelled...), read from the same document.
 */
type CounterLimit<R extends string> = number | { refuse: R }

type CounterClaim<D, R extends string> =
  | { ok: true; doc: D; value: number }
  | { ok: false; reason: 'missing' | 'full' | R }

type CounterOptions<D extends { id: Id }, R extends string> = {
  collection: CollectionSlug
  /** Finds the one document that holds the counter (by id, by token...). */
  where: Where
  /** The counter's field (a number; a missing value counts as 0). */
  field: string
  /** The fields `limit` reads besides the counter. */
  select?: Record<string, true>
  /** The cap (or a refusal) for the document as read. */
  limit: (doc: D) => CounterLimit<R>
  req?: Partial<PayloadRequest>
}

/** A counter that lost its race this many times in a row: a fault of the database, never "full". */
const COUNTER_MAX_ATTEMPTS = 500

class CounterContended extends Error {
  constructor(collection: string, field: string) {
    super(`The counter ${collection}.${field} lost ${COUNTER_MAX_ATTEMPTS} races in a row`)
  }
}

/** A short random pause after a lost race, longer the more were lost, so that many claimants spread out. */
const pause = (lost: number) => new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * Math.min(lost, 20))))

async function stepCounter<D extends { id: Id }, R extends string>(
  payload: Payload, options: CounterOptions<D, R>, step: 1 | -1,
): Promise<CounterClaim<D, R>> {
  const { collection, where, field, select, limit, req } = options
  for (let attempt = 0; attempt < COUNTER_MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await pause(attempt)
    const doc = await payload.db.findOne<D>({ collection, where, select: { ...select, [field]: true }, req })
    if (!doc) return { ok: false, reason: 'missing' }
    const current = Number((doc as Record<string, unknown>)[field] ?? 0) || 0
    if (step === 1) {
      const allowed = limit(doc)
      if (typeof allowed === 'object') return { ok: false, reason: allowed.refuse }
      if (current >= allowed) return { ok: false, reason: 'full' }
    } else if (current <= 0) {
      return { ok: false, reason: 'full' }
    }
    // One conditional write (Payload's atomic updateOne: a single UPDATE … WHERE): it moves the counter only where it
    // still holds the value read. It matches nothing when another claim moved it first; then read again.
    const written = await payload.db.updateOne({
      collection, where: { and: [{ id: { equals: doc.id } }, current === 0 ? { or: [{ [field]: { equals: 0 } }, { [field]: { exists: false } }] } : { [field]: { equals: current } }] },
      data: { [field]: current + step }, options: { atomic: true }, req,
    })
    if (written) return { ok: true, doc, value: current + step }
  }
  throw new CounterContended(collection, field)
}

/**
 * Raises a counter on one document by one with a compare-and-set in the database, only while it is below the cap the
 * document allows (decisions 0087 and 0088): of claims in one process or several on one database, exactly as many
 * succeed as places were left. A lost race reads the counter again and tries again, for as long as places remain: it
 * answers `full` only when the counter it read is at its cap (an endless race is thrown as `CounterContended`).
 */
export function claimCounter<D extends { id: Id }, R extends string = never>(payload: Payload, options: CounterOptions<D, R>): Promise<CounterClaim<D, R>> {
  return stepCounter(payload, options, 1)
}

/** Lowers the counter by one (a place given back), never below zero; `full` here means it was already at zero. */
export async function releaseCounter(payload: Payload, options: Omit<CounterOptions<{ id: Id }, never>, 'limit'>): Promise<boolean> {
  return (await stepCounter(payload, { ...options, limit: () => Number.POSITIVE_INFINITY }, -1)).ok
}
