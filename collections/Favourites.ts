import type { CollectionConfig } from 'payload'
import { staffOrOwner, isStaffUser, teacherSchoolId } from './access'

/** A teacher's favourite role models. */
export const Favourites: CollectionConfig = {
  slug: 'favourites',
  admin: { group: 'People' },
  access: {
    read: staffOrOwner('teacher', 'teachers'),
    create: ({ req }) => isStaffUser(req) || teacherSchoolId(req) != null,
    update: () => false,
    delete: staffOrOwner('teacher', 'teachers'),
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
