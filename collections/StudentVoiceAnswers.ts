import type { Access, CollectionConfig } from 'payload'
import { CONSIDER_ANSWERS, HEARD_ANSWERS, USEFUL_MAX, USEFUL_MIN, VOICE_ANSWER_CONTEXT } from '../app/domain/voice/voice'
import { isStaff } from './access'

/**
 * Only the survey's own save (app/domain/voice/voice.server.ts, which sets VOICE_ANSWER_CONTEXT after claiming a place)
 * creates an answer; Payload's REST API cannot set a request's context, so nobody writes one through it, staff included.
 */
const surveySaveOnly: Access = ({ req }) => req.context?.[VOICE_ANSWER_CONTEXT] === true

/**
 * The students' voice (issue 53 item 5, docs/decisions/0087): one anonymous answer to an event's three-question
 * survey. No account, no IP, no user agent: the event (and a session's class registration), the three answers and when. Staff read them (the programme's
 * counts); nobody else reads single answers through the API (teachers and role models see counts, from the domain).
 * Answers are never changed; staff may delete one.
 */
export const StudentVoiceAnswers: CollectionConfig = {
  slug: 'student-voice-answers',
  labels: { singular: "Students' voice answer", plural: "Students' voice answers" },
  admin: { defaultColumns: ['event', 'heardNewJob', 'usefulness', 'wouldConsider', 'answeredAt'], group: 'Events' },
  access: { read: isStaff, create: surveySaveOnly, update: () => false, delete: isStaff },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    // A programme session's answers are each registered class's own survey (decision 0087): the class's registration.
    { name: 'registration', type: 'relationship', relationTo: 'session-registrations', index: true },
    { name: 'heardNewJob', type: 'select', required: true, options: HEARD_ANSWERS.map((value) => ({ value, label: value })) },
    { name: 'usefulness', type: 'number', required: true, min: USEFUL_MIN, max: USEFUL_MAX },
    { name: 'wouldConsider', type: 'select', required: true, options: CONSIDER_ANSWERS.map((value) => ({ value, label: value })) },
    // The staff dashboard's months.
    { name: 'answeredAt', type: 'date', required: true, index: true },
  ],
}
