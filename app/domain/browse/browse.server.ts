import type { Payload } from 'payload'
import type { SignedInUser } from '~/utils/auth.server'
import { favouriteRoleModelIds } from '../favourites/favourites.server'
import { buildWhere, FILTERS, PAGE_SIZE, totalPagesFor } from './query'
import type { BrowseQuery, FilterKey } from './query'

export type RoleModelCard = {
  id: number
  name: string
  whatDoYouDo: string
  tellUsWhatYouDoNow: string
  profilePictureUrl: string | null
  profilePictureXsUrl: string | null
  favourite: boolean
}

export type FilterOption = { id: number; title: string }
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

type Media = { url?: string | null; sizes?: Record<string, { url?: string | null } | undefined> } | null

function toCard(doc: Record<string, unknown>, favourites: Set<number>): RoleModelCard {
  const media = (typeof doc.profilePicture === 'object' ? doc.profilePicture : null) as Media
  return {
    id: doc.id as number,
    name: (doc.name as string) || [doc.firstName, doc.surname].filter(Boolean).join(' '),
    whatDoYouDo: (doc.whatDoYouDo as string) ?? '',
    tellUsWhatYouDoNow: excerpt(doc.tellUsWhatYouDoNow),
    profilePictureUrl: media?.sizes?.thumbnailMd?.url || media?.url || null,
    profilePictureXsUrl: media?.sizes?.thumbnailXs?.url || media?.sizes?.thumbnailMd?.url || media?.url || null,
    favourite: favourites.has(doc.id as number),
  }
}

/** Every option of each filter (id and title, in the editors' order), in the visitor's language. */
export async function filterLists(payload: Payload, locale: string): Promise<BrowseResult['filters']> {
  const lists = await Promise.all(
    FILTERS.map((filter) =>
      payload.find({
        collection: filter.collection,
        select: { title: true },
        sort: ['sortOrder', 'title'],
        depth: 0,
        limit: 500,
        pagination: false,
        locale: locale as 'en',
        fallbackLocale: 'en',
        overrideAccess: true,
      }),
    ),
  )
  return Object.fromEntries(
    FILTERS.map((filter, index) => [filter.key, lists[index].docs.map((doc) => ({ id: doc.id as number, title: String(doc.title ?? '') }))]),
  ) as BrowseResult['filters']
}

/**
 * One page of role-model cards for a teacher. The query runs as the teacher (overrideAccess: false), so the
 * collection's read access keeps it to approved, unexpired, complete profiles; the phone number is never selected.
 */
export async function browseRoleModels({ payload, teacher, query, locale = 'en' }: {
  payload: Payload
  teacher: SignedInUser
  query: BrowseQuery
  locale?: string
}): Promise<BrowseResult> {
  const favouriteIds = await favouriteRoleModelIds({ payload, teacher })
  const [found, filters] = await Promise.all([
    query.onlyMyFavourites && favouriteIds.length === 0
      ? Promise.resolve({ docs: [], totalDocs: 0 })
      : payload.find({
          collection: 'role-models',
          where: buildWhere(query, favouriteIds),
          select: { name: true, firstName: true, surname: true, whatDoYouDo: true, tellUsWhatYouDoNow: true, profilePicture: true },
          populate: { media: { url: true, sizes: true } },
          sort: ['name', 'id'],
          depth: 1,
          limit: PAGE_SIZE,
          page: query.page,
          user: teacher,
          overrideAccess: false,
        }),
    filterLists(payload, locale),
  ])
  const favourites = new Set(favouriteIds)
  return {
    data: found.docs.map((doc) => toCard(doc as Record<string, unknown>, favourites)),
    filters,
    _meta: { page: query.page, totalPages: totalPagesFor(found.totalDocs), totalResults: found.totalDocs },
  }
}
