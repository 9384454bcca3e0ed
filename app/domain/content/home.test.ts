import { describe, expect, it } from 'vitest'
import { HOME_IMAGE_ALT_REQUIRED, imageAltProblem, shownHomeImage } from './home'

describe("the home's image", () => {
  it('may be chosen only with alt text', () => {
    expect(imageAltProblem({ alt: 'Students listening to a nurse' })).toBeNull()
    expect(imageAltProblem({ alt: '   ' })).toBe(HOME_IMAGE_ALT_REQUIRED)
    expect(imageAltProblem({ alt: null })).toBe(HOME_IMAGE_ALT_REQUIRED)
    expect(imageAltProblem(null)).toMatch(/exists/)
  })

  it('is shown only with a file and alt text', () => {
    const image = { url: '/api/media/file/a.png', alt: 'A classroom', width: 960, height: 600 }
    expect(shownHomeImage(image)).toBe(image)
    expect(shownHomeImage({ ...image, alt: '' })).toBeNull()
    expect(shownHomeImage({ ...image, url: '' })).toBeNull()
    expect(shownHomeImage(null)).toBeNull()
  })
})
