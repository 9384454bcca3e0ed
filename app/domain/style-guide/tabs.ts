/** The style guide's tabs, in order: tab n lives at /style-guide/tab-{n} (n from 1); /style-guide shows the first. */
export const STYLE_GUIDE_TABS = ['alerts', 'fields', 'choosers', 'disclosures', 'modals', 'playground'] as const
export type StyleGuideTab = (typeof STYLE_GUIDE_TABS)[number]

/** The tab an address names, or null for one that names none (answered with 404). */
export function tabFromParam(param: string | undefined): StyleGuideTab | null {
  if (param === undefined) return STYLE_GUIDE_TABS[0]
  const match = /^tab-([1-9]\d*)$/.exec(param)
  return match ? (STYLE_GUIDE_TABS[Number(match[1]) - 1] ?? null) : null
}

export function tabPath(tab: StyleGuideTab): string {
  return `/style-guide/tab-${STYLE_GUIDE_TABS.indexOf(tab) + 1}`
}

/** The example modal closes itself after this long (spec section 9). */
export const EXAMPLE_MODAL_CLOSE_MS = 3000
