/** A role model is nudged at most once in this many days (decision 0032). */
export const NUDGE_EVERY_DAYS = 30
