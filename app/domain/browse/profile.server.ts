import type { Payload } from 'payload'
import type { SignedInTeacher } from '~/domain/accounts/users'
import { toProfileView } from '../profiles/profile-view'
import type { ProfileView } from '../profiles/profile-view'
import { favouriteRoleModelIds } from '../favourites/favourites.server'
import { withOptionTitles } from '../profiles/profiles.server'
import { idKey } from '../shared/ids'

/**
 * One role model's profile as a teacher sees it (browse and choose), or null when the teacher may not see it (read
 * access: approved, unexpired, complete). The phone number and hosting needs come only under the contact rule, which
 * the collection's field access applies (app/domain/profiles/contact-access.server.ts, docs/decisions/0040).
 */
export async function browseProfile({ payload, teacher, roleModelId, locale = 'en' }: {
  payload: Payload
  teacher: SignedInTeacher
  roleModelId: number | string
  locale?: string
}): Promise<ProfileView | null> {
  const { docs } = await payload.find({
    collection: 'role-models',
    where: { id: { equals: roleModelId } },
    depth: 0,
    limit: 1,
    pagination: false,
    locale: locale as 'en',
    fallbackLocale: 'en',
    user: teacher,
    overrideAccess: false,
  })
  const doc = docs.at(0)
  if (!doc) return null
  const favourites = await favouriteRoleModelIds({ payload, teacher })
  return toProfileView(await withOptionTitles(payload, doc, locale), { isFavourite: favourites.some((id) => idKey(id) === idKey(roleModelId)) })
}
