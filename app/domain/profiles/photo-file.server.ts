import fs from 'node:fs'
import path from 'node:path'
import type { SignedInUser } from '~/utils/auth.server'
import { getPayloadClient } from '~/utils/payload.server'

export const PHOTO_SIZES = { md: 'thumbnailMd', xs: 'thumbnailXs', original: null } as const
export type PhotoSize = keyof typeof PHOTO_SIZES

type MediaDoc = { id: number; filename?: string | null; mimeType?: string | null; ownerRoleModel?: number | { id: number } | null; sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | undefined> }

/**
 * A profile photo file for the signed-in viewer, or null. The viewer must be allowed to read the photo's
 * owner (themself; a teacher only while the profile is visible), so hidden profiles keep their photos hidden.
 */
export async function readProfilePhoto(user: SignedInUser | null, mediaId: string, size: PhotoSize) {
  if (!user || !(size in PHOTO_SIZES) || !/^\d+$/.test(mediaId)) return null
  const payload = await getPayloadClient()
  const media = (await payload.findByID({ collection: 'media', id: mediaId, depth: 0, overrideAccess: true, disableErrors: true })) as MediaDoc | null
  const owner = media?.ownerRoleModel
  if (!media || owner == null) return null
  const ownerId = typeof owner === 'object' ? owner.id : owner
  const visible = await payload
    .findByID({ collection: 'role-models', id: ownerId, depth: 0, select: { profilePicture: true }, user: user as never, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!visible) return null
  const variant = PHOTO_SIZES[size] ? media.sizes?.[PHOTO_SIZES[size]!] : media
  const filename = variant?.filename ?? media.filename
  if (!filename) return null
  const file = path.join(path.resolve(process.env.MEDIA_DIR || 'data/media'), path.basename(filename))
  if (!fs.existsSync(file)) return null
  return { data: await fs.promises.readFile(file), mimeType: variant?.mimeType ?? media.mimeType ?? 'application/octet-stream' }
}
