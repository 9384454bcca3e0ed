import type { FormConstraint } from '~/utils/constraint'
import type { LazyValidation } from '~/utils/lazy-form'

/**
 * Staff's recording form's validation without zod in the page's first download (decision 0050): its native
 * constraints and a loader of its validator (./recording-validators). recording-validation.test.ts holds the constraint
 * equal to its schema's.
 */
export const RECORDING_CONSTRAINT: FormConstraint = { VideoId: { required: true, maxLength: 255 }, TranscriptUrl: { required: false, maxLength: 2048 } }

export const recordingValidation: LazyValidation = { constraint: RECORDING_CONSTRAINT, load: () => import('./recording-validators').then((module) => module.recordingValidator) }
