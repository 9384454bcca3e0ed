import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The Next app only serves Payload's admin (/admin) and REST API (/cms-api). */
const nextConfig = {
  outputFileTracingRoot: root,
  turbopack: { root },
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// withPayload turns off Turbopack's server fast refresh, a development-only experiment; `next build` would list it
// as an experiment in use, so the production build leaves the key out (nothing it builds changes).
export default (/** @type {string} */ phase) => {
  if (phase !== PHASE_PRODUCTION_BUILD) return config
  const { turbopackServerFastRefresh: _devOnly, ...experimental } = config.experimental ?? {}
  return { ...config, experimental }
}
