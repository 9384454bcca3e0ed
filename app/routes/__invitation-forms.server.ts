import { parseWithZod } from '@conform-to/zod'
import { declineSchema } from '~/domain/invitations/decline.schema'
import { withdrawSchema } from '~/domain/invitations/withdraw.schema'

// The role model's decline and withdraw posts checked on the server, in a module the browser never loads: the page's
// own forms load zod only when used (decision 0050).
export const parseDecline = (formData: FormData) => parseWithZod(formData, { schema: declineSchema })

export const parseWithdraw = (formData: FormData) => parseWithZod(formData, { schema: withdrawSchema })
