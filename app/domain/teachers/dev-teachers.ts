/**
 * The identities of the local development identity provider (DEV_SSO=1, no real issuer configured).
 * Each covers one sign-in case; the README lists them.
 */
export type DevTeacher = {
  sub: string
  email: string
  givenName: string
  familyName: string
  ministryNumber: string
  hasAccessRole: boolean
  /** What the identity demonstrates, shown on the development sign-in form. */
  description: string
}

export const DEV_TEACHERS: DevTeacher[] = [
  { sub: 'dev-teacher-aorere', email: 'sam.walker@aorere.demo.example.nz', givenName: 'Sam', familyName: 'Walker', ministryNumber: '91', hasAccessRole: true, description: 'Teacher at Aorere College (91): signs in' },
  { sub: 'dev-teacher-aorere-2', email: 'mele.tupou@aorere.demo.example.nz', givenName: 'Mele', familyName: 'Tupou', ministryNumber: '91', hasAccessRole: true, description: 'Second teacher at Aorere College (91): signs in, shares the school’s events' },
  { sub: 'dev-teacher-hamilton', email: 'priya.shah@hamiltongirls.demo.example.nz', givenName: 'Priya', familyName: 'Shah', ministryNumber: '135', hasAccessRole: true, description: 'Teacher at Hamilton Girls’ High School (135): signs in, a second school' },
  { sub: 'dev-teacher-rongotai', email: 'tama.henare@rongotai.demo.example.nz', givenName: 'Tama', familyName: 'Henare', ministryNumber: '249', hasAccessRole: true, description: 'Teacher at Rongotai College (249): signs in, a third school' },
  { sub: 'dev-teacher-kaikoura', email: 'alex.brown@kaikoura.demo.example.nz', givenName: 'Alex', familyName: 'Brown', ministryNumber: '312', hasAccessRole: true, description: 'Teacher at Kaikōura High School (312, not active): refused, school not participating' },
  { sub: 'dev-teacher-no-role', email: 'jo.smith@aorere.demo.example.nz', givenName: 'Jo', familyName: 'Smith', ministryNumber: '91', hasAccessRole: false, description: 'Teacher at Aorere College without the programme access role: refused' },
  { sub: 'dev-teacher-unknown-school', email: 'chris.lee@unknown.demo.example.nz', givenName: 'Chris', familyName: 'Lee', ministryNumber: '99999', hasAccessRole: true, description: 'Teacher at a school unknown to the programme (99999): refused, school not participating' },
]
