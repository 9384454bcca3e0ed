import type { CollectionConfig } from 'payload'
import { anyone, isStaff } from '../access'
import { forgetTaxonomies } from '../../app/domain/reference/taxonomies.server'
import type { TaxonomySlug } from '../../app/domain/reference/taxonomies'

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

export const Regions = taxonomy('regions', 'Region', 'Regions')
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
