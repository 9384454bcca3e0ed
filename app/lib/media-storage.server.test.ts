import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CollectionConfig, Config, Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { mediaStoragePlugins, readMediaFile } from './media-storage.server'

/** The media collection after the storage plugins have run over a config holding it. */
async function mediaAfterPlugins(settings: Parameters<typeof mediaStoragePlugins>[0]) {
  const media: CollectionConfig = { slug: 'media', upload: { staticDir: settings.MEDIA_DIR }, fields: [{ name: 'alt', type: 'text' }] }
  let config = { collections: [media] } as Config
  for (const plugin of mediaStoragePlugins(settings)) config = await plugin(config)
  const found = config.collections!.find((collection) => collection.slug === 'media')!
  return { upload: found.upload as Exclude<CollectionConfig['upload'], boolean | undefined>, fields: found.fields.map((field) => ('name' in field ? field.name : null)), hooks: found.hooks }
}

describe('where photos are stored', () => {
  it('keeps them on local disk when no S3 bucket is set, with the same fields in the schema', async () => {
    const media = await mediaAfterPlugins({ MEDIA_DIR: 'data/media' })
    expect(media.upload.disableLocalStorage).toBeFalsy()
    expect(media.upload.staticDir).toBe('data/media')
    expect(media.upload.handlers ?? []).toHaveLength(0)
    expect(media.hooks?.afterChange ?? []).toHaveLength(0)
    expect(media.fields).toEqual(expect.arrayContaining(['alt', 'prefix']))
  })

  it('puts them in the bucket through Payload’s S3 adapter when S3_BUCKET is set', async () => {
    const media = await mediaAfterPlugins({ MEDIA_DIR: 'data/media', S3_BUCKET: 'rolemodels-media', S3_REGION: 'ap-southeast-2', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' })
    expect(media.upload.disableLocalStorage).toBe(true)
    expect(media.upload.handlers).toHaveLength(1)
    expect(media.hooks?.afterChange?.length).toBeGreaterThan(0)
    expect(media.hooks?.afterDelete?.length).toBeGreaterThan(0)
    expect(media.fields).toEqual(expect.arrayContaining(['alt', 'prefix']))
  })
})

describe('reading a stored photo from local disk', () => {
  it('reads the file by its base name only, and answers null when there is none', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-media-'))
    fs.writeFileSync(path.join(dir, 'photo.jpg'), 'bytes')
    const payload = { collections: { media: { config: { upload: { staticDir: dir, handlers: [] } } } } } as unknown as Payload
    const doc = { id: 1 }
    expect((await readMediaFile(payload, doc, 'photo.jpg'))?.toString()).toBe('bytes')
    expect((await readMediaFile(payload, doc, '../../etc/photo.jpg'))?.toString()).toBe('bytes')
    expect(await readMediaFile(payload, doc, 'missing.jpg')).toBeNull()
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
