import type { Event } from '../../../cms/payload-types'
import { eventDisplayState } from './rules'
import type { EventFormOptions } from './step-schemas'
import { toTerm } from '../reference/terms'
import type { Term } from '../reference/terms'
import { idKey } from '../shared/ids'

type Relation = number | { id: number; title?: string | null } | null | undefined

/** Everything the event page and the preview show, with names instead of ids. Values stay raw (React escapes). */
export function eventView(event: Event, options: EventFormOptions, now = new Date()) {
  const text = (value: string | null | undefined) => (value?.trim() ? value : null)
  // Names from the staff-edited lists as terms, marked where they fall back to English (decision 0053).
  const titleOf = (value: Relation, list: { id: string; title: string; lang?: 'en' }[]): Term | null => {
    if (value == null) return null
    const listed = list.find((o) => o.id === idKey(typeof value === 'object' ? value.id : value))
    return listed ? toTerm(listed) : typeof value === 'object' ? toTerm(value) : null
  }
  const districts = Object.values(options.districtMap).flat()
  const meeting = event.meeting ?? {}
  const pre = event.preEventMeeting ?? {}
  return {
    id: event.id,
    type: event.type,
    status: event.status,
    displayState: eventDisplayState(event, now),
    title: text(event.title),
    date: text(event.date),
    arrivalTime: text(event.arrivalTime),
    startTime: text(event.startTime),
    endTime: text(event.endTime),
    address: text(event.address),
    region: titleOf(event.region, options.regions),
    district: titleOf(event.district, districts),
    meeting: { platform: meeting.platform ?? null, inviteLink: text(meeting.inviteLink), password: text(meeting.password) },
    preEventMeeting: pre.enabled
      ? { date: text(pre.date), startTime: text(pre.startTime), endTime: text(pre.endTime), platform: pre.platform ?? null, inviteLink: text(pre.inviteLink), password: text(pre.password) }
      : null,
    studentsAge: text(event.studentsAge),
    numberOfStudents: event.numberOfStudents ?? null,
    howWillStudentsAttend: event.howWillStudentsAttend ?? null,
    studentLanguages: (event.studentLanguages ?? []).map((language) => titleOf(language, options.languages)).filter((name): name is Term => name != null),
    info: {
      arrivalDetails: text(event.arrivalDetails),
      howWillTheEventStart: text(event.howWillTheEventStart),
      culturalExpectations: text(event.culturalExpectations),
      photosAllowed: Boolean(event.photosAllowed),
      whatStudentsCallTheTeacher: text(event.whatStudentsCallTheTeacher),
      learningGoals: text(event.learningGoals),
      whatMakesTheSchoolSpecial: text(event.whatMakesTheSchoolSpecial),
      relatedTopic: text(event.relatedTopic),
    },
    cancelReason: text(event.cancelReason),
    cancelledAt: text(event.cancelledAt),
    minRoleModels: event.minRoleModels ?? 1,
    maxRoleModels: event.maxRoleModels ?? 8,
  }
}
export type EventView = ReturnType<typeof eventView>
