import { z } from 'zod'
import { parseDateInput } from '../shared/dates'
import { dateOfBirthProblem, LEGAL_NAME_MAX } from './vetting-path'

/** Errors are i18n keys (`profile:vetting.*`). */
const key = (name: string) => `profile:vetting.${name}`

/**
 * The vetting step's form: full legal name, date of birth (dd/mm/yyyy; refused in the future or under 18 on New
 * Zealand's `today`) and consent. A date of birth already on file is never shown back, so the field may then be left
 * empty to keep it (`dateOfBirthOnFile`).
 */
export function vettingDetailsSchema({ today, dateOfBirthOnFile }: { today: string; dateOfBirthOnFile: boolean }) {
  return z.object({
    LegalName: z.string().trim().max(LEGAL_NAME_MAX, `profile:validation.tooLong|${JSON.stringify({ max: LEGAL_NAME_MAX })}`).optional()
      .refine((value) => Boolean(value), key('legalNameRequired')),
    DateOfBirth: z.string().trim().optional()
      .refine((value) => Boolean(value) || dateOfBirthOnFile, key('dateOfBirthRequired'))
      .refine((value) => !value || parseDateInput(value) != null, key('dateOfBirthInvalid'))
      .refine((value) => {
        const date = value ? parseDateInput(value) : null
        return !date || dateOfBirthProblem(date, today) !== 'future'
      }, key('dateOfBirthFuture'))
      .refine((value) => {
        const date = value ? parseDateInput(value) : null
        return !date || dateOfBirthProblem(date, today) !== 'under-18'
      }, key('dateOfBirthUnder18'))
      .transform((value) => (value ? parseDateInput(value) : null)),
    Consent: z.string().optional().refine((value) => value === '1' || value === 'on', key('consentRequired')),
  })
}
export type VettingDetails = z.infer<ReturnType<typeof vettingDetailsSchema>>
