import { parseWithZod } from '@conform-to/zod'
import { voiceAnswerSchema } from '~/domain/voice/voice.schema'
import type { FormValidator } from '~/utils/lazy-form'

/** The browser's validator of the voice survey (./voice-validation), loaded on demand; the server uses the same schema. */
export const voiceValidator: FormValidator = (formData) => parseWithZod(formData, { schema: voiceAnswerSchema })
