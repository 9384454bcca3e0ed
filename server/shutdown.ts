import type { Server } from 'node:http'
import net from 'node:net'
import type { Socket } from 'node:net'
import type { NextFunction, Request, Response } from 'express'

/**
 * Draining on SIGTERM or SIGINT (decision 0033): the listening socket closes at once (no new connections) and
 * `/readyz` answers 503, requests already received are answered, keep-alive connections are closed as soon as
 * they are idle (every answer from then on says `Connection: close`), and what else runs (the job runner, the
 * render thread, the database) is stopped after them. Past the grace period the remaining connections are cut.
 */
export type Shutdown = {
  /** True from the first signal: `/readyz` answers 503. */
  readonly draining: boolean
  /** Follows the server's connections (call once it is made). */
  watch: (server: Server) => void
  /** Express middleware, first in the chain: counts the requests in flight; while draining, answers close their connection. */
  track: (req: Request, res: Response, nextFn: NextFunction) => void
  /** Starts draining (idempotent); resolves when every step is done. */
  drain: (reason: string) => Promise<DrainReport>
}

export type DrainReport = { ms: number; answeredWhileDraining: number; cutConnections: number; steps: { name: string; ms: number; error?: string }[] }

type Step = { name: string; run: (deadline: number) => Promise<void> }

type Options = {
  server: () => Server | undefined
  graceMs: number
  /** Run beside the requests' draining (the job runner); each gets the deadline (epoch ms). */
  alongside: Step[]
  /** Run once requests and the steps alongside are done, in order (the render thread, then the database). */
  after: Step[]
}

/** How long a connection must have been quiet (no request under way, nothing received) before draining closes it. */
const QUIET_MS = 1000
const SWEEP_EVERY_MS = 100

export function createShutdown({ server, graceMs, alongside, after }: Options): Shutdown {
  let draining = false
  let done: Promise<DrainReport> | null = null
  const inFlight = new Set<Response>()
  let answeredWhileDraining = 0
  /** Every open connection: its requests under way, the bytes it had received and since when that count stood. */
  const connections = new Map<Socket, { active: number; bytes: number; since: number }>()

  const watch = (http: Server) =>
    http.on('connection', (socket: Socket) => {
      connections.set(socket, { active: 0, bytes: 0, since: Date.now() })
      socket.once('close', () => connections.delete(socket))
    })

  const track = (_req: Request, res: Response, nextFn: NextFunction) => {
    inFlight.add(res)
    const connection = connections.get(res.socket as Socket)
    if (connection) connection.active++
    if (draining) res.setHeader('Connection', 'close')
    res.once('close', () => {
      inFlight.delete(res)
      if (connection) {
        connection.active--
        connection.since = Date.now()
      }
      if (draining) answeredWhileDraining++
    })
    nextFn()
  }

  /**
   * Closes the connections that have been quiet for QUIET_MS: no request under way and nothing received (a request
   * whose headers are still arriving counts as received). Not Node's closeIdleConnections, which also closes a
   * connection whose next request is sent but not yet read, a request the client then sees fail.
   */
  const closeQuiet = () => {
    const now = Date.now()
    for (const [socket, connection] of connections) {
      if (connection.active) continue
      if (socket.bytesRead !== connection.bytes) {
        connection.bytes = socket.bytesRead
        connection.since = now
      } else if (now - connection.since >= QUIET_MS) socket.destroy()
    }
  }

  const timed = async (step: Step, deadline: number) => {
    const start = Date.now()
    try {
      await step.run(deadline)
      return { name: step.name, ms: Date.now() - start }
    } catch (error) {
      return { name: step.name, ms: Date.now() - start, error: (error as Error).message }
    }
  }

  const drain = (reason: string) => {
    if (done) return done
    draining = true
    const start = Date.now()
    const deadline = start + graceMs
    let cutConnections = 0
    done = (async () => {
      const http = server()
      // Answers not yet started close their connection once sent.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
      for (const connection of connections.values()) connection.since = start
      const requests = new Promise<void>((resolve) => {
        if (!http?.listening) return resolve()
        const sweep = setInterval(closeQuiet, SWEEP_EVERY_MS)
        const timer = setTimeout(() => {
          // Past the grace period: whatever is still open is cut, so the process can stop.
          cutConnections = connections.size
          http.closeAllConnections()
        }, Math.max(0, deadline - Date.now()))
        // The listening socket closes now; net's close, not http's, which would also close "idle" connections at once
        // (see closeQuiet). The callback runs once the last connection has closed.
        net.Server.prototype.close.call(http, () => {
          clearInterval(sweep)
          clearTimeout(timer)
          resolve()
        })
      })
      const steps = await Promise.all([requests.then(() => ({ name: `requests (${reason})`, ms: Date.now() - start })), ...alongside.map((step) => timed(step, deadline))])
      for (const step of after) steps.push(await timed(step, deadline))
      return { ms: Date.now() - start, answeredWhileDraining, cutConnections, steps }
    })()
    return done
  }

  return {
    get draining() {
      return draining
    },
    watch,
    track,
    drain,
  }
}

/** Waits until `idle()` is true, checking every `everyMs`, or until the deadline; resolves whether it became idle. */
export async function waitUntil(idle: () => boolean, deadline: number, everyMs = 50): Promise<boolean> {
  while (!idle()) {
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return true
}
