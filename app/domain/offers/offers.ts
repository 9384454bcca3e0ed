/**
 * Open requests and offers (issue 51): a teacher opens an event to offers with a sentence of what they hope for; vetted
 * role models who could do it see it among their opportunities and say "I'm interested" with an optional note.
 * Interest takes no place on the event: the teacher invites from it as from the choose page (the usual rules).
 */

/** The teacher's sentence of what they hope for. */
export const OPEN_REQUEST_HOPE_MAX = 300

/** The role model's optional note with their interest. */
export const OFFER_NOTE_MAX = 500

/**
 * An offer's states: `open` while the teacher has not acted; `withdrawn` when the role model took it back (before being
 * invited); `invited` once the teacher invited them from it; `declined` when the school said no thanks. A declined or
 * withdrawn offer is not pressed again for that event by that role model, nor is one from a role model uninvited from it.
 */
export const OFFER_STATUSES = ['open', 'withdrawn', 'invited', 'declined'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]

/** Why an open request closed (the system records it; the figures and the teacher's page read it). */
export const OPEN_REQUEST_CLOSE_REASONS = ['teacher', 'full', 'started', 'cancelled'] as const
export type OpenRequestCloseReason = (typeof OPEN_REQUEST_CLOSE_REASONS)[number]

/** The request context flag of the system's own writes to an event's open-request fields (closing it when full, started, cancelled). */
export const OPEN_REQUEST_SYSTEM_CONTEXT = 'openRequestSystem'
