import { escapeHtml } from '../../lib/html'
import type { BrowseResult, RoleModelCard } from './browse.server'

/** A card as the API sends it: the choose page's place as one text, as it always was. */
export type JsonCard<Card extends RoleModelCard> = Omit<Card, 'place'> & { place?: string | null }

/**
 * The cards as the spec's JSON API sends them: text HTML-escaped (spec section 3, "Text fields are HTML-escaped
 * when mapped"), because the programme's existing client inserts them as markup. Pages keep the raw values. A card's
 * place ('Manurewa, Auckland') is one text: the language marks of its parts are the pages' (decision 0053).
 */
export function escapedCards<Card extends RoleModelCard>(cards: Card[]): JsonCard<Card>[] {
  return cards.map(({ place, ...card }) => ({
    ...card,
    name: escapeHtml(card.name),
    whatDoYouDo: escapeHtml(card.whatDoYouDo),
    tellUsWhatYouDoNow: escapeHtml(card.tellUsWhatYouDoNow),
    ...(place === undefined ? {} : { place: place && place.map((part) => part.title).join(', ') }),
  }))
}

/** The filters as the spec's API lists them: each option's id and title (the pages' language marks left out). */
export function jsonFilters(filters: BrowseResult['filters']): BrowseResult['filters'] {
  return Object.fromEntries(Object.entries(filters).map(([key, options]) => [key, options.map(({ id, title }) => ({ id, title }))])) as BrowseResult['filters']
}
