import { VettingQueueLink as VettingQueueLink_bbce5e4e3bd3d6d05243c139fac00dce } from '../../../../cms/components/VettingQueueLink'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/VettingQueueLink#VettingQueueLink": VettingQueueLink_bbce5e4e3bd3d6d05243c139fac00dce,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
