import path from 'node:path'
import type { Payload } from 'payload'

/** The account pages' image slots: each "we have sent you an email" step. */
const EMAIL_SENT_SLOTS = ['signUpSuccessImage', 'forgotPasswordSentImage', 'resendVerificationSentImage', 'updateEmailImage'] as const
const EMAIL_SENT_FILE = 'email-sent.png'
/** English only: the te reo Māori alt text is left to translators (it falls back to English until then). */
const EMAIL_SENT_ALT = 'An envelope with a green tick: an email is on its way'

/**
 * A sensible default for every content-managed image slot, on first start: the illustration shipped in
 * cms/seed/images, uploaded through the media collection like an editor's upload (sharp writes its sizes). Only
 * into empty slots and only while the seeded image does not exist, so an editor's change or removal stays.
 */
export async function seedContentImages(payload: Payload) {
  const existing = await payload.count({ collection: 'media', where: { filename: { like: 'email-sent' } }, overrideAccess: true })
  if (existing.totalDocs > 0) return
  const content = await payload.findGlobal({ slug: 'account-content', depth: 0, overrideAccess: true })
  const empty = EMAIL_SENT_SLOTS.filter((slot) => !content[slot])
  if (empty.length === 0) return
  const context = { seeding: true }
  const media = await payload.create({
    collection: 'media',
    data: { alt: EMAIL_SENT_ALT },
    filePath: path.resolve('cms/seed/images', EMAIL_SENT_FILE),
    locale: 'en',
    overrideAccess: true,
    context,
  })
  await payload.updateGlobal({
    slug: 'account-content',
    data: Object.fromEntries(empty.map((slot) => [slot, media.id])),
    overrideAccess: true,
    context,
  })
}

const HOME_FILE = 'home-classroom.png'
/** English only, like the account pages' image: the te reo Māori alt text is left to translators. */
const HOME_ALT = 'An illustration: a volunteer stands at a board with a rising line on it, talking to four students'

/**
 * The home's illustration (decision 0083), on first start: into the empty slot while the seeded image does not
 * exist, so an editor's change or removal stays. `npm run demo` and a new site show a whole home at once.
 */
export async function seedHomeImage(payload: Payload) {
  const existing = await payload.count({ collection: 'media', where: { filename: { like: 'home-classroom' } }, overrideAccess: true })
  if (existing.totalDocs > 0) return
  const content = await payload.findGlobal({ slug: 'account-content', depth: 0, overrideAccess: true })
  if (content.homeImage) return
  const context = { seeding: true }
  const media = await payload.create({
    collection: 'media',
    data: { alt: HOME_ALT },
    filePath: path.resolve('cms/seed/images', HOME_FILE),
    locale: 'en',
    overrideAccess: true,
    context,
  })
  await payload.updateGlobal({ slug: 'account-content', data: { homeImage: media.id }, overrideAccess: true, context })
}
