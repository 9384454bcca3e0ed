import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Resources } from './config'

export type BrowserCatalogue = { version: string; resources: Resources }

/** The version of the strings this browser holds. */
let loadedVersion: string | undefined

/** The server's catalogue for the page (`/locales/{version}/{lng}.json`), or null when it cannot be had. */
export async function fetchCatalogue(href: string): Promise<BrowserCatalogue | null> {
  try {
    const response = await fetch(href)
    if (!response.ok) return null
    const catalogue = (await response.json()) as BrowserCatalogue
    loadedVersion = catalogue.version
    return catalogue
  } catch {
    return null
  }
}

/**
 * Keeps the browser's strings in step with the server's: when a navigation's root data names a newer catalogue (an
 * editor saved a string), or a language whose strings this browser does not hold yet (someone signed in whose stored
 * language is te reo Māori, on a page first shown in English), the catalogue's resources are added, replacing any
 * loaded, and what uses them re-renders (i18next's `added` event, config.ts) in the language remix-i18next switched to.
 */
export function useCatalogue(version: string | undefined, href: string | undefined, lng: string) {
  const { i18n } = useTranslation()
  useEffect(() => {
    if (!version || !href || loadedVersion === undefined) return
    if (loadedVersion === version && i18n.hasResourceBundle(lng, 'common')) return
    let cancelled = false
    fetchCatalogue(href).then((catalogue) => {
      if (cancelled || !catalogue) return
      for (const [language, namespaces] of Object.entries(catalogue.resources)) {
        for (const [ns, strings] of Object.entries(namespaces ?? {})) {
          i18n.removeResourceBundle(language, ns)
          i18n.addResourceBundle(language, ns, strings, true, true)
        }
      }
    })
    return () => {
      cancelled = true
    }
  }, [i18n, version, href, lng])
}
