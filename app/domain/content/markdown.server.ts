import MarkdownIt from 'markdown-it'

/**
 * Where a link in CMS content may lead: http, https and mailto addresses, and paths on this site ('/terms').
 * Anything else (javascript:, data:, vbscript:, protocol-relative '//host', relative 'page') is no link.
 */
export function isAllowedContentLink(href: string): boolean {
  const url = href.trim()
  if (/^\/(?![/\\])/.test(url)) return true
  return /^(https?:\/\/[^/\\\s]|mailto:[^\s])/i.test(url)
}

const markdown = new MarkdownIt({
  // Raw HTML in the content is shown as text, never as markup.
  html: false,
  // A bare https address becomes a link; a line break in the admin's text box is a line break on the page.
  linkify: true,
  breaks: true,
  typographer: false,
})
markdown.validateLink = isAllowedContentLink
// Images would load from anywhere the editor pastes: content images are the CMS's own upload slots.
markdown.disable(['image'])
markdown.linkify.set({ fuzzyLink: false, fuzzyEmail: false })

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options))
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]
  if (/^https?:/i.test(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener noreferrer')
  return defaultLinkOpen(tokens, index, options, env, self)
}

type RenderOptions = {
  /** The level of the content's top heading: '#' becomes this, '##' the next (the page has its own h1). */
  topHeading?: 2 | 3 | 4
}

/**
 * CMS copy written in Markdown (headings, lists, emphasis, links) as safe HTML for the page: no raw HTML, no event
 * handlers, no scripts, no images, links only to http, https, mailto and this site. Plain paragraphs are Markdown
 * too, so copy written before formatting existed renders as it did.
 */
export function renderContent(source: string | null | undefined, { topHeading = 2 }: RenderOptions = {}): string {
  if (!source?.trim()) return ''
  const tokens = markdown.parse(source, {})
  for (const token of tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + topHeading - 1)}`
    }
  }
  return markdown.renderer.render(tokens, markdown.options, {})
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/**
 * The same copy as plain text, for answers read as text (the legacy JSON endpoints' `message`): the formatting
 * marks and tags go, the words stay, each paragraph, heading or list item on a line of its own.
 */
export function contentAsText(source: string | null | undefined): string {
  return renderContent(source)
    .replace(/<br>\n?/g, '\n')
    .replace(/<\/(p|h[1-6]|li|ul|ol|blockquote|pre)>\n?/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * The link addresses in Markdown copy that the site would refuse to link, for the admin's validation message.
 * Looks at inline links, reference definitions and angle-bracket autolinks.
 */
export function refusedContentLinks(source: string | null | undefined): string[] {
  if (!source) return []
  const found = new Set<string>()
  const patterns = [/\]\(\s*<?((?:[^()\s>]|\([^()\s]*\))+)/g, /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm, /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi]
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const href = match[1]
      if (!isAllowedContentLink(href)) found.add(href)
    }
  }
  return [...found]
}
