import type { Payload, Where } from 'payload'
import type { Event, School, SessionRegistration, StudentVoiceAnswer } from '../../../cms/payload-types'
import { eventDateToStored, storedToEventDate } from '../shared/dates'
import { idKey } from '../shared/ids'
import { relationId } from '../shared/relations'
import type { DashboardQuery } from './dashboard-query'
import type { ProgrammeVoiceAnswer } from './voice-figures'

type AnswerRow = Pick<StudentVoiceAnswer, 'id' | 'event' | 'registration' | 'heardNewJob' | 'usefulness' | 'wouldConsider'>
type EventRow = Pick<Event, 'id' | 'date' | 'kind' | 'region' | 'type' | 'school'>

const ids = (values: unknown[]) => [...new Set(values.map((value) => relationId(value)).filter((id) => id != null))]

/**
 * The students' voice answers of the range's events and sessions (by the event's day), with the dashboard's filters:
 * a school's event by its region, type and school; a session's (online) by its class's school and that school's region.
 * One portable read of the answers (three fields each) and of their events: both paths use it. Staff only (the
 * dashboard's loader requires staff): no rule narrows these reads.
 */
export async function voiceAnswerRows(payload: Payload, query: DashboardQuery): Promise<ProgrammeVoiceAnswer[]> {
  const dayAfter = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const range: Where[] = [{ 'event.date': { greater_than_equal: eventDateToStored(query.from) } }, { 'event.date': { less_than: eventDateToStored(dayAfter) } }]
  const all = { limit: 0, pagination: false } as const
  const answers = await payload.db.find<AnswerRow>({ collection: 'student-voice-answers', where: { and: range }, select: { event: true, registration: true, heardNewJob: true, usefulness: true, wouldConsider: true }, ...all })
  if (!answers.docs.length) return []
  const events = await payload.db.find<EventRow>({ collection: 'events', where: { id: { in: ids(answers.docs.map((row) => row.event)) } }, select: { date: true, kind: true, region: true, type: true, school: true }, ...all })
  const byId = new Map(events.docs.map((doc) => [idKey(doc.id), doc]))
  // A session's classes: their schools (and regions) only when a filter asks.
  const classSchool = new Map<string, string>()
  const schoolRegion = new Map<string, string | null>()
  const filtered = query.school != null || query.region != null
  const classIds = ids(answers.docs.filter((row) => row.registration != null).map((row) => row.registration))
  if (filtered && classIds.length) {
    const classes = await payload.db.find<Pick<SessionRegistration, 'id' | 'school'>>({ collection: 'session-registrations', where: { id: { in: classIds } }, select: { school: true }, ...all })
    for (const row of classes.docs) classSchool.set(idKey(row.id), idKey(relationId(row.school)))
    if (query.region != null) {
      const schools = await payload.db.find<Pick<School, 'id' | 'region'>>({ collection: 'schools', where: { id: { in: [...new Set(classSchool.values())] } }, select: { region: true }, ...all })
      for (const doc of schools.docs) schoolRegion.set(idKey(doc.id), relationId(doc.region) == null ? null : idKey(relationId(doc.region)))
    }
  }
  const same = (a: unknown, b: unknown) => a != null && idKey(relationId(a)) === idKey(relationId(b))
  const rows: ProgrammeVoiceAnswer[] = []
  for (const answer of answers.docs) {
    const event = byId.get(idKey(relationId(answer.event)))
    const date = storedToEventDate(event?.date)
    if (!event || !date) continue
    const kind = event.kind === 'programme' ? 'programme' : 'school'
    if (kind === 'school') {
      if (query.type && event.type !== query.type) continue
      if (query.region != null && !same(event.region, query.region)) continue
      if (query.school != null && !same(event.school, query.school)) continue
    } else {
      if (query.type === 'in-person') continue
      const school = answer.registration == null ? undefined : classSchool.get(idKey(relationId(answer.registration)))
      if (query.school != null && !same(school, query.school)) continue
      if (query.region != null && !same(school == null ? null : schoolRegion.get(school), query.region)) continue
    }
    rows.push({ date, kind, heardNewJob: answer.heardNewJob, usefulness: answer.usefulness, wouldConsider: answer.wouldConsider })
  }
  return rows
}
