import type { LazyValidation } from '~/utils/lazy-form'

/**
 * The role model's decline and withdraw forms: their constraints without zod, and zod with the shared schemas loaded on
 * the form's first focus (decision 0050). invitation-validation.test.ts holds the constraints equal to the schemas'.
 */
export const declineValidation: LazyValidation = {
  constraint: { reason: { required: true } },
  load: () => import('./invitation-validators').then((module) => module.declineValidator),
}

export const withdrawValidation: LazyValidation = {
  constraint: { reason: { required: true } },
  load: () => import('./invitation-validators').then((module) => module.withdrawValidator),
}
