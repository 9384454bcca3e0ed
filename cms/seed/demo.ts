import type { Payload } from 'payload'
import sharp from 'sharp'
import { DEV_TEACHERS } from '../../app/domain/teachers/dev-teachers'
import type { TaxonomySlug } from '../../app/domain/reference/taxonomies'
import { seedDemoEvents } from './demo-events'

export const DEMO_PASSWORD = 'Kia-ora-Demo-2026'

/** Sign-ins printed by the start command and listed in the README. */
export const DEMO_SIGN_INS = [
  { who: 'Staff (admin at /admin; dashboard and vetting queue at /staff)', email: 'staff@demo.example.nz', password: DEMO_PASSWORD },
  { who: 'Role model, check approved, profile complete', email: 'aroha.ngata@demo.example.nz', password: DEMO_PASSWORD },
  { who: 'Role model, check pending', email: 'pending.rolemodel@demo.example.nz', password: DEMO_PASSWORD },
  { who: 'Role model, profile incomplete', email: 'incomplete.rolemodel@demo.example.nz', password: DEMO_PASSWORD },
  // Teachers sign in through the local identity provider (DEV_SSO=1): 'School or teacher' log in, then pick one.
  ...DEV_TEACHERS.map((teacher) => ({ who: `Teacher (DEV_SSO sign-in form), ${teacher.description}`, email: teacher.email, password: '(none: pick on the form)' })),
]

const FIRST_NAMES = ['Aroha', 'Mere', 'Tama', 'Wiremu', 'Hana', 'Sione', 'Mele', 'Priya', 'Wei', 'Liam', 'Olivia', 'Ngaio', 'Rangi', 'Ana', 'Tevita', 'Grace', 'Jack', 'Kiri', 'Manaia', 'Isla', 'Raj', 'Mei', 'Ruby', 'Nikau', 'Aria', 'Leilani', 'Hemi', 'Sophie', 'Arjun', 'Talia', 'Matiu', 'Emma', 'Losa', 'Kahu', 'Charlotte', 'Daniel', 'Anahera', 'Noah', 'Moana', 'Ethan', 'Tui', 'Lucas']
const SURNAMES = ['Ngata', 'Smith', 'Parata', 'Tupou', 'Wang', 'Patel', 'Williams', 'Te Whata', 'Fale', 'Brown', 'Kaur', 'Chen', 'Walker', 'Henare', 'Taufa', 'Wilson', 'Rāwiri', 'Li', 'Thompson', 'Moana', 'Singh']
const JOBS: [string, string, string][] = [
  ['Civil engineer', 'Fulton Hogan', 'I design roads and bridges that keep our communities connected.'],
  ['Registered nurse', 'Te Whatu Ora', 'I look after patients on a busy surgical ward.'],
  ['Software developer', 'Xero', 'I build features that help small businesses run their accounts.'],
  ['Electrician', 'Self-employed', 'I run my own business wiring homes and marae.'],
  ['Marine biologist', 'NIWA', 'I study fish populations and how our oceans are changing.'],
  ['Chef', 'Hotel Grand Windsor', 'I lead a kitchen team and write seasonal menus.'],
  ['Police officer', 'NZ Police', 'I work with young people in our community.'],
  ['Graphic designer', 'Studio Kōwhai', 'I design brands and websites for local companies.'],
  ['Dairy farmer', 'Family farm', 'I manage a herd of 400 cows and the people who help me.'],
  ['Accountant', 'PwC', 'I help organisations understand their finances.'],
]

type Ref = { id: number }
async function all(payload: Payload, collection: TaxonomySlug): Promise<Ref[]> {
  const { docs } = await payload.find({ collection, limit: 0, pagination: false, overrideAccess: true, depth: 0 })
  return docs
}

/** A real PNG portrait placeholder made with sharp, so photos and their thumbnails exist in the demo. */
async function portrait(initials: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="hsl(${hue},45%,35%)"/><text x="400" y="470" font-size="260" text-anchor="middle" fill="#fff" font-family="sans-serif">${initials}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * Demo data for a newcomer, loaded only into an empty database (no staff yet): staff, schools, 42 role models
 * across all regions (approved, pending, incomplete; some with photos), and draft and active events.
 */
export async function seedDemoData(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'staff', overrideAccess: true })
  if (totalDocs > 0) return
  const context = { seeding: true, skipEmail: true }
  payload.logger.info('Loading demo data...')

  await payload.create({ collection: 'staff', data: { email: DEMO_SIGN_INS[0].email, password: DEMO_PASSWORD, name: 'Demo Staff' }, overrideAccess: true, context })

  const [regions, sectors, industries, educationLevels, ethnicities, languages, genders, pronouns, ageRanges] = await Promise.all(
    (['regions', 'sectors', 'industries', 'education-levels', 'ethnicities', 'languages', 'genders', 'pronouns', 'age-ranges'] as const).map((c) => all(payload, c)),
  )
  const districtsOf = async (regionId: Ref['id']) =>
    (await payload.find({ collection: 'districts', where: { region: { equals: regionId } }, limit: 0, pagination: false, overrideAccess: true, depth: 0 })).docs

  const schoolSpecs = [
    { name: 'Aorere College', ministryNumber: '91', region: 1, district: 'Ōtara-Papatoetoe', address: '2 Portage Road, Papatoetoe, Auckland', active: true },
    { name: 'Hamilton Girls’ High School', ministryNumber: '135', region: 2, district: 'Hamilton City', address: '150 Ward Street, Hamilton', active: true },
    { name: 'Rongotai College', ministryNumber: '249', region: 8, district: 'Wellington City', address: '30 Coutts Street, Kilbirnie, Wellington', active: true },
    { name: 'Kaikōura High School', ministryNumber: '312', region: 12, district: 'Kaikōura District', address: '84 Ludstone Road, Kaikōura', active: false },
  ]
  const schools = []
  for (const { district: districtTitle, ...spec } of schoolSpecs) {
    const region = regions[spec.region]
    // The school's own district (the events prefill it), else the region's first.
    const districts = await districtsOf(region.id)
    const district = districts.find((item) => item.title === districtTitle) ?? districts[0]
    schools.push(
      await payload.create({ collection: 'schools', data: { ...spec, region: region.id, district: district?.id }, overrideAccess: true, context }),
    )
  }

  // The demo teachers who can sign in, known already (as after a first sign-in, which finds them by subject), so the
  // seeded events have an organiser: the school's first teacher made them, is their primary contact and is told
  // about answers; a second teacher of the school is listed, not subscribed.
  const teachersOf = new Map<number, number[]>()
  for (const dev of DEV_TEACHERS.filter((teacher) => teacher.hasAccessRole)) {
    const school = schools.find((candidate) => candidate.ministryNumber === dev.ministryNumber && candidate.active)
    if (!school) continue
    const teacher = await payload.create({
      collection: 'teachers', overrideAccess: true, context,
      data: { subject: dev.sub, email: dev.email, firstName: dev.givenName, lastName: dev.familyName, name: `${dev.givenName} ${dev.familyName}`, school: school.id },
    })
    teachersOf.set(school.id, [...(teachersOf.get(school.id) ?? []), teacher.id])
  }

  const now = new Date()
  const approvedAt = new Date(now.getTime() - 30 * 24 * 3600 * 1000).toISOString()
  const approvedRoleModels: Ref['id'][] = []
  for (let index = 0; index < 42; index++) {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length]
    const surname = SURNAMES[(index * 7) % SURNAMES.length]
    const [whatDoYouDo, whoDoYouWorkFor, tellUsWhatYouDoNow] = JOBS[index % JOBS.length]
    const region = regions[index % regions.length]
    const regionDistricts = await districtsOf(region.id)
    const kind = index === 0 ? 'approved' : index === 1 ? 'pending' : index === 2 ? 'incomplete' : index % 7 === 3 ? 'pending' : index % 9 === 4 ? 'incomplete' : 'approved'
    const email = index === 0 ? DEMO_SIGN_INS[1].email : index === 1 ? DEMO_SIGN_INS[2].email : index === 2 ? DEMO_SIGN_INS[3].email : `${firstName}.${surname}.${index}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@demo.example.nz'
    let profilePicture: Ref['id'] | undefined
    if (index % 3 === 0) {
      const data = await portrait(`${firstName[0]}${surname[0]}`, (index * 37) % 360)
      const media = await payload.create({
        collection: 'media', data: { alt: `${firstName} ${surname}` }, file: { data, mimetype: 'image/png', name: `demo-${index}.png`, size: data.length }, overrideAccess: true, context,
      })
      profilePicture = media.id
    }
    const pick = <T,>(list: T[], offset = 0) => list[(index + offset) % list.length]
    const roleModel = await payload.create({
      collection: 'role-models',
      overrideAccess: true,
      disableVerificationEmail: true,
      context,
      data: {
        email, password: DEMO_PASSWORD, _verified: true,
        firstName, surname,
        contactPhoneNumber: kind === 'incomplete' ? undefined : `021 555 ${String(1000 + index).slice(-4)}`,
        pronoun: pick(pronouns).id, gender: pick(genders).id, ageRange: pick(ageRanges).id,
        ethnicities: [pick(ethnicities).id], region: region.id, district: pick(regionDistricts).id,
        // Every role model does one or both, and every region has an approved role model who comes in person, so an
        // in-person event can be planned anywhere (the schools' own regions included).
        canDoInPersonEvent: index % 5 !== 2, canDoOnlineEvent: index % 2 === 0 || index % 5 === 2,
        languagesSpoken: [languages[0].id, ...(index % 5 === 0 ? [languages[1].id] : [])],
        whatDoYouDo: kind === 'incomplete' ? undefined : whatDoYouDo, whoDoYouWorkFor,
        industry: pick(industries).id, sectors: [pick(sectors).id, pick(sectors, 5).id], educationBackgrounds: [pick(educationLevels).id],
        tellUsWhatYouDoNow,
        whatWasYourJourneyToGetHere: 'I left school not knowing what I wanted to do, tried a few jobs, and found my path through a mentor who believed in me.',
        whyDoYouWantToBeARoleModel: 'I want students to see that there is more than one way to a career they love.',
        profilePicture,
        checkStatus: kind === 'approved' ? 'approved' : kind === 'pending' ? 'pending' : 'not-received',
        checkApprovedAt: kind === 'approved' ? approvedAt : undefined,
      },
    })
    if (profilePicture) await payload.update({ collection: 'media', id: profilePicture, data: { ownerRoleModel: roleModel.id }, overrideAccess: true, context })
    if (kind === 'approved') approvedRoleModels.push(roleModel.id)
  }

  await seedDemoEvents(payload, { schools: schools.filter((school) => school.active), teachersOf, regions, districtsOf, languages, roleModels: approvedRoleModels, now, context })
  payload.logger.info('Demo data loaded.')
}
