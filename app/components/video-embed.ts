import { isVideoId } from '~/domain/recordings/video-id'

// The provider's id shape lives with the recordings' rules (the collection's hook checks it too).
export { isVideoId }

/** The frame source the site's Content-Security-Policy allows, and nothing else (server.ts). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/**
 * The privacy-enhanced embed address of a video: no cookies until the visitor plays it, no related videos from other
 * channels at the end. Null for an id that is not one.
 */
export function videoEmbedUrl(id: string): string | null {
  if (!isVideoId(id)) return null
  return `${VIDEO_EMBED_ORIGIN}/embed/${id}?rel=0`
}
