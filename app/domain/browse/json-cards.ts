import { escapeHtml } from '../../lib/html'
import type { RoleModelCard } from './browse.server'

/**
 * The cards as the spec's JSON API sends them: text HTML-escaped (spec section 3, "Text fields are HTML-escaped
 * when mapped"), because the programme's existing client inserts them as markup. Pages keep the raw values.
 */
export function escapedCards<Card extends RoleModelCard>(cards: Card[]): Card[] {
  return cards.map((card) => ({
    ...card,
    name: escapeHtml(card.name),
    whatDoYouDo: escapeHtml(card.whatDoYouDo),
    tellUsWhatYouDoNow: escapeHtml(card.tellUsWhatYouDoNow),
  }))
}
