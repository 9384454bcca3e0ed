import type { CollectionConfig, RelationshipFieldManyValidation } from 'payload'
import { anyone, isStaff, relationId } from '../access'
import { forgetTaxonomies } from '../../app/domain/reference/taxonomies.server'
import type { TaxonomySlug } from '../../app/domain/reference/taxonomies'
import { badNeighbours } from '../../app/domain/reference/neighbours'

/** A list of options staff can edit: a localized title and a sort order. */
function taxonomy(slug: TaxonomySlug, singular: string, plural: string, extra: CollectionConfig['fields'] = []): CollectionConfig {
  return {
    slug,
    labels: { singular, plural },
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'sortOrder'], group: 'Reference data' },
    defaultSort: 'sortOrder',
    access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
    // The pages keep the lists in memory (taxonomies.server.ts): an edit shows at once.
    hooks: { afterChange: [() => forgetTaxonomies()], afterDelete: [() => forgetTaxonomies()] },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'sortOrder', type: 'number', defaultValue: 0, index: true },
      ...extra,
    ],
  }
}

/** Refuses a neighbour that names no region (or the region itself) on save, whoever saves (decision 0038). */
const knownNeighbours: RelationshipFieldManyValidation = async (value, { req, id }) => {
  const ids = (Array.isArray(value) ? value : value == null ? [] : [value]).map(relationId).filter((item) => item != null)
  if (!ids.length) return true
  const { docs } = await req.payload.find({ collection: 'regions', where: { id: { in: ids } }, depth: 0, limit: 0, pagination: false, select: {}, overrideAccess: true, req })
  const bad = badNeighbours(ids, docs.map((doc) => doc.id), id)
  return bad.length ? `Not a region that can be a neighbour: ${bad.join(', ')}` : true
}

export const Regions = taxonomy('regions', 'Region', 'Regions', [
  {
    name: 'neighbours', type: 'relationship', relationTo: 'regions', hasMany: true,
    validate: knownNeighbours,
    admin: { description: 'Regions whose role models can come to events here in person when this region has too few (offered on the choose page).' },
  },
])
export const Districts = taxonomy('districts', 'District', 'Districts', [
  { name: 'region', type: 'relationship', relationTo: 'regions', required: true, index: true },
])
export const Sectors = taxonomy('sectors', 'Sector', 'Sectors')
export const Industries = taxonomy('industries', 'Industry', 'Industries')
export const EducationLevels = taxonomy('education-levels', 'Education level', 'Education levels')
export const Ethnicities = taxonomy('ethnicities', 'Ethnicity', 'Ethnicities')
export const Languages = taxonomy('languages', 'Language', 'Languages')
export const Genders = taxonomy('genders', 'Gender', 'Genders')
export const Pronouns = taxonomy('pronouns', 'Pronoun', 'Pronouns')
export const AgeRanges = taxonomy('age-ranges', 'Age range', 'Age ranges')
export const Iwi = taxonomy('iwi', 'Iwi', 'Iwi')

export const taxonomyCollections = [
  Regions, Districts, Sectors, Industries, EducationLevels, Ethnicities, Languages, Genders, Pronouns, AgeRanges, Iwi,
]
