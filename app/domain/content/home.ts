/**
 * The visitor's home (decision 0083): pure rules of what it shows from the CMS.
 */

export const HOME_IMAGE_ALT_REQUIRED = 'The home page image needs alt text: add it to the image (in English at least) or choose another image.'

/** Why an image may not be the home's (no alt text in English), or null when it may. */
export function imageAltProblem(media: { alt?: string | null } | null | undefined): string | null {
  if (!media) return 'Choose an image that exists.'
  return media.alt?.trim() ? null : HOME_IMAGE_ALT_REQUIRED
}

export type HomeImage = { url: string; alt: string; width?: number; height?: number; lang?: 'en' }

/**
 * The image the home shows: one with a file and alt text. An image whose alt text was removed after it was chosen is
 * not shown at all (the home never shows an image a screen reader cannot describe).
 */
export function shownHomeImage(image: HomeImage | null | undefined): HomeImage | null {
  return image && image.url && image.alt.trim() ? image : null
}
