import { homePage } from '~/domain/content/home-page.server'
import type { HomeData } from '~/domain/content/home-page.server'
import { getPayloadClient } from '~/lib/payload.server'
import { i18nServer } from '~/utils/i18n.server'

/** The home's loader data (the home page, and the account pages behind their modal). */
export async function homeLoader(request: Request): Promise<HomeData> {
  return homePage(await getPayloadClient(), await i18nServer.getLocale(request))
}
