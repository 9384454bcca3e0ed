import type { SignedInUser } from '~/domain/accounts/users'
import type { Payload } from 'payload'
import { readMediaFile } from '~/lib/media-storage.server'
import { parseDocId } from '../shared/ids'

export const PHOTO_SIZES = { md: 'thumbnailMd', xs: 'thumbnailXs', original: null } as const
export type PhotoSize = keyof typeof PHOTO_SIZES

/** Only the sizes above: not `constructor` or `toString`, which `in` would find on every object. */
export function isPhotoSize(value: string | undefined): value is PhotoSize {
  return value !== undefined && Object.hasOwn(PHOTO_SIZES, value)
}

/**
 * A profile photo file for the signed-in viewer, or null. Read as the viewer, under the media collection's read
 * rule: their own photos; a teacher's, those of role models visible to teachers or on one of the school's events. So
 * hidden profiles keep their photos hidden. Content images (no owner) are not served here.
 */
export async function readProfilePhoto(payload: Payload, user: SignedInUser | null, mediaId: string, size: PhotoSize) {
  if (!user || !isPhotoSize(size) || parseDocId(mediaId) == null) return null
  const media = await payload.findByID({ collection: 'media', id: mediaId, depth: 0, user, overrideAccess: false, disableErrors: true })
  if (!media || media.ownerRoleModel == null) return null
  const sizeName = PHOTO_SIZES[size]
  const variant = sizeName ? media.sizes?.[sizeName] : media
  const filename = variant?.filename ?? media.filename
  if (!filename) return null
  // From MEDIA_DIR, or from the S3 bucket through Payload's adapter.
  const data = await readMediaFile(payload, media, filename)
  if (!data) return null
  return { data, mimeType: variant?.mimeType ?? media.mimeType ?? 'application/octet-stream' }
}
