import type { NextFunction, Request, Response } from 'express'

/**
 * Admission control (decision 0044): at most `concurrency` requests are worked on at once; the rest wait in one queue
 * in the order they arrived, whichever connection they came on. A request that would wait longer than `maxWaitMs` is
 * answered 503 at once (`shed`), never after the wait.
 *
 * Why: the database calls are synchronous (libsql), so every request in progress adds its work to each turn of the
 * event loop. With 200 requests in progress a turn took half a second, the connections already open were served again
 * and again, and new connections waited in the kernel's accept queue, some for more than 30 s. With a few in
 * progress, a turn is short, new connections are taken in at once, and everyone is served in turn.
 */
export type Admission = {
  middleware: (req: Request, res: Response, next: NextFunction) => void
  /** Answers 503 to those at the head of the queue that have waited too long (a timer calls it; tests call it). */
  sweep: () => void
  /** Requests being worked on, and waiting. */
  stats: () => { running: number; waiting: number; shed: number; serviceMs: number }
}

type Options = {
  concurrency: number
  maxWaitMs: number
  /** Answers a request that is not admitted (a 503 with Retry-After). */
  shed: (req: Request, res: Response, expectedWaitMs: number) => void
  now?: () => number
  /** How often the queue's head is checked for requests that waited too long (0: never, tests sweep themselves). */
  sweepEveryMs?: number
  /**
   * Runs a function at the next turn of the event loop (setImmediate; tests pass their own). Requests are started one
   * a turn: Node takes in one new connection a turn, so a turn that started every request waiting kept new connections
   * in the kernel's queue, unseen by this queue (decision 0052).
   */
  nextTurn?: (fn: () => void) => void
}

type Waiting = { req: Request; res: Response; next: NextFunction; since: number }

/** Weight of the newest answer in the running average of the time an answer takes. */
const SMOOTHING = 0.05

export function createAdmission({ concurrency, maxWaitMs, shed, now = () => performance.now(), sweepEveryMs = 250, nextTurn = setImmediate }: Options): Admission {
  let running = 0
  let shedCount = 0
  // Time from admission to the answer's end, averaged; a first guess until answers arrive.
  let serviceMs = 20
  // A queue as an array with a moving head: push and shift in O(1).
  const queue: (Waiting | undefined)[] = []
  let head = 0
  const waiting = () => queue.length - head

  const refuse = (req: Request, res: Response, expectedWaitMs: number) => {
    shedCount++
    shed(req, res, expectedWaitMs)
  }

  const start = ({ res, next }: Waiting) => {
    running++
    const began = now()
    res.once('close', () => {
      running--
      serviceMs += SMOOTHING * (now() - began - serviceMs)
      admitNext()
    })
    next()
  }

  const take = () => {
    const entry = queue[head]!
    queue[head++] = undefined
    if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head)
      head = 0
    }
    return entry
  }

  // One request started a turn, while there is room and someone waits.
  let scheduled = false
  const admitNext = () => {
    if (scheduled || running >= concurrency || waiting() === 0) return
    scheduled = true
    nextTurn(() => {
      scheduled = false
      while (running < concurrency && waiting() > 0) {
        const entry = take()
        // The client gave up while it waited: nothing to answer.
        if (entry.res.destroyed || entry.req.socket.destroyed) continue
        const waited = now() - entry.since
        if (waited > maxWaitMs) {
          refuse(entry.req, entry.res, waited)
          continue
        }
        start(entry)
        break
      }
      admitNext()
    })
  }

  // Should the answers in progress stall, those waiting still hear within about maxWaitMs.
  const sweep = () => {
    while (waiting() > 0 && now() - queue[head]!.since > maxWaitMs) {
      const entry = take()
      if (!entry.res.destroyed && !entry.req.socket.destroyed) refuse(entry.req, entry.res, now() - entry.since)
    }
  }
  if (sweepEveryMs > 0) setInterval(sweep, sweepEveryMs).unref()

  return {
    sweep,
    middleware(req, res, next) {
      const entry = { req, res, next, since: now() }
      // Those ahead leave at about `concurrency` answers per `serviceMs`.
      const expectedWaitMs = running < concurrency ? 0 : ((waiting() + 1) * serviceMs) / concurrency
      if (expectedWaitMs > maxWaitMs) return refuse(req, res, expectedWaitMs)
      queue.push(entry)
      admitNext()
    },
    stats: () => ({ running, waiting: waiting(), shed: shedCount, serviceMs }),
  }
}
