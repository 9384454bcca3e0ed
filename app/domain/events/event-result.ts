import type { SignedInTeacher, SignedInUser } from '~/domain/accounts/users'
import type { Event } from '../../../cms/payload-types'
import { parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'

export type EventType = Event['type']
/** An event as the Local API returns it (depth 0 unless asked: relations are ids). */
export type EventDoc = Event

export type EventFailure = {
  ok: false
  error: 'not-found' | 'not-allowed' | 'invalid-state' | 'invalid' | 'incomplete' | 'role-model-count'
  /** An i18n key in the `events` namespace, with params as `key|{json}` when the message takes some. */
  message?: string
}
export type EventResult<T = object> = ({ ok: true } & T) | EventFailure

export const fail = (error: EventFailure['error'], message?: string): EventFailure => (message ? { ok: false, error, message } : { ok: false, error })

/** Whether the signed-in user is a teacher (the events' pages are theirs). */
export const isTeacher = (user: SignedInUser | null | undefined): user is SignedInTeacher => user?.collection === 'teachers'

/** Whether an id from an address or a form can name a document at all. */
export const validId = (id: DocId) => parseDocId(id) != null
