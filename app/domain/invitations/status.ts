/** Status numbers of a role model on an event, as the spec numbers them. */
export const ROLE_MODEL_STATUS = {
  selected: 0,
  invited: 1,
  accepted: 2,
  declined: 3,
  uninvited: 4,
  expired: 5,
} as const

export type RoleModelStatus = (typeof ROLE_MODEL_STATUS)[keyof typeof ROLE_MODEL_STATUS]
export type CardState = 'neutral' | 'pending' | 'chosen' | 'unavailable' | 'expired'

/** How a role model's card looks on an event (spec section 4). */
export function cardState(status: number): CardState {
  switch (status) {
    case ROLE_MODEL_STATUS.invited:
    case ROLE_MODEL_STATUS.selected:
      return 'pending'
    case ROLE_MODEL_STATUS.accepted:
      return 'chosen'
    case ROLE_MODEL_STATUS.expired:
      return 'expired'
    default:
      return 'neutral'
  }
}

/**
 * What a teacher choosing role models can do with one (spec section 4): add one who is not on the event; remove one
 * only selected (not yet invited); nothing else. The card and the profile dialog offer the same.
 */
export function choiceFor(status: number | null | undefined): 'add' | 'remove' | null {
  if (status == null) return 'add'
  return status === ROLE_MODEL_STATUS.selected ? 'remove' : null
}
