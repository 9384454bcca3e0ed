import fs from 'node:fs'
import path from 'node:path'
import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import { createLocalReq } from 'payload'
import type { Payload, Plugin, TypeWithID } from 'payload'

/**
 * Where uploaded photos live (decision 0033): the local folder MEDIA_DIR by default; an S3-compatible bucket when
 * S3_BUCKET is set, through Payload's own adapter (@payloadcms/storage-s3, the same exact version as payload). The
 * adapter's fields are in the schema either way (`alwaysInsertFields`), so one set of migrations serves both.
 */
export type StorageSettings = {
  MEDIA_DIR: string
  S3_BUCKET?: string
  S3_REGION?: string
  S3_ENDPOINT?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE?: boolean
  S3_PREFIX?: string
}

export const usesS3 = (settings: Pick<StorageSettings, 'S3_BUCKET'>) => Boolean(settings.S3_BUCKET)

/**
 * The storage plugin for the media collection: Payload's S3 adapter when S3_BUCKET is set, loaded only then (the AWS
 * SDK is some 12 MB of resident memory a server on local disk does without); otherwise the cloud-storage plugin,
 * disabled, which only inserts the same fields, so the schema and its migrations are the same either way.
 */
export function mediaStoragePlugins(settings: StorageSettings): Plugin[] {
  const collections = { media: { prefix: settings.S3_PREFIX ?? '' } }
  // No adapter: the disabled plugin only adds the fields (prefix, _objectKey) to the collection.
  if (!usesS3(settings)) return [cloudStoragePlugin({ enabled: false, alwaysInsertFields: true, collections: { media: { ...collections.media, adapter: null } } })]
  const credentials =
    settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY } : undefined
  return [
    async (config) => {
      const { s3Storage } = await import('@payloadcms/storage-s3')
      return s3Storage({
        enabled: true,
        alwaysInsertFields: true,
        // A prefix ('' by default) keeps the prefix field in the schema when enabled too (the adapter adds it only then).
        collections,
        bucket: settings.S3_BUCKET ?? '',
        config: {
          region: settings.S3_REGION || 'us-east-1',
          ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
          ...(settings.S3_FORCE_PATH_STYLE ? { forcePathStyle: true } : {}),
          // Without keys, the SDK's own chain (an instance or task role, AWS_* variables).
          ...(credentials ? { credentials } : {}),
        },
      })(config)
    },
  ]
}

/**
 * The bytes of one stored media file (of `doc`, the media document), wherever it is, or null when there is none: through the storage adapter's own
 * handler when the media collection has one (S3), otherwise from MEDIA_DIR.
 */
export async function readMediaFile(payload: Payload, doc: TypeWithID, filename: string): Promise<Buffer<ArrayBuffer> | null> {
  const name = path.basename(filename)
  const handlers = payload.collections.media.config.upload.handlers ?? []
  if (handlers.length) {
    const req = await createLocalReq({}, payload)
    for (const handler of handlers) {
      const answer = await handler(req, { doc, params: { collection: 'media', filename: name } })
      if (answer instanceof Response) return answer.ok ? Buffer.from(await answer.arrayBuffer()) : null
    }
    return null
  }
  const staticDir = payload.collections.media.config.upload.staticDir ?? process.env.MEDIA_DIR ?? 'data/media'
  // The photos' folder is chosen at run time: the admin's build (Turbopack) must not trace it as the whole project.
  const file = path.join(/*turbopackIgnore: true*/ path.resolve(/*turbopackIgnore: true*/ staticDir), name)
  return fs.existsSync(/*turbopackIgnore: true*/ file) ? fs.promises.readFile(/*turbopackIgnore: true*/ file) : null
}
