import { useLocation, useMatches } from '@remix-run/react'
import { useHydrated } from './use-hydrated'

/**
 * A route whose page is (or may be) a modal over other content says so in its handle: `modalPage: true`, or a
 * function of its loader data and the address for a modal that opens on some addresses only.
 */
export type ModalPageHandle = { modalPage?: boolean | ((args: { data: unknown; search: URLSearchParams }) => boolean) }

/** Whether the current page shows a modal dialog over other content. */
export function useModalPage(): boolean {
  const matches = useMatches()
  const { search } = useLocation()
  return matches.some((match) => {
    const modalPage = (match.handle as ModalPageHandle | undefined)?.modalPage
    return typeof modalPage === 'function' ? modalPage({ data: match.data, search: new URLSearchParams(search) }) : Boolean(modalPage)
  })
}

/**
 * The `inert` attribute for content behind a modal page: without JavaScript the dialog is an ordinary open
 * <dialog>, so the header, the page behind and the footer are taken out of reach (focus order, screen readers)
 * and the dialog is all there is. With JavaScript showModal() does the same, so nothing is added.
 */
export function useBehindModal(): true | undefined {
  const modalPage = useModalPage()
  const hydrated = useHydrated()
  return modalPage && !hydrated ? true : undefined
}
