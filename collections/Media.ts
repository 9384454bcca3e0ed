import { APIError } from 'payload'
import type { Access, AccessResult, CollectionConfig } from 'payload'
import { isStaffUser, lookupIds, teacherSchoolId, userOf } from './access'
import { hasTooManyPixels } from '../app/domain/profiles/image-limits.server'
import { PHOTO_MAX_PIXELS, PHOTO_TYPES } from '../app/domain/profiles/photo'
import { schoolEventRowsWhere, visibleToTeachersWhere } from '../app/domain/access/rules'


/** Staff change any media; a role model only their own photos. */
const staffOrOwnPhoto: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  const user = userOf(req)
  return user?.collection === 'role-models' ? { ownerRoleModel: { equals: user.id } } : false
}

/** Profile photos and content images. Sharp writes the two thumbnails the product shows. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: {
    // Content images (no owner) are public: the account pages show them to visitors. A role model reads only
    // their own photos; teachers the photos of role models they may see, and of role models on one of their school's
    // events (a teacher keeps their name and photo after the check expires or the profile is hidden). The product
    // serves the files through /profile-photo, reading them under this rule as the viewer.
    read: async ({ req }): Promise<AccessResult> => {
      const user = userOf(req)
      if (user?.collection === 'staff') return true
      if (user?.collection === 'teachers') {
        const school = teacherSchoolId(req)
        const onSchoolEvents = school == null ? [] : await lookupIds(req, 'event-role-models', schoolEventRowsWhere(school), 'roleModel')
        return {
          or: [
            { ownerRoleModel: { exists: false } },
            visibleToTeachersWhere(new Date(), 'ownerRoleModel.'),
            ...(onSchoolEvents.length ? [{ ownerRoleModel: { in: onSchoolEvents } }] : []),
          ],
        }
      }
      if (user?.collection === 'role-models') return { or: [{ ownerRoleModel: { equals: user.id } }, { ownerRoleModel: { exists: false } }] }
      return { ownerRoleModel: { exists: false } }
    },
    create: ({ req }) => isStaffUser(req) || userOf(req)?.collection === 'role-models',
    update: staffOrOwnPhoto,
    delete: staffOrOwnPhoto,
  },
  hooks: {
    beforeOperation: [
      // Refused before anything decodes the image (the admin shows the message); sharp in the config stops at the
      // same limit for any other path.
      async ({ operation, req }) => {
        const file = req.file
        if ((operation === 'create' || operation === 'update') && file && (await hasTooManyPixels(file.tempFilePath || file.data))) {
          throw new APIError(`The image is too large: at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels are allowed.`, 400, null, true)
        }
      },
    ],
    beforeChange: [
      // A role model's upload is always their own, whatever the request says.
      ({ data, req }) => {
        const user = userOf(req)
        if (user?.collection === 'role-models') data.ownerRoleModel = user.id
        return data
      },
    ],
  },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'data/media',
    mimeTypes: [...PHOTO_TYPES],
    imageSizes: [
      { name: 'thumbnailMd', width: 400, height: 400, position: 'centre' },
      { name: 'thumbnailXs', width: 96, height: 96, position: 'centre' },
    ],
    adminThumbnail: 'thumbnailXs',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true },
    { name: 'ownerRoleModel', type: 'relationship', relationTo: 'role-models', index: true, admin: { readOnly: true } },
  ],
}
