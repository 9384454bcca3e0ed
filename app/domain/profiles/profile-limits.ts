/** The profile forms' text limits, apart from the schemas (./profile.schema) so pages can show them without zod (decision 0050). */
export const SHORT_TEXT_MAX = 255
export const LONG_TEXT_MAX = 1000
