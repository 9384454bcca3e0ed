import type { Access, FieldAccess } from 'payload'
import { acceptedWhere, ownInvitationsWhere, schoolEventRowsWhere } from '../../app/domain/access/rules'
import { isStaffUser, isTeacherUser, teacherSchoolId, userOf } from '../access'
import { ANSWER_CONTEXT } from '../../app/domain/invitations/rules'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { WITHDRAW_CONTEXT } from '../../app/domain/invitations/withdraw'
import { RECORDING_CONSENT_CONTEXT } from '../../app/domain/recordings/recording-rules'

/** Staff all; teachers their school's events; role models their own invitations, never a selection not yet sent. */
export const readEventRoleModels: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school != null) return schoolEventRowsWhere(school)
  const user = userOf(req)
  if (user?.collection === 'role-models') return ownInvitationsWhere(user.id)
  return false
}

/** Teachers add role models to their school's events (the beforeChange hook checks the event and the status). */
export const createEventRoleModels: Access = ({ req }) => isStaffUser(req) || teacherSchoolId(req) != null

/**
 * Teachers change rows of their school's events; a role model only their own invitation still waiting for an
 * answer, and only through the accept and decline operations (which set the request context flag); their own row
 * while attending only through the withdraw operation.
 */
export const updateEventRoleModels: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school != null) return schoolEventRowsWhere(school)
  const user = userOf(req)
  if (user?.collection === 'role-models' && req.context?.[ANSWER_CONTEXT]) {
    return { and: [{ roleModel: { equals: user.id } }, { status: { equals: ROLE_MODEL_STATUS.invited } }] }
  }
  // Giving or withdrawing consent to a session's recording: only their own accepted row (the hook checks the event).
  if (user?.collection === 'role-models' && req.context?.[RECORDING_CONSENT_CONTEXT]) return acceptedWhere(user.id)
  // Withdrawing: only their own row while attending (the hook checks the event and the reason).
  if (user?.collection === 'role-models' && req.context?.[WITHDRAW_CONTEXT]) {
    return acceptedWhere(user.id)
  }
  return false
}

/** Teachers delete only rows never sent (selected); an invitation is withdrawn by uninviting. */
export const deleteEventRoleModels: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const school = teacherSchoolId(req)
  if (school == null) return false
  return { and: [schoolEventRowsWhere(school), { status: { equals: ROLE_MODEL_STATUS.selected } }] }
}

export const staffOnlyField: FieldAccess = ({ req }) => isStaffUser(req)
export const staffOrTeacherField: FieldAccess = ({ req }) => isStaffUser(req) || isTeacherUser(req)
export const staffOrRoleModelField: FieldAccess = ({ req }) => isStaffUser(req) || userOf(req)?.collection === 'role-models'
