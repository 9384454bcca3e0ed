import type { LazyValidation } from '~/utils/lazy-form'

/**
 * The playground form's validation without zod in the page's first download (decision 0050): the schema's native
 * constraints (held equal to `formConstraint(playgroundSchema(…))` by playground-validation.test.ts) and zod with the
 * schema loaded on demand.
 */
export const playgroundValidation: LazyValidation = {
  constraint: {
    Email: { required: true, minLength: 1 },
    Password: { required: true, minLength: 1 },
    Message: { required: false, maxLength: 1000 },
    Languages: { required: true, multiple: true },
    'Languages[]': { required: true },
    Date: { required: false },
  },
  load: () => import('./playground-validator').then((module) => module.playgroundValidator),
}
