import { describe, expect, it } from 'vitest'
import { validateMarkdown } from '../../../cms/globals/markdown-field'
import { contentAsText, isAllowedContentLink, refusedContentLinks, renderContent } from './markdown.server'

/** The opening tags of the rendered HTML with their attributes (every attribute double-quoted, nothing else inside). */
const tags = (html: string) =>
  [...html.matchAll(/<([a-z0-9]+)((?:\s[a-z-]+="[^"<>]*")*)>/gi)].map(([, name, attributes]) => ({
    name: name.toLowerCase(),
    attributes: Object.fromEntries([...attributes.matchAll(/\s([a-z-]+)="([^"]*)"/gi)].map(([, key, value]) => [key.toLowerCase(), value])),
  }))

describe('formatted CMS content', () => {
  it('renders headings below the page heading, lists, emphasis and links', () => {
    const html = renderContent('# Your part\n\nWe ask that you:\n\n- be **on time**\n- read the [guidance](/guidance)\n\nQuestions? [Email us](mailto:kia.ora@example.nz).')
    expect(html).toContain('<h2>Your part</h2>')
    expect(html).toContain('<ul>\n<li>be <strong>on time</strong></li>\n<li>read the <a href="/guidance">guidance</a></li>\n</ul>')
    expect(html).toContain('<a href="mailto:kia.ora@example.nz">Email us</a>')
    expect(renderContent('## Sub', { topHeading: 3 })).toBe('<h4>Sub</h4>\n')
  })

  it('keeps plain copy written before formatting: paragraphs by blank lines, line breaks kept, macrons intact', () => {
    expect(renderContent('Kia ora koutou.\n\nTēnā koe\nsecond line')).toBe('<p>Kia ora koutou.</p>\n<p>Tēnā koe<br>\nsecond line</p>\n')
    expect(renderContent('')).toBe('')
    expect(renderContent(null)).toBe('')
  })

  it('marks external links noopener and makes bare https addresses links', () => {
    expect(renderContent('See https://example.nz/terms')).toBe('<p>See <a href="https://example.nz/terms" rel="noopener noreferrer">https://example.nz/terms</a></p>\n')
  })

  it.each([
    ['a script element', '<script>window.pwned = 1</script>'],
    ['an image with an event handler', '<img src=x onerror="window.pwned = 1">'],
    ['an svg with onload', '<svg onload=alert(1)></svg>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an inline event handler in a link title', '[x](/ok "a\\" onmouseover=\\"alert(1)")'],
    ['a javascript: link', '[click me](javascript:alert(1))'],
    ['a mixed-case javascript: link', '[click me](JaVaScRiPt:alert(1))'],
    ['an entity-encoded javascript: link', '[click me](&#106;avascript:alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a javascript: reference link', '[click me][x]\n\n[x]: javascript:alert(1)'],
    ['a data: link', '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: link', '[click me](vbscript:msgbox(1))'],
    ['a protocol-relative link', '[click me](//evil.example/x)'],
    ['a markdown image', '![x](https://evil.example/pixel.png)'],
  ])('renders %s inert', (_name, source) => {
    const html = renderContent(source)
    for (const tag of tags(html)) {
      expect(['p', 'a', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'blockquote', 'hr']).toContain(tag.name)
      for (const attribute of Object.keys(tag.attributes)) expect(['href', 'rel', 'title']).toContain(attribute)
      if (tag.name === 'a') expect(tag.attributes.href).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/)
    }
    // Every tag is accounted for: none hides an unquoted attribute.
    expect(tags(html).length).toBe((html.match(/<[a-z]/gi) ?? []).length)
    expect(html).not.toMatch(/<(script|img|svg|iframe)/i)
    expect(html.toLowerCase()).not.toMatch(/href="(javascript|data|vbscript):/)
  })

  it('gives the same copy as plain text for answers read as text', () => {
    expect(contentAsText('## Check your **inbox**\n\nWe sent a link to [your email](mailto:a@b.nz) & more.\nSee <b>this</b>.')).toBe(
      'Check your inbox\nWe sent a link to your email & more.\nSee <b>this</b>.',
    )
    expect(contentAsText('If an account exists, we have sent a link.')).toBe('If an account exists, we have sent a link.')
  })

  it('allows links only to http, https, mailto and site paths', () => {
    for (const ok of ['/terms', '/account/log-in?x=1#y', 'https://example.nz', 'http://example.nz/a.pdf', 'mailto:a@example.nz', 'HTTPS://EXAMPLE.NZ']) expect(isAllowedContentLink(ok), ok).toBe(true)
    for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'terms', '#top', 'ftp://example.nz', 'https://', 'mailto:', 'tel:123']) expect(isAllowedContentLink(bad), bad).toBe(false)
  })

  it("names the links the admin refuses, in inline, reference and angle-bracket form", () => {
    expect(refusedContentLinks('[a](javascript:alert(1)) [b](/ok) <data:text/html,x>\n\n[r]: vbscript:x')).toEqual(['javascript:alert(1)', 'vbscript:x', 'data:text/html,x'])
    expect(refusedContentLinks('[a](https://example.nz) and <https://example.nz> and plain <b>bold</b>')).toEqual([])
  })

  it('refuses such copy in the admin with a clear message, and accepts plain or formatted copy', () => {
    expect(validateMarkdown('[a](javascript:alert(1))')).toBe(
      'Links may only go to http, https or mailto addresses or to paths on this site (starting with /). Change or remove: javascript:alert(1)',
    )
    expect(validateMarkdown('Plain words.\n\n- a [link](/terms)')).toBe(true)
    expect(validateMarkdown(null)).toBe(true)
  })
})
