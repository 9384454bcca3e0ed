import { describe, expect, it } from 'vitest'
import { attendanceSchema } from '~/domain/attendance/attendance.schema'
import { cancelEventSchema } from '~/domain/events/event.schema'
import { eventScreenSchema } from '~/domain/events/step-schemas'
import { formConstraint } from '~/utils/constraint'
import { openRequestSchema } from '~/domain/offers/open-request.schema'
import { ATTENDANCE_CONSTRAINT, CANCEL_EVENT_CONSTRAINT, OPEN_REQUEST_CONSTRAINT, EVENT_SCREEN_CONSTRAINTS, attendanceValidation, cancelEventValidation, eventScreenValidation } from './form-validation'
import { formDataOf as form } from '../../tests/support/form-data'

// The constraints are declared without zod so the pages need not download it; they must stay what the schemas say.
describe('the event forms’ constraints (decision 0050)', () => {
  for (const type of ['in-person', 'online'] as const) {
    for (const screen of ['plan', 'info', 'edit', 'move'] as const) {
      it(`${type} ${screen}: equal to the shared schema's`, () => {
        expect(EVENT_SCREEN_CONSTRAINTS[`${type}:${screen}`]).toEqual(formConstraint(eventScreenSchema(type, screen, { now: new Date() })))
        expect(eventScreenValidation(type, screen).constraint).toBe(EVENT_SCREEN_CONSTRAINTS[`${type}:${screen}`])
      })
    }
  }

  it('cancel and attendance: equal to their schemas', () => {
    expect(CANCEL_EVENT_CONSTRAINT).toEqual(formConstraint(cancelEventSchema))
    expect(ATTENDANCE_CONSTRAINT).toEqual(formConstraint(attendanceSchema))
  })

  it('open to offers: equal to its schema (issue 51)', () => {
    expect(OPEN_REQUEST_CONSTRAINT).toEqual(formConstraint(openRequestSchema))
  })
})

describe('the validators loaded on demand', () => {
  it('validate with the shared schemas', async () => {
    const cancel = await cancelEventValidation.load()
    expect(cancel(form([['CancelReason', '']])).status).toBe('error')
    expect(cancel(form([['CancelReason', 'The school is closed']])).status).toBe('success')

    const attendance = await attendanceValidation.load()
    expect(attendance(form([['students', '']])).status).toBe('error')

    const edit = await eventScreenValidation('in-person', 'edit').load()
    const missing = edit(form([['StudentsAge', '']]))
    expect(missing.status).toBe('error')
    expect(Object.keys(missing.status === 'error' ? (missing.error ?? {}) : {})).toEqual(expect.arrayContaining(['NumberOfStudentsAttending', 'StudentsAge']))
  })
})
