import { useMatches } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useT } from '~/i18n/use-t'
import { useRootData } from '~/utils/use-root-data'

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

/** The document's <title>: the deepest route's title and the programme's name, in the page's language. */
export function PageTitle({ text, textLang }: { text?: string; textLang?: 'en' }) {
  const { t, lang } = useT()
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
  return <title lang={titleLang}>{title ? `${title} | ${programme}` : programme}</title>
}
