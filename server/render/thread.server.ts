import { Worker } from 'node:worker_threads'
import { KEPT_CATALOGUES } from './page-render.server'
import type { RenderedPage, RenderJob } from './page-render.server'
import type { Resources } from '../../app/i18n/config'
import { log } from '../../app/lib/logger.server'

/**
 * Renders pages in a worker thread, so React's render and the page's gzip (about a third of a page's CPU time) run
 * beside the request thread's reads instead of after them (decision 0021). The worker imports the same
 * build and renders from the request's data alone. Until it has started, and whenever it is gone, `render` answers
 * null and the page is rendered in the request's thread: a page is never lost to the thread.
 */
export type RenderThread = {
  render: (page: PageToRender) => Promise<RenderedPage> | null
  close: () => Promise<void>
}

/** A page for the thread, with its catalogue's resources (sent only when the thread does not hold that version). */
export type PageToRender = Omit<RenderJob, 'catalogue'> & { catalogue: { version: string; resources: Resources } }

type Answer = { id: number; page?: RenderedPage; error?: { message: string; stack?: string; deepestBoundary?: string | null } }

/** Thrown where the page's render threw in the render thread, with the deepest boundary it rendered. */
class RenderError extends Error {
  override name = 'RenderError'
  constructor(
    message: string,
    readonly deepestBoundary: string | null,
    stack?: string,
  ) {
    super(message)
    if (stack) this.stack = stack
  }
}

export function startRenderThread(workerFile: string): RenderThread {
  let worker: Worker | null = null
  let ready = false
  let closed = false
  let nextId = 0
  const pending = new Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>()
  /** Catalogue versions the current worker holds: their resources are sent once. */
  let versions = new Set<string>()

  const start = () => {
    // Its heap holds the build's rendering copy (scripts/render-build.mjs, without server-only packages: the thread
    // adds about 28 MB to the process, decision 0065) and one page at a time: limits keep the process under the memory
    // budget (decision 0021), well above what it uses under load. A page's render is short-lived garbage: with a 4 MB
    // young generation the collector took a quarter of the thread's time and promoted the rest into frequent full
    // collections; 16 MB cut browse's CPU an answer by ~15% (docs/performance/log.md, 2026-11-26 fifteenth session).
    const thread = new Worker(workerFile, { resourceLimits: { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 96 } })
    worker = thread
    ready = false
    versions = new Set()
    thread.on('message', (message: Answer | 'ready') => {
      if (message === 'ready') return void (ready = true)
      const job = pending.get(message.id)
      pending.delete(message.id)
      if (!job) return
      if (message.page) job.resolve(message.page)
      else job.reject(new RenderError(message.error?.message ?? 'Render failed', message.error?.deepestBoundary ?? null, message.error?.stack))
    })
    thread.on('error', (error) => log().error({ err: error }, 'The render thread failed'))
    thread.on('exit', (code) => {
      if (worker !== thread) return
      if (!closed) log().error({ exitCode: code }, "The render thread stopped: pages render in the request's thread until a new one starts")
      worker = null
      ready = false
      // Pages in flight are answered by the request's thread (see entry.server.tsx); a new thread takes over.
      for (const job of pending.values()) job.reject(new ThreadGone())
      pending.clear()
      if (!closed) setTimeout(start, 1000).unref()
    })
    thread.unref()
  }
  start()

  return {
    render(job) {
      if (!worker || !ready) return null
      const id = nextId++
      const known = versions.has(job.catalogue.version)
      if (!known) {
        // The thread keeps the latest few catalogues in the order it is sent them: the same rule here keeps both in step.
        versions.add(job.catalogue.version)
        if (versions.size > KEPT_CATALOGUES) versions.delete(versions.values().next().value!)
      }
      const message: RenderJob & { id: number } = { ...job, id, catalogue: known ? { version: job.catalogue.version } : job.catalogue }
      const thread = worker
      return new Promise<RenderedPage>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        thread.postMessage(message)
      })
    },
    async close() {
      closed = true
      await worker?.terminate()
    },
  }
}

/** The render thread stopped while a page was in it. */
class ThreadGone extends Error {
  override name = 'ThreadGone'
  constructor() {
    super('The render thread stopped')
  }
}

// Told apart by name, not instanceof: server.ts (which makes these) and the Remix build (which catches them) are two
// bundles, each with its own copy of this module.
export const isThreadGone = (error: unknown): error is ThreadGone => error instanceof Error && error.name === 'ThreadGone'
export const isRenderError = (error: unknown): error is RenderError => error instanceof Error && error.name === 'RenderError'
