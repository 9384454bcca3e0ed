import type { Payload } from 'payload'
import type { PayloadRequest } from 'payload'
import regionsData from './nz-regions-districts.json'
import neighboursData from './region-neighbours.json'
import termsData from './school-terms.json'
import { neighbourIdsByTitle } from '../../app/domain/reference/neighbours'

type Taxonomy = 'sectors' | 'industries' | 'education-levels' | 'ethnicities' | 'languages' | 'genders' | 'pronouns' | 'age-ranges' | 'iwi'

/** Starting lists; staff edit them in the admin afterwards. Seeded only into empty collections. */
export const REFERENCE_LISTS: Record<Taxonomy, string[]> = {
  sectors: ['Primary industries', 'Manufacturing', 'Construction and infrastructure', 'Health and wellbeing', 'Education', 'Public service', 'Creative industries', 'Technology', 'Financial and professional services', 'Hospitality and tourism', 'Retail', 'Transport and logistics', 'Community and not-for-profit', 'Science and research', 'Energy'],
  industries: ['Agriculture, forestry and fishing', 'Mining', 'Manufacturing', 'Electricity, gas, water and waste services', 'Construction', 'Wholesale trade', 'Retail trade', 'Accommodation and food services', 'Transport, postal and warehousing', 'Information media and telecommunications', 'Financial and insurance services', 'Rental, hiring and real estate services', 'Professional, scientific and technical services', 'Administrative and support services', 'Public administration and safety', 'Education and training', 'Health care and social assistance', 'Arts and recreation services', 'Other services'],
  'education-levels': ['Secondary school', 'NCEA Level 1', 'NCEA Level 2', 'NCEA Level 3', 'Trade certificate or apprenticeship', 'Diploma', "Bachelor's degree", 'Postgraduate diploma or certificate', "Master's degree", 'Doctorate', 'Other'],
  ethnicities: ['New Zealand European', 'Māori', 'Samoan', 'Cook Islands Māori', 'Tongan', 'Niuean', 'Chinese', 'Indian', 'Other Asian', 'Middle Eastern', 'Latin American', 'African', 'Other European', 'Other'],
  languages: ['English', 'Te reo Māori', 'New Zealand Sign Language', 'Samoan', 'Tongan', 'Cook Islands Māori', 'Niuean', 'Mandarin', 'Cantonese', 'Hindi', 'Punjabi', 'Tagalog', 'French', 'German', 'Spanish', 'Japanese', 'Korean', 'Arabic', 'Other'],
  genders: ['Female', 'Male', 'Another gender', 'Prefer not to say'],
  pronouns: ['she/her', 'he/him', 'they/them', 'ia', 'Prefer not to say'],
  'age-ranges': ['18–24', '25–34', '35–44', '45–54', '55–64', '65+'],
  iwi: ['Ngāpuhi', 'Ngāti Porou', 'Ngāti Kahungunu', 'Ngāi Tahu', 'Waikato-Tainui', 'Ngāti Maniapoto', 'Tūhoe', 'Te Arawa', 'Ngāti Tūwharetoa', 'Te Āti Awa', 'Other'],
}

async function isEmpty(payload: Payload, collection: Taxonomy | 'regions') {
  const { totalDocs } = await payload.count({ collection, overrideAccess: true })
  return totalDocs === 0
}

/** Regions with their districts and the option lists, on first start. Idempotent. */
export async function seedReferenceData(payload: Payload) {
  const context = { seeding: true }
  if (await isEmpty(payload, 'regions')) {
    for (const [regionIndex, region] of regionsData.regions.entries()) {
      const created = await payload.create({
        collection: 'regions', data: { title: region.title, sortOrder: regionIndex }, locale: 'en', overrideAccess: true, context,
      })
      if (region.titleMi && region.titleMi !== region.title) {
        await payload.update({ collection: 'regions', id: created.id, data: { title: region.titleMi }, locale: 'mi', overrideAccess: true, context })
      }
      for (const [districtIndex, district] of region.districts.entries()) {
        await payload.create({
          collection: 'districts', data: { title: district, region: created.id, sortOrder: districtIndex }, locale: 'en', overrideAccess: true, context,
        })
      }
    }
    await seedRegionNeighbours(payload)
  }
  if ((await payload.count({ collection: 'school-terms', overrideAccess: true })).totalDocs === 0) {
    for (const term of termsData.terms) {
      await payload.create({ collection: 'school-terms', data: { year: term.year, term: term.term, start: term.start, end: term.end }, overrideAccess: true, context })
    }
  }
  for (const [collection, titles] of Object.entries(REFERENCE_LISTS) as [Taxonomy, string[]][]) {
    if (!(await isEmpty(payload, collection))) continue
    for (const [sortOrder, title] of titles.entries()) {
      await payload.create({ collection, data: { title, sortOrder }, locale: 'en', overrideAccess: true, context })
    }
  }
}

/**
 * Each seeded region's neighbours (region-neighbours.json, by English title; decision 0038). Used when the regions
 * are first seeded and by the migration that brought the field in; titles staff have renamed are skipped.
 */
export async function seedRegionNeighbours(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({ collection: 'regions', locale: 'en', depth: 0, limit: 0, pagination: false, overrideAccess: true, req })
  const { ids } = neighbourIdsByTitle(neighboursData.neighbours, new Map(docs.map((doc) => [doc.title, doc.id])))
  for (const [id, neighbours] of ids) {
    await payload.update({ collection: 'regions', id, data: { neighbours: neighbours as number[] }, locale: 'en', overrideAccess: true, req, context: { seeding: true } })
  }
}
