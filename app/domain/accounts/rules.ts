/** Account rules of spec sections 5 and 9 that browser and server share. */

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MIN_CLASSES = 3
export const EMAIL_MAX_LENGTH = 254
export const EMAIL_LOCAL_MAX_LENGTH = 64
export const EMAIL_LABEL_MAX_LENGTH = 63
export const DELETE_REASON_MAX_LENGTH = 255
/** A changed email must be confirmed within this time; until then the account cannot sign in. */
export const EMAIL_CHANGE_BLOCK_MS = 24 * 60 * 60 * 1000

/**
 * Payload request context flag of the settings page's deletion (app/domain/accounts/deletion.server.ts): a role model
 * schedules their own deletion only through it, at the date it sets (Payload's REST API cannot set the flag).
 */
export const SCHEDULE_DELETION_CONTEXT = 'scheduleDeletion'

/** What the admin and Payload's API answer when a password breaks the policy (the product's forms show the checklist). */
export const PASSWORD_POLICY_MESSAGE = `Passwords need at least ${PASSWORD_MIN_LENGTH} characters and ${PASSWORD_MIN_CLASSES} of: lowercase, uppercase, digits, symbols`

export type PasswordCheck = {
  length: boolean
  lowercase: boolean
  uppercase: boolean
  digit: boolean
  special: boolean
  /** How many of the four character classes are present. */
  classes: number
  /** At least 10 characters and at least 3 of the 4 classes. */
  ok: boolean
}

/** The password requirement checklist: each rule and whether it is met. */
export function checkPassword(password: string): PasswordCheck {
  const lowercase = /\p{Ll}/u.test(password)
  const uppercase = /\p{Lu}/u.test(password)
  const digit = /\p{Nd}/u.test(password)
  const special = /[^\p{L}\p{Nd}\s]/u.test(password)
  const classes = [lowercase, uppercase, digit, special].filter(Boolean).length
  const length = [...password].length >= PASSWORD_MIN_LENGTH
  return { length, lowercase, uppercase, digit, special, classes, ok: length && classes >= PASSWORD_MIN_CLASSES }
}

const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

/**
 * Whether an address is acceptable: standard pattern, at most 254 characters, local part at most 64,
 * each domain label at most 63. Long input is refused, never truncated.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return false
  const at = value.lastIndexOf('@')
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  return domain.split('.').every((label) => label.length > 0 && label.length <= EMAIL_LABEL_MAX_LENGTH)
}

/** Emails are compared and stored lower-case without surrounding spaces. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase()
}
