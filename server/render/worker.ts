/**
 * The render thread (server/render/thread.server.ts): imports the Remix build's copy made for rendering (the same
 * build without its server-only packages, scripts/render-build.mjs) and renders the pages it is sent, one at a time,
 * answering each with its body or its error.
 */
import path from 'node:path'
import { parentPort } from 'node:worker_threads'
import type { ServerBuild } from '@remix-run/node'
import type { RenderJob } from './page-render.server'
import { renderJob } from './page-render.server'

const port = parentPort!
const build = (await import(path.resolve('build/server/render-build.js'))) as ServerBuild

port.on('message', ({ id, ...job }: RenderJob & { id: number }) => {
  try {
    const { body, headers } = renderJob(build, job)
    // A copy of exactly the body's bytes moves to the request's thread (a Buffer may be a view of a shared pool).
    const bytes = new Uint8Array(body)
    port.postMessage({ id, page: { body: bytes, headers } }, [bytes.buffer])
  } catch (error) {
    const { message, stack, deepestBoundary } = error as Error & { deepestBoundary?: string | null }
    port.postMessage({ id, error: { message, stack, deepestBoundary } })
  }
})
port.postMessage('ready')
