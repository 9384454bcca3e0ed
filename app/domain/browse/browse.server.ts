import type { Payload } from 'payload'
import type { RoleModel } from '../../../cms/payload-types'
import type { SignedInTeacher } from '~/domain/accounts/users'
import { favouriteRoleModelIds } from '../favourites/favourites.server'
import { profilePhotoUrl } from '../profiles/profile-view'
import { buildWhere, FILTERS, PAGE_SIZE, totalPagesFor } from './query'
import type { BrowseQuery, FilterKey } from './query'
import { pageThroughSql } from './search.server'
import { visibleToTeachersWhere } from '../access/rules'
import { taxonomyItems, taxonomyTerms } from '../reference/taxonomies.server'
import { termParts } from '../reference/terms'
import type { Term } from '../reference/terms'
import { relationId } from '../shared/relations'
import { idKey } from '../shared/ids'

export type RoleModelCard = {
  id: number
  name: string
  whatDoYouDo: string
  tellUsWhatYouDoNow: string
  profilePictureUrl: string | null
  profilePictureXsUrl: string | null
  /** The role model's status on an event (spec section 4) when the list is for one; null when browsing. */
  status: number | null
  favourite: boolean
  /** District and region ('Manurewa, Auckland'), each in its own language (decision 0053), on the choose page's cards only. */
  place?: Term[] | null
}

/** A filter's option; `lang` 'en' where its title falls back to English (decision 0053: the pages mark it, the API leaves it out). */
export type FilterOption = { id: number; title: string; lang?: 'en' }
export type BrowseResult = {
  data: RoleModelCard[]
  filters: Record<FilterKey, FilterOption[]>
  _meta: { page: number; totalPages: number; totalResults: number }
}

const CARD_TEXT_LIMIT = 220

function excerpt(text: unknown): string {
  const value = typeof text === 'string' ? text.trim() : ''
  return value.length > CARD_TEXT_LIMIT ? `${value.slice(0, CARD_TEXT_LIMIT - 1).trimEnd()}…` : value
}

type CardDoc = Pick<RoleModel, 'id'> & Partial<Pick<RoleModel, keyof typeof CARD_SELECT | keyof typeof PLACE_SELECT>>

export function toCard(doc: CardDoc, favourites: Set<number>): RoleModelCard {
  const picture = doc.profilePicture
  const mediaId = picture != null && typeof picture === 'object' ? picture.id : picture
  return {
    id: doc.id,
    name: doc.name || [doc.firstName, doc.surname].filter(Boolean).join(' '),
    whatDoYouDo: doc.whatDoYouDo ?? '',
    tellUsWhatYouDoNow: excerpt(doc.tellUsWhatYouDoNow),
    profilePictureUrl: mediaId != null ? profilePhotoUrl(mediaId, 'md') : null,
    profilePictureXsUrl: mediaId != null ? profilePhotoUrl(mediaId, 'xs') : null,
    status: null,
    favourite: favourites.has(doc.id),
  }
}

/** Every option of each filter (id and title, in the editors' order), in the visitor's language (kept in memory). */
export async function filterLists(payload: Payload, locale: string): Promise<BrowseResult['filters']> {
  const lists = await Promise.all(FILTERS.map((filter) => taxonomyItems(payload, filter.collection, locale)))
  return Object.fromEntries(FILTERS.map((filter, index) => [filter.key, lists[index].map(({ id, title, lang }) => (lang ? { id, title, lang } : { id, title }))])) as BrowseResult['filters']
}

const CARD_SELECT = { name: true, firstName: true, surname: true, whatDoYouDo: true, tellUsWhatYouDoNow: true, profilePicture: true } as const
/** A card's place (`places`): read with the page rather than in a read of its own (one Payload read less a page). */
const PLACE_SELECT = { region: true, district: true } as const
const WITH_PLACE_SELECT = { ...CARD_SELECT, ...PLACE_SELECT } as const

/** What a page reads of each card: its text and photo, and its district and region when the cards show them. */
export type PageOptions = { places?: boolean }
const selectFor = (options: PageOptions) => (options.places ? WITH_PLACE_SELECT : CARD_SELECT)

type CardPage = { docs: CardDoc[]; total: number }

/**
 * One page of cards and the total, through Payload. Read by the system: the loader has signed the teacher in, and the
 * teachers' read rule for role models (visibleToTeachersWhere) is in the where, so no access function runs per call.
 * On SQLite a query with a search word or a hasMany option finds its page's ids first; one without (and without
 * favourites) is counted in the visible role models' index, and a deep page of it finds its ids first (search.server.ts).
 */
export async function findPage(payload: Payload, query: BrowseQuery, favouriteIds: number[], now = new Date(), options: PageOptions = {}): Promise<CardPage> {
  const listed = await pageThroughSql(payload, query, favouriteIds, now)
  if (!listed) return findPageThroughPayload(payload, query, favouriteIds, now, options)
  // Counted on SQLite, a shallow page without a list: Payload reads the page alone.
  if (!listed.ids) return { docs: (await findPageThroughPayload(payload, query, favouriteIds, now, options, false)).docs, total: listed.total }
  if (!listed.ids.length) return { docs: [], total: listed.total }
  const found = await payload.db.find<CardDoc>({
    collection: 'role-models', where: { and: [visibleToTeachersWhere(now), { id: { in: listed.ids } }] }, select: selectFor(options),
    sort: ['name', 'id'], limit: PAGE_SIZE, pagination: false,
  })
  return { docs: found.docs, total: listed.total }
}

/**
 * The page through Payload's query alone (what MongoDB runs): the portable twin of search.server.ts. With `counted`
 * false, the page without its total (the caller counted it).
 */
export async function findPageThroughPayload(payload: Payload, query: BrowseQuery, favouriteIds: number[], now = new Date(), options: PageOptions = {}, counted = true): Promise<CardPage> {
  const found = await payload.db.find<CardDoc>({
    collection: 'role-models', where: { and: [visibleToTeachersWhere(now), buildWhere(query, favouriteIds)] }, select: selectFor(options),
    sort: ['name', 'id'], limit: PAGE_SIZE, page: query.page, pagination: counted,
  })
  return { docs: found.docs, total: found.totalDocs }
}

/**
 * One page of role-model cards for a teacher: only approved, unexpired, complete profiles (the teacher's read
 * access), never the phone number. With `places` each card has its district and region ('Manurewa, Auckland', each
 * term in its own language), read with the page: public on a visible profile.
 */
export async function browseRoleModels({ payload, teacher, query, locale = 'en', places = false }: {
  payload: Payload
  teacher: SignedInTeacher
  query: BrowseQuery
  locale?: string
  places?: boolean
}): Promise<BrowseResult> {
  const favouriteIds = await favouriteRoleModelIds({ payload, teacher })
  const [page, filters, placeTerms] = await Promise.all([
    query.onlyMyFavourites && favouriteIds.length === 0 ? Promise.resolve({ docs: [], total: 0 }) : findPage(payload, query, favouriteIds, new Date(), { places }),
    filterLists(payload, locale),
    places ? Promise.all([taxonomyTerms(payload, 'districts', locale), taxonomyTerms(payload, 'regions', locale)]) : null,
  ])
  const favourites = new Set(favouriteIds)
  const card = placeTerms
    ? (doc: CardDoc): RoleModelCard => ({ ...toCard(doc, favourites), place: termParts([placeTerms[0].get(idKey(relationId(doc.district))), placeTerms[1].get(idKey(relationId(doc.region)))]) })
    : (doc: CardDoc) => toCard(doc, favourites)
  return {
    data: page.docs.map(card),
    filters,
    _meta: { page: query.page, totalPages: totalPagesFor(page.total), totalResults: page.total },
  }
}
