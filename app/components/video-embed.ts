/** A video provider's id: 11 letters, digits, '-' or '_'. Anything else is refused rather than put in an address. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/** The frame source the site's Content-Security-Policy allows, and nothing else (server.ts). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

export function isVideoId(id: string): boolean {
  return VIDEO_ID.test(id)
}

/**
 * The privacy-enhanced embed address of a video: no cookies until the visitor plays it, no related videos from other
 * channels at the end. Null for an id that is not one.
 */
export function videoEmbedUrl(id: string): string | null {
  if (!isVideoId(id)) return null
  return `${VIDEO_EMBED_ORIGIN}/embed/${id}?rel=0`
}
