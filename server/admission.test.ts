import { EventEmitter } from 'node:events'
import type { NextFunction, Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { createAdmission } from './admission'

/** A request and its response as the middleware sees them: the response closes when `finish` is called. */
function exchange(name: string) {
  const res = Object.assign(new EventEmitter(), { destroyed: false, name }) as unknown as Response & { name: string }
  const req = { socket: { destroyed: false }, name } as unknown as Request
  return { req, res, finish: () => (res as unknown as EventEmitter).emit('close') }
}

function setUp({ concurrency = 2, maxWaitMs = 1000 } = {}) {
  let clock = 0
  const started: string[] = []
  const shed: { name: string; expectedWaitMs: number }[] = []
  // The event loop's next turns, run by `turn` (one) or `settle` (until none is left).
  const turns: (() => void)[] = []
  const turn = () => turns.shift()?.()
  const settle = () => {
    while (turns.length) turn()
  }
  const admission = createAdmission({
    concurrency, maxWaitMs, sweepEveryMs: 0, now: () => clock, nextTurn: (fn) => turns.push(fn),
    shed: (req, _res, expectedWaitMs) => shed.push({ name: (req as unknown as { name: string }).name, expectedWaitMs }),
  })
  const send = (name: string) => {
    const one = exchange(name)
    admission.middleware(one.req, one.res, (() => started.push(name)) as NextFunction)
    settle()
    return one
  }
  const finish = (one: ReturnType<typeof exchange>) => {
    one.finish()
    settle()
  }
  return { admission, send, finish, started, shed, turn, turns, tick: (ms: number) => (clock += ms), middleware: admission.middleware }
}

describe('admission control', () => {
  it('works on at most `concurrency` requests and takes the others in the order they came', () => {
    const { send, finish, started, admission } = setUp({ concurrency: 2 })
    const [a, b] = [send('a'), send('b')]
    send('c')
    send('d')
    expect(started).toEqual(['a', 'b'])
    expect(admission.stats()).toMatchObject({ running: 2, waiting: 2 })
    finish(b)
    expect(started).toEqual(['a', 'b', 'c'])
    finish(a)
    expect(started).toEqual(['a', 'b', 'c', 'd'])
    expect(admission.stats()).toMatchObject({ running: 2, waiting: 0 })
  })

  it('answers 503 at once when the wait it would have is longer than the limit', () => {
    const { send, finish, started, shed, tick } = setUp({ concurrency: 1, maxWaitMs: 1000 })
    // Answers take 400 ms: the running average learns it.
    for (let index = 0; index < 80; index++) {
      const one = send(`warm${index}`)
      tick(400)
      finish(one)
    }
    send('running')
    send('second') // waits about 400 ms
    send('third') // about 800 ms
    send('fourth') // about 1,200 ms: over the limit
    expect(started.slice(-1)).toEqual(['running'])
    expect(shed.map((entry) => entry.name)).toEqual(['fourth'])
    expect(shed[0].expectedWaitMs).toBeGreaterThan(1000)
  })

  it('answers 503 to those who waited too long, and skips clients that gave up', () => {
    const { send, finish, started, shed, tick, admission } = setUp({ concurrency: 1, maxWaitMs: 1000 })
    const first = send('first')
    const gone = send('gone')
    send('late')
    ;(gone.req.socket as { destroyed: boolean }).destroyed = true
    tick(1500)
    admission.sweep()
    expect(shed.map((entry) => entry.name)).toEqual(['late'])
    expect(admission.stats().waiting).toBe(0)
    finish(first)
    expect(started).toEqual(['first'])
    send('next')
    expect(started).toEqual(['first', 'next'])
  })

  it('starts one request a turn of the event loop, so each turn also takes in a new connection', () => {
    const { middleware, started, turn, turns } = setUp({ concurrency: 4 })
    for (const name of ['a', 'b', 'c']) {
      const one = exchange(name)
      middleware(one.req, one.res, (() => started.push(name)) as NextFunction)
    }
    // Arrived in one turn: none started inside it.
    expect(started).toEqual([])
    turn()
    expect(started).toEqual(['a'])
    turn()
    expect(started).toEqual(['a', 'b'])
    turn()
    expect(started).toEqual(['a', 'b', 'c'])
    expect(turns).toHaveLength(0)
  })
})
