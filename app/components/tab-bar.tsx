import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ReactNode } from 'react'

/** `lang`: 'en' when the label is the English fallback on a page in another language (useT's `lang(key)`). */
export type Tab = { to: string; label: ReactNode; current: boolean; lang?: 'en' }

/**
 * A row of tabs that are links, one page each: the server renders the chosen tab, so it works without JavaScript,
 * and the current one says so with aria-current="page". With JavaScript a tab loads without a full reload and
 * keeps the scroll position. Links, not role="tab": each tab has its own address, and a link is what it is.
 */
export function TabBar({ label, tabs, labelLang }: { label: string; tabs: Tab[]; labelLang?: 'en' }) {
  const { i18n } = useTranslation()
  // `labelLang` marks the navigation's name (an attribute: on the element holding it); inside it a translated tab
  // says it is in the page's language.
  return (
    <nav aria-label={label} lang={labelLang}>
      <ul className="tabs">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab.current ? 'page' : undefined} lang={tab.lang ?? (labelLang ? i18n.language : undefined)} preventScrollReset>{tab.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
