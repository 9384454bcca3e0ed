/**
 * The bot check every public form carries (spec: bot check; decision 10): a field people never see or fill. A
 * filled one gets the same answer as a real submission and nothing is kept or sent.
 */
export const HONEYPOT_FIELD = 'Website'

export function isBotSubmission(formData: FormData): boolean {
  return String(formData.get(HONEYPOT_FIELD) ?? '') !== ''
}
