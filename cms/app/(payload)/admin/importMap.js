import { VettingQueueLink as VettingQueueLink_bbce5e4e3bd3d6d05243c139fac00dce } from '../../../../cms/components/VettingQueueLink'
import { TranslationLinks as TranslationLinks_e29bc7b2c7b369e48ed4eb64bc35a46c } from '../../../../cms/components/translations/TranslationLinks'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StaffPagesLinks as StaffPagesLinks_9909905fccc261160f794102bb71bc75 } from '../../../../cms/components/StaffPagesLinks'
import { TranslationsView as TranslationsView_689b62076ef431e5a365ee2cc8b06412 } from '../../../../cms/components/translations/TranslationsView'
import { TranslationCoverageView as TranslationCoverageView_689b62076ef431e5a365ee2cc8b06412 } from '../../../../cms/components/translations/TranslationsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/VettingQueueLink#VettingQueueLink": VettingQueueLink_bbce5e4e3bd3d6d05243c139fac00dce,
  "/cms/components/translations/TranslationLinks#TranslationLinks": TranslationLinks_e29bc7b2c7b369e48ed4eb64bc35a46c,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/components/StaffPagesLinks#StaffPagesLinks": StaffPagesLinks_9909905fccc261160f794102bb71bc75,
  "/cms/components/translations/TranslationsView#TranslationsView": TranslationsView_689b62076ef431e5a365ee2cc8b06412,
  "/cms/components/translations/TranslationsView#TranslationCoverageView": TranslationCoverageView_689b62076ef431e5a365ee2cc8b06412,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
