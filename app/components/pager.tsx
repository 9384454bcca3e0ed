import { Link } from '@remix-run/react'
import { useT } from '~/i18n/use-t'
import { pagerItems } from '~/domain/browse/query'

/** `labelLang`: 'en' when the navigation's name is an English fallback (issue 34: marked on the element holding it). */
type PagerProps = { page: number; totalPages: number; href: (page: number) => string; label: string; labelLang?: string }

/** Page links (first, last, neighbours), previous and next; plain links so they work without JavaScript. */
export function Pager({ page, totalPages, href, label, labelLang }: PagerProps) {
  const { t, lang: fallback, i18n } = useT('teachers')
  // Inside a navigation marked English for its name, a translated text says it is in the page's language.
  const lang = (key: string, options?: Record<string, unknown>) => fallback(key, options) ?? (labelLang ? i18n.language : undefined)
  if (totalPages <= 1) return null
  return (
    <nav className="pager" aria-label={label} lang={labelLang}>
      <ul>
        <li>
          {page > 1 ? <Link to={href(page - 1)} rel="prev" lang={lang('pager.previous')}>{t('pager.previous')}</Link> : <span className="pager-disabled" aria-disabled="true" lang={lang('pager.previous')}>{t('pager.previous')}</span>}
        </li>
        {pagerItems(page, totalPages).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="pager-gap">…</li>
          ) : (
            <li key={item.page}>
              <Link to={href(item.page)} aria-current={item.current ? 'page' : undefined} aria-label={t('pager.page', { page: item.page })} lang={lang('pager.page', { page: item.page })}>
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? <Link to={href(page + 1)} rel="next" lang={lang('pager.next')}>{t('pager.next')}</Link> : <span className="pager-disabled" aria-disabled="true" lang={lang('pager.next')}>{t('pager.next')}</span>}
        </li>
      </ul>
    </nav>
  )
}
