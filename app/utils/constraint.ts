import { getZodConstraint } from '@conform-to/zod'
import type { ZodTypeAny } from 'zod'

export type FormConstraint = Record<string, { required?: boolean } & Record<string, unknown>>
type Constraint = FormConstraint

/**
 * The native constraints of a form's schema, with `required` on every field the schema refuses when left empty. Our
 * schemas turn a missing value into '' and say "… is required" in a refinement (so form-wide rules still run), which
 * getZodConstraint cannot see; an empty submission can. Only fields refused outright count, so conditional ones
 * (the pre-event meeting, a confirmation that must match) stay unmarked.
 */
export function formConstraint(schema: ZodTypeAny): Constraint {
  let constraint = remembered.get(schema)
  if (!constraint) remembered.set(schema, (constraint = schemaConstraint(schema)))
  return constraint
}

// Each schema's constraint, worked out once: a page with a form on each of ten cards worked it out ten times a render
// (an empty submission parsed each time). Read only, by conform and the fields.
const remembered = new WeakMap<ZodTypeAny, Constraint>()

function schemaConstraint(schema: ZodTypeAny): Constraint {
  const constraint = { ...(getZodConstraint(schema) as Constraint) }
  let result: ReturnType<ZodTypeAny['safeParse']>
  try {
    result = schema.safeParse({})
  } catch {
    return constraint // an asynchronous refinement: the zod constraints alone
  }
  if (result.success) return constraint
  for (const issue of result.error.issues) {
    const name = issue.path.length ? String(issue.path[0]) : ''
    if (name) constraint[name] = { ...constraint[name], required: true }
  }
  return constraint
}
