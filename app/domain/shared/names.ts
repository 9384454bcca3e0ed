type RoleModelName = { name?: string | null; firstName?: string | null; surname?: string | null }
type TeacherName = { name?: string | null; firstName?: string | null; lastName?: string | null }

/** A role model's name wherever the product shows it: their display name, else first name and surname. */
export function roleModelName(person: RoleModelName | null | undefined): string {
  return person?.name?.trim() || [person?.firstName, person?.surname].filter(Boolean).join(' ').trim()
}

/** A teacher's name (an event's organiser): their name from the sign-on, else first and last name. */
export function teacherName(teacher: TeacherName | null | undefined): string {
  return teacher?.name?.trim() || [teacher?.firstName, teacher?.lastName].filter(Boolean).join(' ').trim()
}
