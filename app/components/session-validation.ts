import type { FormConstraint } from '~/utils/constraint'
import type { LazyValidation } from '~/utils/lazy-form'

/**
 * The programme sessions' forms' validation without zod in the pages' first download (decision 0050): each form's
 * native constraints and a loader of its validator (./session-validators). session-validation.test.ts holds each
 * constraint equal to its schema's.
 */
const text = (maxLength: number, required = false) => ({ required, maxLength })

export const SESSION_CONSTRAINT: FormConstraint = {
  Title: text(120, true), Description: text(2000), Date: text(255, true), StartTime: text(255, true), EndTime: text(255, true),
  MainEventMeetingPlatform: text(255, true), MainEventMeetingPlatformInviteLink: text(2048, true), MeetingPassword: text(255),
  YearLevels: { required: true, multiple: true }, 'YearLevels[]': { required: true }, MaxClassrooms: text(255, true),
}
export const REGISTER_CONSTRAINT: FormConstraint = { Students: text(255, true), YearLevel: text(255, true) }
export const WATCHED_CONSTRAINT: FormConstraint = { Watched: text(255, true), StudentsWatched: text(255) }
export const CANCEL_SESSION_CONSTRAINT: FormConstraint = { CancelReason: text(2048, true) }

/** Staff's session form. */
export const sessionValidation: LazyValidation = { constraint: SESSION_CONSTRAINT, load: () => import('./session-validators').then((module) => module.sessionValidator) }
/** A teacher's class registration. */
export const registerValidation: LazyValidation = { constraint: REGISTER_CONSTRAINT, load: () => import('./session-validators').then((module) => module.registerValidator) }
/** What a registered class watched. */
export const watchedValidation: LazyValidation = { constraint: WATCHED_CONSTRAINT, load: () => import('./session-validators').then((module) => module.watchedValidator) }
/** Staff's cancellation of a session. */
export const cancelSessionValidation: LazyValidation = { constraint: CANCEL_SESSION_CONSTRAINT, load: () => import('./session-validators').then((module) => module.cancelSessionValidator) }
