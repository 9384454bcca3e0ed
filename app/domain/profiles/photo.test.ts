import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE, photoError, sniffPhotoType } from './photo'

describe('profile photo rules', () => {
  it('reads the type from the content, not the name', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0b5394' } }).jpeg().toBuffer()
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#ffffff' } }).png().toBuffer()
    const gif = Buffer.from('GIF89a....')
    expect(sniffPhotoType(jpeg)).toBe('image/jpeg')
    expect(sniffPhotoType(png)).toBe('image/png')
    expect(sniffPhotoType(gif)).toBeNull()
    expect(sniffPhotoType(Buffer.from('<html>not an image</html>'))).toBeNull()
    expect(sniffPhotoType(new Uint8Array())).toBeNull()
  })
  it('accepts JPEG and PNG up to exactly 2 MB', () => {
    expect(PHOTO_MAX_BYTES).toBe(2097152)
    expect(photoError({ size: PHOTO_MAX_BYTES, type: 'image/jpeg' })).toBeNull()
    expect(photoError({ size: 10, type: 'image/png' })).toBeNull()
  })
  it('refuses 2 MB + 1 byte with the size message', () => {
    expect(photoError({ size: PHOTO_MAX_BYTES + 1, type: 'image/jpeg' })).toBe(PHOTO_TOO_LARGE)
  })
  it('refuses other types', () => {
    expect(photoError({ size: 10, type: 'image/gif' })).toBe(PHOTO_WRONG_TYPE)
    expect(photoError({ size: 10, type: null })).toBe(PHOTO_WRONG_TYPE)
    expect(photoError({ size: 10, type: '' })).toBe(PHOTO_WRONG_TYPE)
  })
})
