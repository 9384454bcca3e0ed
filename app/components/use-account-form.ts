import { useForm } from '~/utils/use-form'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { useEffect } from 'react'
import type { ZodTypeAny } from 'zod'
import { formConstraint } from '~/utils/constraint'

/**
 * conform wired the way every account form works: validate on blur, revalidate on input, the server's last
 * result, required fields marked from the schema. After a server round trip, password inputs are emptied (the server never sends them back).
 */
export function useAccountForm<Schema extends ZodTypeAny>(id: string, schema: Schema, lastResult?: SubmissionResult<string[]> | null) {
  useEffect(() => {
    if (!lastResult) return
    document.getElementById(id)?.querySelectorAll<HTMLInputElement>('input[type=password]').forEach((input) => {
      input.value = ''
    })
  }, [id, lastResult])
  return useForm({
    id,
    lastResult,
    // Native constraints: `required` marks the fields (the form keeps noValidate; zod gives the messages).
    constraint: formConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}
