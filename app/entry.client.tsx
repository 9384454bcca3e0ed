import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { i18nOptions } from './i18n/config'
import { fetchCatalogue } from './i18n/client-catalogue'

async function hydrate() {
  const lng = document.documentElement.lang === 'mi' ? 'mi' : 'en'
  // The server announced its catalogue in the head (<link rel=preload>), so this fetch is already under way.
  const href = document.querySelector<HTMLLinkElement>('link[data-catalogue]')?.href ?? `/locales/current/${lng}.json`
  const catalogue = await fetchCatalogue(href)
  // Without words the page stays as the server rendered it: everything works without JavaScript.
  if (!catalogue) return
  await i18next.use(initReactI18next).init({ ...i18nOptions(catalogue.resources), lng })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

hydrate()
