import type { FormConstraint } from '~/utils/constraint'
import type { LazyValidation } from '~/utils/lazy-form'
import { CONSIDER_ANSWERS, HEARD_ANSWERS, USEFUL_MAX, USEFUL_MIN } from '~/domain/voice/voice'

/**
 * The students' voice survey's validation without zod in the page's first download (decision 0050): students open it
 * on their phones from a QR code. Its native constraints, and a loader of its validator (./voice-validators);
 * voice-validation.test.ts holds the constraint equal to the schema's.
 */
export const VOICE_CONSTRAINT: FormConstraint = {
  heardNewJob: { required: true, pattern: HEARD_ANSWERS.join('|') },
  usefulness: { required: true, min: USEFUL_MIN, max: USEFUL_MAX },
  wouldConsider: { required: true, pattern: CONSIDER_ANSWERS.join('|') },
}

export const voiceValidation: LazyValidation = { constraint: VOICE_CONSTRAINT, load: () => import('./voice-validators').then((module) => module.voiceValidator) }
