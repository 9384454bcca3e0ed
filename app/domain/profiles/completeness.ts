/**
 * Whether a role model's profile is complete enough to be shown to teachers: every required field of
 * the basic-information and your-journey forms is filled. The one place this rule lives.
 */
type ProfileField =
  | 
'firstName' | 'surname' | 'contactPhoneNumber' | 'pronoun' | 'gender' | 'ageRange' | 'ethnicities'
  | 'region' | 'district' | 'languagesSpoken' | 'whatDoYouDo' | 'industry' | 'canDoInPersonEvent' | 'canDoOnlineEvent'
/** The fields the rule reads, whatever their stored shape (ids or populated documents). */
export type ProfileFields = Partial<Record<ProfileField, unknown>>

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null

export function missingProfileFields(profile: ProfileFields): (keyof ProfileFields | 'eventType')[] {
  const required: (keyof ProfileFields)[] = [
    'firstName', 'surname', 'contactPhoneNumber', 'pronoun', 'gender', 'ageRange', 'ethnicities',
    'region', 'district', 'languagesSpoken', 'whatDoYouDo', 'industry',
  ]
  const missing: (keyof ProfileFields | 'eventType')[] = required.filter((name) => !filled(profile[name]))
  if (!profile.canDoInPersonEvent && !profile.canDoOnlineEvent) missing.push('eventType')
  return missing
}

export function isProfileComplete(profile: ProfileFields): boolean {
  return missingProfileFields(profile).length === 0
}
