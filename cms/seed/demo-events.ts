import type { Payload } from 'payload'
import type { Event, School } from '../payload-types'
import { eventDateToStored, nzDate } from '../../app/domain/shared/dates'
import { ROLE_MODEL_STATUS } from '../../app/domain/invitations/status'
import { relationId } from '../../collections/access'
import { asTypedId } from '../../app/domain/shared/ids'

type Id = number
type EventData = Partial<Event> & Pick<Event, 'type' | 'status' | 'school'>

const S = ROLE_MODEL_STATUS
const DAY = 24 * 3600 * 1000

/** The New Zealand calendar date `days` from today (yyyy-MM-dd); `weekday` moves a weekend to the next Monday. */
function nzDay(now: Date, days: number, weekday = false): string {
  // Calendar arithmetic on the date's UTC midnight: UTC has no daylight saving, so whole days stay whole.
  let time = Date.parse(eventDateToStored(nzDate(now))) + days * DAY
  while (weekday && [0, 6].includes(new Date(time).getUTCDay())) time += DAY
  return new Date(time).toISOString().slice(0, 10)
}

const INFO = {
  arrivalDetails: 'Sign in at the main office; a student leader will meet you there.',
  howWillTheEventStart: 'A short mihi whakatau in the hall, then role models move to classrooms.',
  culturalExpectations: 'Please remove your shoes when entering the wharenui.',
  photosAllowed: true,
  whatStudentsCallTheTeacher: 'Whaea Sam',
  learningGoals: 'Students see the many paths into work they care about.',
  whatMakesTheSchoolSpecial: 'A proud, diverse community with strong kapa haka and robotics teams.',
  relatedTopic: 'Year 10 careers planning',
}

/**
 * Events for every demo school, so each list and state shows right after `npm run demo`: drafts (one incomplete, one
 * ready to activate), upcoming, today's, completed (done) and cancelled events of both types, dated from today in
 * New Zealand, with role models in every status. Written by the system, as seeds are, so no emails are sent.
 */
export async function seedDemoEvents(
  payload: Payload,
  { schools, teachersOf, regions, districtsOf, languages, roleModels, now, context }: {
    schools: School[]
    /** The demo teachers of each school, the organiser first. */
    teachersOf: Map<Id, Id[]>
    regions: { id: Id }[]
    districtsOf: (regionId: Id) => Promise<{ id: Id }[]>
    languages: { id: Id }[]
    /** Approved role models, the demo sign-in one first (it gets invitations to answer). */
    roleModels: Id[]
    now: Date
    context: Record<string, unknown>
  },
) {
  let next = 1 // The first approved role model (the demo sign-in) is placed by hand below; the rest rotate.
  const take = () => roleModels[(next++ % (roleModels.length - 1)) + 1] ?? roleModels[0]
  const iso = (days: number) => new Date(now.getTime() + days * DAY).toISOString()

  for (const [index, school] of schools.entries()) {
    // Ids as the database gives them (numbers on SQLite, text on MongoDB and with text ids): passed on, never through Number().
    const regionId = asTypedId(relationId(school.region) ?? regions[0].id)
    const districtId = relationId(school.district) ?? (await districtsOf(regionId))[0]?.id
    const place = { address: `${10 + index} School Road`, region: regionId, district: districtId == null ? null : asTypedId(districtId) }
    const inPerson = (days: number): EventData => ({
      type: 'in-person', status: 'active', school: school.id, date: nzDay(now, days, days > 0), arrivalTime: '09:00', startTime: '09:15', endTime: '11:30',
      ...place, numberOfStudents: 60, studentsAge: 'Years 10 and 11', ...INFO,
    })
    const online = (days: number): EventData => ({
      type: 'online', status: 'active', school: school.id, date: nzDay(now, days), startTime: '13:00', endTime: '14:00',
      meeting: { platform: 'zoom', inviteLink: `https://zoom.us/j/55500${index}${days + 100}`, password: 'kiaora' },
      preEventMeeting: { enabled: false },
      numberOfStudents: 28, studentsAge: 'Year 12', howWillStudentsAttend: 'school', studentLanguages: [languages[0].id], ...INFO,
    })
    const teachers = teachersOf.get(school.id) ?? []
    const organiser = teachers.length
      ? { createdBy: teachers[0], primaryContact: teachers[0], notificationSubscribers: teachers.map((teacher, position) => ({ teacher, subscribed: position === 0 })) }
      : {}
    const create = async (title: string, data: EventData, people: { status: number; roleModel?: Id }[] = []) => {
      const activatedAt = data.status === 'draft' ? null : iso(-30)
      const event = await payload.create({ collection: 'events', data: { title, activatedAt, ...organiser, ...data }, overrideAccess: true, context })
      for (const person of people) {
        const invited = person.status !== S.selected
        const answered = person.status === S.accepted || person.status === S.declined
        await payload.create({
          collection: 'event-role-models', overrideAccess: true, context,
          data: {
            event: event.id, roleModel: person.roleModel ?? take(), status: person.status,
            invitedAt: invited ? iso(-10) : null,
            expiresAt: invited ? iso(person.status === S.expired ? -1 : 4) : null,
            respondedAt: answered ? iso(-5) : null,
            declineReason: person.status === S.declined ? 'I am overseas that week.' : null,
          },
        })
      }
      return event
    }
    const everyStatus = [S.selected, S.accepted, S.accepted, S.invited, S.declined, S.expired, S.uninvited]
    const demoRoleModel = index === 0 ? roleModels[0] : undefined

    await create('Careers evening (draft)', { type: 'in-person', status: 'draft', school: school.id, ...place, date: nzDay(now, 35, true), arrivalTime: '17:45' })
    await create('Online STEM kōrero (draft)', { ...online(28), status: 'draft' }, [{ status: S.selected }, { status: S.selected }])
    await create('Year 10 career day', inPerson(14), [...everyStatus.map((status) => ({ status })), ...(demoRoleModel ? [{ status: S.invited, roleModel: demoRoleModel }] : [])])
    await create('Online careers hui', online(10), [{ status: S.accepted, roleModel: demoRoleModel }, { status: S.invited }, { status: S.declined }])
    await create('Careers morning (today)', { ...inPerson(0), date: nzDay(now, 0) }, [{ status: S.accepted }, { status: S.accepted }, { status: S.expired }])
    await create('Online Q&A (today)', online(0), [{ status: S.accepted }, { status: S.invited }])
    await create('Term 1 careers expo', { ...inPerson(-21), date: nzDay(now, -21), status: 'done' }, [{ status: S.accepted }, { status: S.accepted }, { status: S.declined }])
    await create('Online industry panel', { ...online(-40), status: 'done' }, [{ status: S.accepted }, { status: S.expired }])
    await create('Trades day', { ...inPerson(21), status: 'cancelled', cancelReason: 'The hall is being repainted.', cancelledAt: iso(-2) }, [{ status: S.accepted }, { status: S.invited }])
    await create('Online health careers talk', { ...online(-3), status: 'cancelled', cancelReason: 'School closed for the day.', cancelledAt: iso(-6) }, [{ status: S.invited }])
  }
}
