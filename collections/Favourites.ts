import type { Access, CollectionConfig } from 'payload'
import { ownFavouritesWhere } from '../app/domain/access/rules'
import { isStaffUser, teacherSchoolId, userOf } from './access'

/** Staff all; a teacher their own favourites; anyone else none. */
const staffOrOwnFavourites: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  return user?.collection === 'teachers' ? ownFavouritesWhere(user.id) : false
}

/** A teacher's favourite role models. */
export const Favourites: CollectionConfig = {
  slug: 'favourites',
  admin: { group: 'People' },
  access: {
    read: staffOrOwnFavourites,
    create: ({ req }) => isStaffUser(req) || teacherSchoolId(req) != null,
    update: () => false,
    delete: staffOrOwnFavourites,
  },
  indexes: [{ fields: ['teacher', 'roleModel'], unique: true }],
  hooks: {
    beforeChange: [
      // A teacher always favourites for themself, whatever the request says.
      ({ data, req, operation }) => {
        if (operation === 'create' && req.user?.collection === 'teachers') data.teacher = req.user.id
        return data
      },
    ],
  },
  fields: [
    { name: 'teacher', type: 'relationship', relationTo: 'teachers', required: true, index: true },
    { name: 'roleModel', type: 'relationship', relationTo: 'role-models', required: true, index: true },
  ],
}
