import { useMatches } from '@remix-run/react'
import { useContext } from 'react'
// Remix's own router (a dependency of @remix-run/react): the one place that holds every route's action data.
import { UNSAFE_DataRouterStateContext as RouterState } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useT } from '~/i18n/use-t'
import { useRootData } from '~/utils/use-root-data'
import { isFailedSubmit, useErrorSummaryShown } from '~/utils/failed-submit'

/**
 * A route's page title: `handle.title` is a catalogue key (`titles.browse`, in the common namespace) or a function of
 * the route's data giving the text itself (a role model's name); `handle.titleKey` is a function of the route's data
 * giving a catalogue key (one route serving several pages).
 */
export type TitleHandle = { title?: string | ((data: never) => string); titleKey?: (data: never) => string | undefined }

/** The title of a page showing a role model's profile: their name (raw: React escapes it). */
export const profileTitle = (data: { profile?: { firstName?: string | null; surname?: string | null } } | undefined) =>
  [data?.profile?.firstName, data?.profile?.surname].filter(Boolean).join(' ')

export function useProgrammeName(): string {
  const { t } = useTranslation()
  return useRootData()?.programmeName || t('programmeName')
}

/**
 * The document's <title>: the deepest route's title and the programme's name, in the page's language; after a refused
 * submit it starts with the error word ('Error: ', 'Hapa: '), in the title's language (a title holds no markup, so
 * it is one language as a whole: decision 0043).
 */
export function PageTitle({ text, textLang }: { text?: string; textLang?: 'en' }) {
  const { t, lang, i18n } = useT()
  const summaryShown = useErrorSummaryShown()
  const failed = isFailedSubmit(useContext(RouterState)?.actionData) || summaryShown
  const programme = useProgrammeName()
  const matches = useMatches()
  let title = text
  let titleLang = textLang
  if (title === undefined) {
    for (const match of [...matches].reverse()) {
      const handle = match.handle as TitleHandle | undefined
      const key = handle?.titleKey ? (handle.titleKey as (data: unknown) => string | undefined)(match.data) : handle?.title
      if (!key) continue
      if (typeof key === 'function') title = (key as (data: unknown) => string)(match.data)
      else [title, titleLang] = [t(key), lang(key)]
      break
    }
  }
  // A title that fell back to English says so (the programme's name is a name, in either language).
  const prefix = failed ? `${titleLang ? i18n.getFixedT(titleLang, 'common')('alert.danger') : t('alert.danger')}: ` : ''
  return <title lang={titleLang}>{title ? `${prefix}${title} | ${programme}` : `${prefix}${programme}`}</title>
}
