import type { Access, CollectionConfig, FieldAccess } from 'payload'
import { APIError } from 'payload'
import { cameToEvent, cleanFeedbackText, FEEDBACK_KINDS, FEEDBACK_TEXT_MAX_LENGTH, feedbackKey, feedbackState, GIVE_FEEDBACK_CONTEXT, parseRating, RATING_MAX, RATING_MIN } from '../app/domain/feedback/feedback'
import type { FeedbackKind } from '../app/domain/feedback/feedback'
import { ROLE_MODEL_STATUS } from '../app/domain/invitations/status'
import { isOwnAnswer, ownFeedbackWhere, roleModelAnswersWhere, schoolFeedbackWhere, teacherAnswersWhere } from '../app/domain/access/rules'
import { isStaff, isStaffField, isStaffUser, isTeacherUser, relationId, teacherSchoolId, userOf } from './access'

/**
 * Who reads feedback (docs/decisions/0036): staff everything; a teacher their school's ratings of its events and of
 * the role models who came, never a role model's rating of the school; a role model their own rating of a school and
 * the notes written about them (the rating and comment of those hidden by the fields' access).
 */
export const readFeedback: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school != null) return schoolFeedbackWhere(school)
  const user = userOf(req)
  if (user?.collection === 'role-models') return ownFeedbackWhere(user.id)
  return false
}

/** The rating and comment of a teacher's feedback about a role model are not theirs to read: only the thank-you note. */
const ratingReadable: FieldAccess = ({ req, doc }) => {
  if (isStaffUser(req) || isTeacherUser(req)) return true
  return userOf(req)?.collection === 'role-models' && (doc as { kind?: string } | undefined)?.kind === 'school'
}

/**
 * Staff write any answer. A teacher or role model writes only their own answers (`isOwnAnswer`, `teacherAnswersWhere`,
 * `roleModelAnswersWhere`), and only through the feedback forms' save (GIVE_FEEDBACK_CONTEXT, which Payload's REST API
 * cannot set); the hook below holds the event, the window, the school and who came. Only staff delete.
 */
const createAnswer: Access = ({ req, data }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  return Boolean(user && req.context[GIVE_FEEDBACK_CONTEXT] && isOwnAnswer(data ?? {}, user))
}

const updateAnswer: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  if (!user || !req.context[GIVE_FEEDBACK_CONTEXT]) return false
  if (user.collection === 'teachers') return teacherAnswersWhere(user.id)
  if (user.collection === 'role-models') return roleModelAnswersWhere(user.id)
  return false
}

/** What an answer is (its event, kind, author and the role model rated) is fixed once written: only staff change it. */
const fixedOnceWritten = { update: isStaffField }

type Data = { event?: unknown; kind?: FeedbackKind; teacher?: unknown; roleModel?: unknown; rating?: unknown; comment?: unknown; thankYou?: unknown }

/**
 * Feedback after an event: one document per person, event and thing rated (the event, a role model who came, the
 * school's organisation), unique in the database (`answerKey`). Staff write any; a teacher or role model their own,
 * through the feedback forms (app/domain/feedback, as them), and this collection's hook holds the same rules for
 * every writer but staff: a live or finished event, the 14-day window, a teacher of its school, a role model who came.
 */
export const Feedback: CollectionConfig = {
  slug: 'feedback',
  labels: { singular: 'Feedback', plural: 'Feedback' },
  admin: { defaultColumns: ['event', 'kind', 'rating', 'teacher', 'roleModel', 'updatedAt'], group: 'Events' },
  access: { read: readFeedback, create: createAnswer, update: updateAnswer, delete: isStaff },
  indexes: [
    // The school's record (its events' feedback) and a role model's thank-you notes.
    { fields: ['school', 'event'] },
    { fields: ['roleModel', 'kind'] },
  ],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, access: fixedOnceWritten },
    { name: 'school', type: 'relationship', relationTo: 'schools', index: true, admin: { readOnly: true } },
    { name: 'kind', type: 'select', required: true, access: fixedOnceWritten, options: FEEDBACK_KINDS.map((value) => ({ value, label: value })), admin: { description: 'event and role-model: by a teacher; school: by a role model (staff only).' } },
    { name: 'teacher', type: 'relationship', relationTo: 'teachers', index: true, access: fixedOnceWritten, admin: { description: 'The teacher who answered (event and role-model).' } },
    { name: 'roleModel', type: 'relationship', relationTo: 'role-models', index: true, access: fixedOnceWritten, admin: { description: 'The role model rated (role-model) or who answered (school).' } },
    {
      name: 'rating', type: 'number', required: true, min: RATING_MIN, max: RATING_MAX, access: { read: ratingReadable },
      validate: (value: unknown) => parseRating(value).ok || `A whole number from ${RATING_MIN} to ${RATING_MAX}`,
    },
    { name: 'comment', type: 'textarea', maxLength: FEEDBACK_TEXT_MAX_LENGTH, access: { read: ratingReadable } },
    { name: 'thankYou', type: 'textarea', maxLength: FEEDBACK_TEXT_MAX_LENGTH, admin: { description: 'A teacher’s thank-you note the role model reads.' } },
    { name: 'answerKey', type: 'text', unique: true, admin: { hidden: true } },
  ],
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, req }) => {
        const merged = { ...originalDoc, ...data } as Data
        const eventId = relationId(merged.event)
        const event = eventId == null ? null : await req.payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, disableErrors: true, req })
        if (!event || !merged.kind) throw new APIError('Feedback needs an event and what is rated.', 400)
        const teacherId = relationId(merged.teacher)
        const roleModelId = relationId(merged.roleModel)
        const byTeacher = merged.kind !== 'school'
        if (byTeacher ? teacherId == null : roleModelId == null) throw new APIError('Feedback needs who answered.', 400)
        if (merged.kind === 'role-model' && roleModelId == null) throw new APIError('Feedback on a role model needs the role model.', 400)
        if (!parseRating(merged.rating).ok) throw new APIError(`A rating is a whole number from ${RATING_MIN} to ${RATING_MAX}.`, 400)
        for (const text of [merged.comment, merged.thankYou]) if (!cleanFeedbackText(text).ok) throw new APIError('Feedback text is too long.', 400)
        if (merged.kind !== 'role-model' && merged.thankYou) throw new APIError('Only a teacher’s feedback on a role model has a thank-you note.', 400)
        if (!isStaffUser(req)) {
          const now = req.context.now instanceof Date ? req.context.now : new Date()
          if (feedbackState(event, now) !== 'open') throw new APIError('Feedback on this event is closed.', 409)
          if (byTeacher) {
            const teacher = await req.payload.findByID({ collection: 'teachers', id: teacherId!, depth: 0, overrideAccess: true, disableErrors: true, req })
            if (!teacher || String(relationId(teacher.school)) !== String(relationId(event.school))) throw new APIError('Only a teacher of the school gives its feedback.', 403)
          }
          if (roleModelId != null) {
            const rows = await req.payload.find({
              collection: 'event-role-models', where: { and: [{ event: { equals: event.id } }, { roleModel: { equals: roleModelId } }, { status: { equals: ROLE_MODEL_STATUS.accepted } }] },
              depth: 0, limit: 1, pagination: false, overrideAccess: true, req,
            })
            if (!rows.docs[0] || !cameToEvent(rows.docs[0])) throw new APIError('Only a role model who came gives or gets feedback.', 409)
          }
        }
        const author = byTeacher ? teacherId! : roleModelId!
        return {
          ...data,
          school: relationId(event.school),
          teacher: byTeacher ? teacherId : null,
          answerKey: feedbackKey({ event: event.id, kind: merged.kind, author, about: roleModelId }),
        }
      },
    ],
  },
}
