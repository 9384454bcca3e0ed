import { useT } from '~/i18n/use-t'
import { eventHeading, eventHeadingKeys } from './invitation'

/**
 * The name an opportunity is shown by: its title, or its kind and school. Apart from the Opportunities page's cards
 * (opportunity.tsx), so the landing's list does not download their form's validation (decision 0050's budget).
 */
export function useOpportunityName() {
  const { t, lang } = useT('invitations')
  return (event: { title: string; type: string; schoolName: string }) => ({ name: event.title || eventHeading(t, event), lang: lang(eventHeadingKeys(event)) })
}
