import type { Payload } from 'payload'
import type { Event } from '../../../cms/payload-types'
import { countInPersonRoleModelsInRegion } from '../events/available-role-models.server'
import { recordRegionShortfall } from '../programme/dashboard.server'
import { regionNeighbours } from '../reference/neighbours.server'
import { relationId } from '../shared/relations'
import { regionShortfall } from './thin-region'

type Neighbour = Awaited<ReturnType<typeof regionNeighbours>>[number]

/** An in-person event's region as the choose page weighs it: its neighbours and the role models who come in person there. */
export type RegionSupply = { neighbours: Neighbour[]; inRegion: number }

/** The neighbours of an in-person event's region (decision 0038), titled in the page's language; null for an online event or one without a region. */
export async function eventRegionNeighbours(payload: Payload, event: Pick<Event, 'type' | 'region'>, locale: string): Promise<Neighbour[] | null> {
  const region = event.type === 'in-person' ? relationId(event.region) : null
  return region == null ? null : regionNeighbours(payload, region, locale)
}

/**
 * The supply of an in-person event's region (decision 0038): its neighbours (`eventRegionNeighbours`) and how many
 * visible role models come in person there, counted unless the caller has that count already (`counted`). Null for an
 * online event or one without a region.
 */
export async function regionSupply(payload: Payload, event: Pick<Event, 'type' | 'region'>, neighbours: Neighbour[], counted?: number): Promise<RegionSupply | null> {
  const region = event.type === 'in-person' ? relationId(event.region) : null
  if (region == null) return null
  return { neighbours, inRegion: counted ?? (await countInPersonRoleModelsInRegion(payload, region)) }
}

/** The choose page's thin-region notice: how many the event wants against those in its region, and its ways out. */
export type ShortfallNotice = ReturnType<typeof regionShortfall> & RegionSupply & { widened: boolean }

/**
 * The thin-region notice of a draft's or a live in-person event's choose page (issue 50 item 1: both have the same ways
 * out), `widened` when the list takes in the neighbours' role models. A notice that shows the region short counts on
 * the programme's dashboard, once per event and region (issue 50 item 5). Null for any other event.
 */
export async function shortfallNotice({ payload, event, supply, widened }: { payload: Payload; event: Pick<Event, 'id' | 'status' | 'region' | 'school' | 'numberOfStudents' | 'minRoleModels'>; supply: RegionSupply | null; widened: boolean }): Promise<ShortfallNotice | null> {
  const region = relationId(event.region)
  if (!supply || region == null || (event.status !== 'draft' && event.status !== 'active')) return null
  const notice = { ...regionShortfall({ inRegion: supply.inRegion, students: event.numberOfStudents, min: event.minRoleModels ?? 1 }), ...supply, widened }
  if (notice.short) await recordRegionShortfall({ payload, region, school: relationId(event.school), event: event.id })
  return notice
}
