/** Profile photo rules (spec sections 5 and 9): JPEG or PNG, at most 2 MB (2097152 bytes). */
export const PHOTO_MAX_BYTES = 2_097_152
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',')

/**
 * Not in the spec: at most 25 megapixels (a 24-megapixel camera's 6000 x 4000 fits), a tenth of sharp's default,
 * because a tiny file can declare a huge image (a 31 KB PNG of 16,000 x 16,000 took 4 s and 300 MB to decode).
 */
export const PHOTO_MAX_PIXELS = 25_000_000
export const PHOTO_TOO_LARGE = 'profile:validation.photoTooLarge'
export const PHOTO_TOO_MANY_PIXELS = 'profile:validation.photoTooManyPixels'
export const PHOTO_WRONG_TYPE = 'profile:validation.photoType'

/** The image type a file really is, read from its first bytes (never from its name or declared type). */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png'
  return null
}

/**
 * The error for a chosen photo, or null. `type` is what is known of its content: on the server the sniffed
 * type; in the browser the type the browser reports (a first check only; the server decides).
 */
export function photoError(photo: { size: number; type: string | null | undefined }): string | null {
  if (photo.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE
  if (!photo.type || !PHOTO_TYPES.includes(photo.type as PhotoType)) return PHOTO_WRONG_TYPE
  return null
}

export const PHOTO_EXTENSIONS: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' }
