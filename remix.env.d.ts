/// <reference types="@remix-run/dev" />

import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Per-request nonce for inline scripts, set by server.ts and allowed by the Content-Security-Policy. */
    cspNonce?: string
    /** The thread that renders pages (server.ts); absent where pages render in the request's thread. */
    renderThread?: import('./server/render/thread.server').RenderThread
    /** The request's route pattern for the log (server/request-log.ts), never its address: asked only when logging. */
    route?: () => string
  }
}
