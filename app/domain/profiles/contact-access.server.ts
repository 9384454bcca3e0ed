import type { Payload, PayloadRequest } from 'payload'
import type { EventRoleModel } from '../../../cms/payload-types'
import { acceptedBySchoolWhere } from '../access/rules'
import { unableToTakePart } from '../vetting/participation.server'
import { relationId } from '../shared/relations'

type Id = number | string

/**
 * Who at a school sees a role model's contact and hosting details (docs/decisions/0040): the phone number, access
 * needs and support-person needs show to the teachers of a school once the role model accepted an invitation to one
 * of that school's events, and only while they may still take part (docs/decisions/0027). Never before. Stated once
 * here; the role-models collection's field access, the browse and choose profiles and the event page all use it.
 */
export function contactVisible({ acceptedBySchool, mayTakePart }: { acceptedBySchool: boolean; mayTakePart: boolean }): boolean {
  return acceptedBySchool && mayTakePart
}

/** Of `roleModelIds`, those whose contact details the teachers of `school` may see now (as string ids). */
export async function contactVisibleRoleModels({ payload, school, roleModelIds, now = new Date(), req }: {
  payload: Payload
  school: Id | null | undefined
  roleModelIds: Id[]
  now?: Date
  req?: PayloadRequest
}): Promise<Set<string>> {
  if (school == null || !roleModelIds.length) return new Set()
  const [accepted, unable] = await Promise.all([
    // Through the database adapter, the contact rule's first half in the where (accepted rows of the school's events).
    payload.db.find<Pick<EventRoleModel, 'id' | 'roleModel'>>({
      collection: 'event-role-models', where: acceptedBySchoolWhere(roleModelIds, school), select: { roleModel: true }, limit: 0, pagination: false, req,
    }),
    unableToTakePart(payload, roleModelIds, now, req),
  ])
  const acceptedBySchool = new Set(accepted.docs.map((row) => String(relationId(row.roleModel))))
  return new Set(roleModelIds.map(String).filter((id) => contactVisible({ acceptedBySchool: acceptedBySchool.has(id), mayTakePart: !unable.has(id) })))
}

/**
 * The same answer for one role model inside Payload's field access, asked once per request and role model however
 * many of the guarded fields (phone, access needs, support-person needs) a read touches.
 */
export function contactVisibleInRequest(req: PayloadRequest, school: Id | null, roleModelId: Id): Promise<boolean> {
  const context = req.context as { contactVisible?: Map<string, Promise<boolean>> }
  context.contactVisible ??= new Map()
  const key = `${school}:${roleModelId}`
  let answer = context.contactVisible.get(key)
  if (!answer) {
    answer = contactVisibleRoleModels({ payload: req.payload, school, roleModelIds: [roleModelId], req }).then((ids) => ids.has(String(roleModelId)))
    context.contactVisible.set(key, answer)
  }
  return answer
}
