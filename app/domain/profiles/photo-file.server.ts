import type { SignedInUser } from '~/domain/accounts/users'
import type { Payload } from 'payload'
import { readMediaFile } from '~/lib/media-storage.server'
import { isOnTeacherSchoolEvent } from './on-school-events.server'
import { parseDocId } from '../shared/ids'

export const PHOTO_SIZES = { md: 'thumbnailMd', xs: 'thumbnailXs', original: null } as const
export type PhotoSize = keyof typeof PHOTO_SIZES

/** Only the sizes above: not `constructor` or `toString`, which `in` would find on every object. */
export function isPhotoSize(value: string | undefined): value is PhotoSize {
  return value !== undefined && Object.hasOwn(PHOTO_SIZES, value)
}

/**
 * A profile photo file for the signed-in viewer, or null. The viewer must be allowed to read the photo's
 * owner (themself; a teacher while the profile is visible, or while the role model is on one of the school's
 * events), so hidden profiles keep their photos hidden.
 */
export async function readProfilePhoto(payload: Payload, user: SignedInUser | null, mediaId: string, size: PhotoSize) {
  if (!user || !isPhotoSize(size) || parseDocId(mediaId) == null) return null
  // The viewer's reach is checked next, on the photo's owner (with their own access); the file's URL needs the Local API.
  const media = await payload.findByID({ collection: 'media', id: mediaId, depth: 0, overrideAccess: true, disableErrors: true })
  const owner = media?.ownerRoleModel
  if (!media || owner == null) return null
  const ownerId = typeof owner === 'object' ? owner.id : owner
  const visible = await payload
    .findByID({ collection: 'role-models', id: ownerId, depth: 0, select: { profilePicture: true }, user, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!visible && !(await isOnTeacherSchoolEvent(payload, user, ownerId))) return null
  const sizeName = PHOTO_SIZES[size]
  const variant = sizeName ? media.sizes?.[sizeName] : media
  const filename = variant?.filename ?? media.filename
  if (!filename) return null
  // From MEDIA_DIR, or from the S3 bucket through Payload's adapter.
  const data = await readMediaFile(payload, media, filename)
  if (!data) return null
  return { data, mimeType: variant?.mimeType ?? media.mimeType ?? 'application/octet-stream' }
}
