import { describe, expect, it } from 'vitest'
import { parseWithZod } from '@conform-to/zod'
import { openRequestSchema } from './open-request.schema'
import { formDataOf as form } from '../../../tests/support/form-data'

describe('the open-request form (issue 51 item 1)', () => {
  it('needs what the teacher hopes for, up to 300 characters', () => {
    const empty = parseWithZod(form([['Hope', '  ']]), { schema: openRequestSchema })
    expect(empty.status).toBe('error')
    expect(empty.status === 'error' && empty.error?.Hope).toEqual(['events:offers.validation.hopeRequired'])
    const long = parseWithZod(form([['Hope', 'x'.repeat(301)]]), { schema: openRequestSchema })
    expect(long.status === 'error' && long.error?.Hope).toEqual(['events:offers.validation.hopeTooLong|{"max":300}'])
    const exact = parseWithZod(form([['Hope', 'x'.repeat(300)]]), { schema: openRequestSchema })
    expect(exact.status).toBe('success')
  })

  it('takes industries and sectors wanted as optional lists, each id once', () => {
    const result = parseWithZod(form([['Hope', ' Someone from engineering '], ['Industries', '3'], ['Industries', '3'], ['Industries', '5'], ['Sectors', '2']]), { schema: openRequestSchema })
    expect(result.status === 'success' && result.value).toEqual({ Hope: 'Someone from engineering', Industries: ['3', '5'], Sectors: ['2'] })
  })

})
