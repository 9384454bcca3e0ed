import { useMatches } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useRootData } from '~/utils/use-root-data'

/**
 * A route's page title: `handle.title` is a catalogue key (`titles.browse`, in the common namespace) or a function of
 * the route's data giving the text itself (a role model's name).
 */
export type TitleHandle = { title?: string | ((data: never) => string) }

export function useProgrammeName(): string {
  const { t } = useTranslation()
  return useRootData()?.programmeName || t('programmeName')
}

/** The document's <title>: the deepest route's title and the programme's name, in the page's language. */
export function PageTitle({ text }: { text?: string }) {
  const { t } = useTranslation()
  const programme = useProgrammeName()
  const matches = useMatches()
  let title = text
  if (title === undefined) {
    for (const match of [...matches].reverse()) {
      const handle = match.handle as TitleHandle | undefined
      if (!handle?.title) continue
      title = typeof handle.title === 'function' ? (handle.title as (data: unknown) => string)(match.data) : t(handle.title)
      break
    }
  }
  return <title>{title ? `${title} | ${programme}` : programme}</title>
}
