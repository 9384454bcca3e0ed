import { parseWithZod } from '@conform-to/zod'
import { cancelSessionSchema, registerSchema, sessionSchema, watchedSchema } from '~/domain/sessions/session.schema'
import type { FormValidator } from '~/utils/lazy-form'

/** The browser's validators of the sessions' forms (./session-validation), loaded on demand; the server uses the same schemas. */
export const sessionValidator: FormValidator = (formData) => parseWithZod(formData, { schema: sessionSchema({ now: new Date() }) })
export const registerValidator: FormValidator = (formData) => parseWithZod(formData, { schema: registerSchema() })
export const watchedValidator: FormValidator = (formData) => parseWithZod(formData, { schema: watchedSchema() })
export const cancelSessionValidator: FormValidator = (formData) => parseWithZod(formData, { schema: cancelSessionSchema() })
