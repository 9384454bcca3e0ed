import { useFollowInApp } from './follow-in-app'
import { useT } from '~/i18n/use-t'
import { pagerItems } from '~/domain/browse/query'

/** `labelLang`: 'en' when the navigation's name is an English fallback (issue 34: marked on the element holding it). */
type PagerProps = { page: number; totalPages: number; href: (page: number) => string; label: string; labelLang?: string }

/** Page links (first, last, neighbours), previous and next; plain links so they work without JavaScript, followed by the app with it. */
export function Pager({ page, totalPages, href, label, labelLang }: PagerProps) {
  const { t, lang: fallback, i18n } = useT('teachers')
  // Inside a navigation marked English for its name, a translated text says it is in the page's language.
  const lang = (key: string, options?: Record<string, unknown>) => fallback(key, options) ?? (labelLang ? i18n.language : undefined)
  // Plain anchors the app follows (decision 0099): up to nine links on every list page.
  const follow = useFollowInApp()
  if (totalPages <= 1) return null
  return (
    <nav className="pager" aria-label={label} lang={labelLang}>
      <ul>
        <li>
          {page > 1 ? <a href={href(page - 1)} onClick={follow} rel="prev" lang={lang('pager.previous')}>{t('pager.previous')}</a> : <span className="pager-disabled" aria-disabled="true" lang={lang('pager.previous')}>{t('pager.previous')}</span>}
        </li>
        {pagerItems(page, totalPages).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="pager-gap">…</li>
          ) : (
            <li key={item.page}>
              <a href={href(item.page)} onClick={follow} aria-current={item.current ? 'page' : undefined} aria-label={t('pager.page', { page: item.page })} lang={lang('pager.page', { page: item.page })}>
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? <a href={href(page + 1)} onClick={follow} rel="next" lang={lang('pager.next')}>{t('pager.next')}</a> : <span className="pager-disabled" aria-disabled="true" lang={lang('pager.next')}>{t('pager.next')}</span>}
        </li>
      </ul>
    </nav>
  )
}
