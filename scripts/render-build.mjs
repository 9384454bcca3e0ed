/**
 * The render thread's copy of the Remix build (decision 0065): build/index.js bundled again with every server-only
 * package replaced by a stand-in (server/render/server-only.cjs). The render thread only renders pages, so it need not
 * load Payload, the database drivers, mail, image and sign-in libraries: about 75 MB less in the thread's heap and code
 * space. Same routes, same modules, same assets manifest as build/index.js, which it is made from. Run by `npm run build`.
 */
import * as esbuild from 'esbuild'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Packages (and their subpaths) that only loaders, actions, jobs and the server use. */
export const SERVER_ONLY = /^(payload|@payloadcms\/[^/]+|drizzle-orm|@libsql\/client|mongoose|nodemailer|sharp|openid-client|rate-limiter-flexible|ical-generator|date-holidays|pino|next)(\/.*)?$/

export const RENDER_BUILD = 'build/server/render-build.js'

export async function renderBuild() {
  await esbuild.build({
    entryPoints: ['build/index.js'],
    outfile: RENDER_BUILD,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'warning',
    plugins: [{
      name: 'server-only',
      setup(build) {
        build.onResolve({ filter: SERVER_ONLY }, () => ({ path: path.resolve('server/render/server-only.cjs') }))
      },
    }],
  })
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await renderBuild()
