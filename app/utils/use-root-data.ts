import { useLocation, useRouteLoaderData } from '@remix-run/react'
import { createContext, useContext, useRef } from 'react'
import type { SerializeFrom } from '@remix-run/node'
import type { getRootData } from '../root-data.server'

/** What the root loader gives every page (app/utils/root-data.server.ts), as components read it. */
export type RootData = SerializeFrom<Awaited<ReturnType<typeof getRootData>>['data']>

/** Root loader data for components that need the user, the SecurityID token, the language or the one-off alert. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}

type OneOffAlert = RootData['alert']

const ArrivedAlert = createContext<OneOffAlert>(null)

/**
 * The one-off alert while the visitor is on the page it arrived with. Root data outlives client-side navigations
 * (the root loader runs again only after a form post), so the alert is dropped once the visitor moves on. Called by
 * the root component alone, which stays mounted: a route component mounted later would take a leftover alert for a
 * new one, so routes read the root's answer with useOneOffAlert.
 */
export function useArrivedAlert(): OneOffAlert {
  const alert = useRootData()?.alert ?? null
  const { key } = useLocation()
  const arrived = useRef<{ alert: unknown; key: string } | null>(null)
  if (alert && arrived.current?.alert !== alert) arrived.current = { alert, key }
  return alert && arrived.current?.key === key ? alert : null
}

/** Hands the root's answer of useArrivedAlert to the routes that show the alert themselves. */
export const ArrivedAlertProvider = ArrivedAlert.Provider

/** The one-off alert for the page it arrived with, for a route that shows it itself (handle.ownsAlert). */
export function useOneOffAlert(): OneOffAlert {
  return useContext(ArrivedAlert)
}
