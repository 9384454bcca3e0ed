import { parseWithZod } from '@conform-to/zod'
import { attendanceSchema } from '~/domain/attendance/attendance.schema'
import { cancelEventSchema } from '~/domain/events/event.schema'
import { eventScreenSchema } from '~/domain/events/step-schemas'
import type { EventScreen, EventType } from '~/domain/events/step-schemas'
import type { FormValidator } from '~/utils/lazy-form'
import { openRequestSchema } from '~/domain/offers/open-request.schema'

/**
 * The browser's validators of the forms in ./form-validation: zod and the shared schemas, loaded on demand (decision
 * 0050). The server validates every submission with the same schemas.
 */
export function eventScreenValidator(type: EventType, screen: EventScreen): FormValidator {
  const schema = eventScreenSchema(type, screen, { now: new Date() })
  return (formData) => parseWithZod(formData, { schema })
}

export const cancelEventValidator: FormValidator = (formData) => parseWithZod(formData, { schema: cancelEventSchema })

export const attendanceValidator: FormValidator = (formData) => parseWithZod(formData, { schema: attendanceSchema })

export const openRequestValidator: FormValidator = (formData) => parseWithZod(formData, { schema: openRequestSchema })
