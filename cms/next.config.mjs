import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The Next app only serves Payload's admin (/admin) and REST API (/cms-api). */
const nextConfig = {
  outputFileTracingRoot: root,
  turbopack: { root },
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
