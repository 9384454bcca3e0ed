import { describe, expect, it } from 'vitest'
import { videoEmbedUrl } from './video-embed'

describe('video embed', () => {
  it('embeds a video by id from the privacy-enhanced address', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0')
    expect(videoEmbedUrl('a-b_c1234XY')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/a-b_c1234XY/)
  })
  it('refuses anything that is not a video id', () => {
    for (const id of ['', 'short', 'dQw4w9WgXcQx', '../../evil', 'dQw4w9WgXc?', 'javascript:1', 'dQw4w9WgXc/']) {
      expect(videoEmbedUrl(id)).toBeNull()
    }
  })
})
