import type { Payload, Where } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import { eraseRoleModelThreads } from '../messages/erase.server'

/**
 * Removes every role-model account whose deletion date has come, with its personal data: photos,
 * favourites and event participation. Idempotent.
 */
export async function purgeDeletedAccounts(payload: Payload, now: Date): Promise<number> {
  // The nightly job acts as the system: due accounts through the database adapter, then deleted with what they own.
  const due = await payload.db.find<Pick<RoleModel, 'id' | 'profilePicture'>>({
    collection: 'role-models',
    where: { deleteAt: { less_than_equal: now.toISOString() } },
    select: { profilePicture: true },
    limit: 0,
    pagination: false,
  })
  for (const roleModel of due.docs) {
    const owned: Where = { or: [{ ownerRoleModel: { equals: roleModel.id } }, ...(roleModel.profilePicture ? [{ id: { equals: typeof roleModel.profilePicture === 'object' ? roleModel.profilePicture.id : roleModel.profilePicture } }] : [])] as Where[] }
    // The job deletes as the system: the account asked for its deletion, and the date has come.
    await eraseRoleModelThreads(payload, roleModel.id)
    await payload.delete({ collection: 'favourites', where: { roleModel: { equals: roleModel.id } }, overrideAccess: true })
    // Their places, as the system too (the job has no user; the rows' hooks still run).
    await payload.delete({ collection: 'event-role-models', where: { roleModel: { equals: roleModel.id } }, overrideAccess: true })
    // Their ratings of schools and the notes about them go with the account.
    await payload.delete({ collection: 'feedback', where: { roleModel: { equals: roleModel.id } }, overrideAccess: true })
    // Then the account itself and its photos, as the system (only staff delete either through the API).
    await payload.delete({ collection: 'role-models', id: roleModel.id, overrideAccess: true })
    await payload.delete({ collection: 'media', where: owned, overrideAccess: true })
  }
  return due.docs.length
}
