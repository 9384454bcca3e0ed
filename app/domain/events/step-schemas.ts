import { z } from 'zod'
import type { ZodTypeAny } from 'zod'
import type { Option } from '~/domain/profiles/cascade'
import { inPersonMoveSchema, inPersonPlanSchema, onlineInfoSchema, onlineMoveSchema, onlineStepOneSchema, onlineStepTwoSchema, roleModelInfoSchema } from './event.schema'
import type { InPersonPlanOptions } from './event.schema'

/**
 * Which shared schema validates which event screen, for the browser and the server alike. The region rule and
 * the district check need the database, so only the server passes `regionHasEnoughRoleModels` and `districtRegion`.
 */
export type EventType = 'in-person' | 'online'
export type EventFormOptions = { regions: Option[]; districtMap: Record<string, Option[]>; languages: Option[] }
export type EventScreen = 'plan' | 'info' | 'edit' | 'move'
/** `regionId`: an in-person event's region, for the holiday check of a move (its form has no region). */
type Options = Omit<InPersonPlanOptions, 'mode'> & { now: Date; regionId?: string }

export function eventScreenSchema(type: EventType, screen: EventScreen, options: Options): ZodTypeAny {
  if (screen === 'plan') return type === 'in-person' ? inPersonPlanSchema({ ...options, mode: 'create' }) : onlineStepOneSchema({ now: options.now, dateWarning: options.dateWarning })
  if (screen === 'info') return type === 'in-person' ? roleModelInfoSchema : onlineInfoSchema({ mode: 'create' })
  // A live event moved (issue 50 item 2): when and where, with the rules of creating it.
  if (screen === 'move') return type === 'in-person' ? inPersonMoveSchema({ now: options.now, dateWarning: options.dateWarning, regionId: options.regionId }) : onlineMoveSchema({ now: options.now, dateWarning: options.dateWarning })
  // The edit of an active event: its students and the info for role models (its date, times and place change by a
  // move, above).
  const students = type === 'in-person' ? inPersonPlanSchema({ mode: 'active' }) : onlineStepTwoSchema({ mode: 'active' })
  return z.intersection(students, roleModelInfoSchema)
}

/** Each district's region, for the server's check that a district belongs to the chosen region. */
export function districtRegions(options: Pick<EventFormOptions, 'districtMap'>): Record<string, string> {
  const regions: Record<string, string> = {}
  for (const [region, districts] of Object.entries(options.districtMap)) for (const district of districts) regions[district.id] = region
  return regions
}
