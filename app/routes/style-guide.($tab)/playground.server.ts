import { parseWithZod } from '@conform-to/zod'
import { playgroundSchema } from '~/domain/style-guide/playground.schema'

/** The playground's submission checked on the server, as every form is (the page's browser validation loads on demand). */
export const checkPlayground = (formData: FormData) => parseWithZod(formData, { schema: playgroundSchema(new Date()) })
