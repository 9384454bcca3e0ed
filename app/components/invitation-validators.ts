import { parseWithZod } from '@conform-to/zod'
import { declineSchema } from '~/domain/invitations/decline.schema'
import { withdrawSchema } from '~/domain/invitations/withdraw.schema'
import type { FormValidator } from '~/utils/lazy-form'

/** The browser's validators of ./invitation-validation, loaded on demand; the server checks with the same schemas. */
export const declineValidator: FormValidator = (formData) => parseWithZod(formData, { schema: declineSchema })

export const withdrawValidator: FormValidator = (formData) => parseWithZod(formData, { schema: withdrawSchema })
