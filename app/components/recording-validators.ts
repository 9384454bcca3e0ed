import { parseWithZod } from '@conform-to/zod'
import { recordingSchema } from '~/domain/recordings/recording.schema'
import type { FormValidator } from '~/utils/lazy-form'

/** The browser's validator of staff's recording form (./recording-validation), loaded on demand; the server uses the same schema. */
export const recordingValidator: FormValidator = (formData) => parseWithZod(formData, { schema: recordingSchema() })
