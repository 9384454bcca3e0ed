import type { Field } from 'payload'
import { refusedContentLinks } from '../../app/domain/content/markdown.server'

export const MARKDOWN_HELP =
  'Markdown: a blank line starts a new paragraph; # Heading, - list item, **bold**, [link text](https://example.nz or /terms). HTML is shown as text.'

/** Refuses links the site would not make (javascript:, data:, //host...), naming them, so the editor can fix them. */
export function validateMarkdown(value: string | null | undefined): true | string {
  const refused = refusedContentLinks(value)
  return refused.length === 0
    ? true
    : `Links may only go to http, https or mailto addresses or to paths on this site (starting with /). Change or remove: ${refused.join(', ')}`
}

/** A localized text box of formatted copy (Markdown), rendered safely by app/domain/content/markdown.server.ts. */
export function markdownField(name: string, defaultValue?: string, description = MARKDOWN_HELP): Field {
  return {
    name,
    type: 'textarea',
    localized: true,
    ...(defaultValue === undefined ? {} : { defaultValue }),
    admin: { description },
    validate: (value: string | null | undefined) => validateMarkdown(value),
  } as Field
}
