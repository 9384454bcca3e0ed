import type { Payload } from 'payload'
import type { SignedInTeacher } from '~/domain/accounts/users'
import type { Favourite } from '../../../cms/payload-types'
import { ownFavouritesWhere } from '../access/rules'
import { asTypedId, parseDocId } from '../shared/ids'
import type { DocId } from '../shared/ids'

type Args = { payload: Payload; teacher: SignedInTeacher }

const MAX_FAVOURITES = 1000

/**
 * Ids of the role models this teacher favourited, newest first. Read on every browse page and card list, by the system:
 * the where is the collection's read rule for a teacher (`ownFavouritesWhere`), and the caller is that signed-in teacher.
 */
export async function favouriteRoleModelIds({ payload, teacher }: Args): Promise<number[]> {
  const { docs } = await payload.db.find<Pick<Favourite, 'roleModel'>>({
    collection: 'favourites',
    where: ownFavouritesWhere(teacher.id),
    select: { roleModel: true },
    sort: '-createdAt',
    limit: MAX_FAVOURITES,
    pagination: false,
  })
  return docs.map(({ roleModel }) => (typeof roleModel === 'object' ? roleModel.id : roleModel))
}

/** The role model, if this teacher may see it (approved, unexpired, complete). */
async function visibleRoleModel({ payload, teacher }: Args, roleModelId: DocId) {
  const { docs } = await payload.find({
    collection: 'role-models',
    where: { id: { equals: roleModelId } },
    select: { name: true },
    depth: 0,
    limit: 1,
    pagination: false,
    user: teacher,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** The teacher's favourites that are still visible to them: id, name and job title. */
export async function listFavourites(args: Args) {
  const ids = await favouriteRoleModelIds(args)
  if (!ids.length) return []
  const { docs } = await args.payload.find({
    collection: 'role-models',
    where: { id: { in: ids } },
    select: { name: true, whatDoYouDo: true },
    depth: 0,
    limit: MAX_FAVOURITES,
    pagination: false,
    sort: 'name',
    user: args.teacher,
    overrideAccess: false,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name ?? '', whatDoYouDo: doc.whatDoYouDo ?? '' }))
}

/** Favourites a visible role model; true when it is a favourite afterwards. */
export async function addFavourite(args: Args & { roleModelId: DocId }): Promise<boolean> {
  const { payload, teacher } = args
  const roleModelId = asTypedId(args.roleModelId)
  if (!(await visibleRoleModel(args, roleModelId))) return false
  if ((await favouriteRoleModelIds(args)).includes(roleModelId)) return true
  try {
    await payload.create({ collection: 'favourites', data: { teacher: teacher.id, roleModel: roleModelId }, user: teacher, overrideAccess: false, depth: 0 })
    return true
  } catch {
    // Two clicks racing: the unique index keeps one, which is what the teacher asked for.
    return (await favouriteRoleModelIds(args)).includes(roleModelId)
  }
}

/** Removes a favourite; true when it is not a favourite afterwards. */
export async function removeFavourite(args: Args & { roleModelId: DocId }): Promise<boolean> {
  const { payload, teacher } = args
  const roleModelId = asTypedId(args.roleModelId)
  await payload.delete({
    collection: 'favourites',
    where: { and: [ownFavouritesWhere(teacher.id), { roleModel: { equals: roleModelId } }] },
    user: teacher,
    overrideAccess: false,
  })
  return !(await favouriteRoleModelIds(args)).includes(roleModelId)
}

/** A role-model id from a request body or form ('userId' in the spec); null when it is not one. */
export function parseRoleModelId(value: unknown): DocId | null {
  return parseDocId(value)
}
