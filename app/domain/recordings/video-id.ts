/** A video provider's id: 11 letters, digits, '-' or '_'. Anything else is refused rather than put in an address. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

export function isVideoId(id: string): boolean {
  return VIDEO_ID.test(id)
}
