import { parseWithZod } from '@conform-to/zod'
import { playgroundSchema } from '~/domain/style-guide/playground.schema'
import type { FormValidator } from '~/utils/lazy-form'

/** The playground's browser validator, loaded on demand (./playground-validation); the server checks with the same schema. */
export const playgroundValidator: FormValidator = (formData) => parseWithZod(formData, { schema: playgroundSchema(new Date()) })
