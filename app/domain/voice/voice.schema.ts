import { z } from 'zod'
import { CONSIDER_ANSWERS, HEARD_ANSWERS, USEFUL_MAX, USEFUL_MIN } from './voice'

/** The survey's one form (conform): every question must be answered. Messages are keys of the voice namespace. */
export const voiceAnswerSchema = z.object({
  heardNewJob: z.enum(HEARD_ANSWERS, { errorMap: () => ({ message: 'voice:errors.heardNewJob' }) }),
  usefulness: z.coerce.number({ errorMap: () => ({ message: 'voice:errors.usefulness' }) }).int('voice:errors.usefulness').min(USEFUL_MIN, 'voice:errors.usefulness').max(USEFUL_MAX, 'voice:errors.usefulness'),
  wouldConsider: z.enum(CONSIDER_ANSWERS, { errorMap: () => ({ message: 'voice:errors.wouldConsider' }) }),
})
export type VoiceAnswer = z.infer<typeof voiceAnswerSchema>
