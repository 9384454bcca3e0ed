import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'

/** `lang`: 'en' when the label is the English fallback on a page in another language (useT's `lang(key)`). */
export type Tab = { to: string; label: ReactNode; current: boolean; lang?: 'en' }

/**
 * A row of tabs that are links, one page each: the server renders the chosen tab, so it works without JavaScript,
 * and the current one says so with aria-current="page". With JavaScript a tab loads without a full reload and
 * keeps the scroll position. Links, not role="tab": each tab has its own address, and a link is what it is.
 */
export function TabBar({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="tabs">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab.current ? 'page' : undefined} lang={tab.lang} preventScrollReset>{tab.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
