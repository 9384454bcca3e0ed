import { z } from 'zod'
import { MAX_STUDENTS_ATTENDED, parseStudentsAttended } from './attendance'

const MESSAGES = {
  required: 'events:attendance.studentsRequired',
  whole: 'events:attendance.studentsWhole',
  tooMany: `events:attendance.studentsTooMany|{"max":${MAX_STUDENTS_ATTENDED}}`,
} as const

/** The attendance form: how many students took part, and the ids of the role models who came (ticked boxes). */
export const attendanceSchema = z.object({
  students: z.string({ required_error: MESSAGES.required }).superRefine((value, ctx) => {
    const parsed = parseStudentsAttended(value)
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: MESSAGES[parsed.error] })
  }),
  came: z.array(z.string().trim()).optional(),
  /** When the record the form shows was saved (empty when never): a save over someone else's newer one is refused. */
  recordedAt: z.string().trim().optional(),
})
export type AttendanceInput = z.infer<typeof attendanceSchema>
