/**
 * Formatted CMS copy. `html` must come from renderContent (app/domain/content/markdown.server.ts), which allows no raw
 * HTML, no scripts or event handlers and only http, https, mailto and site links; nothing else may be passed here.
 */
export function ContentText({ html, className }: { html: string; className?: string }) {
  if (!html) return null
  return <div className={className ? `content-text ${className}` : 'content-text'} dangerouslySetInnerHTML={{ __html: html }} />
}
