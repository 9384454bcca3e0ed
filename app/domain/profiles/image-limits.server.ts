import sharp from 'sharp'
import type { SharpOptions } from 'sharp'
import { PHOTO_MAX_PIXELS } from './photo'

/** sharp for Payload's uploads (`sharp` in the Payload config): every image it opens stops at the pixel limit. */
export const limitedSharp = ((input?: Parameters<typeof sharp>[0], options?: SharpOptions) =>
  sharp(input, { ...options, limitInputPixels: PHOTO_MAX_PIXELS })) as typeof sharp

/** Whether an image declares more pixels than the limit; reads only its header. Unreadable input is not this check's business. */
export async function hasTooManyPixels(input: Buffer | string): Promise<boolean> {
  const { width, height } = await sharp(input).metadata().catch(() => ({ width: undefined, height: undefined }))
  return Boolean(width && height && width * height > PHOTO_MAX_PIXELS)
}
