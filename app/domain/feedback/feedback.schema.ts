import { z } from 'zod'
import { cleanFeedbackText, FEEDBACK_TEXT_MAX_LENGTH, parseRating } from './feedback'

const MESSAGES = {
  required: 'events:feedback.ratingRequired',
  range: 'events:feedback.ratingRange',
  tooLong: `tooLong|{"max":${FEEDBACK_TEXT_MAX_LENGTH}}`,
} as const

const rating = z.string({ required_error: MESSAGES.required }).superRefine((value, ctx) => {
  const parsed = parseRating(value)
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: MESSAGES[parsed.error] })
})

const text = z.string().optional().superRefine((value, ctx) => {
  if (!cleanFeedbackText(value).ok) ctx.addIssue({ code: 'custom', message: MESSAGES.tooLong })
})

/** A role model's feedback on the school's organisation: a rating, an optional comment (staff read it). */
export const feedbackSchema = z.object({ rating, comment: text })
export type FeedbackInput = z.infer<typeof feedbackSchema>

/** A teacher's feedback: the event, and each role model who came with an optional thank-you note they will read. */
export const teacherFeedbackSchema = z.object({
  rating,
  comment: text,
  roleModels: z.array(z.object({ id: z.string().trim().min(1), rating, comment: text, thankYou: text })).optional(),
})
export type TeacherFeedbackInput = z.infer<typeof teacherFeedbackSchema>
