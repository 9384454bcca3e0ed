/**
 * An event's name (the events collection's title): the teacher names each event (required, at most 100 characters,
 * trimmed), and the name leads wherever the event is shown. Events saved before names were asked for have none:
 * the places that show them fall back to their type and date (event-card.tsx) or type and school (emails).
 */
export const EVENT_NAME_MAX = 100

/** The name a new draft's form suggests: 'Careers day', with the students' age when the draft has one ('Careers day, Year 10'). */
export function suggestedEventName(t: (key: string, options?: Record<string, unknown>) => string, studentsAge?: string | null): string {
  const age = studentsAge?.trim()
  return age ? t('pages.plan.nameSuggestionWithAge', { age }) : t('pages.plan.nameSuggestion')
}
