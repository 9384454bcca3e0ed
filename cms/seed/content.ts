import path from 'node:path'
import type { Payload } from 'payload'
import type { AccountContent } from '../payload-types'

type ImageSlot = Extract<keyof AccountContent, `${string}Image`>

/**
 * The illustrations shipped in cms/seed/images and the content-managed slots each fills by default. Alt texts in
 * English only: the te reo Māori ones are left to translators (they fall back to English until then).
 */
const SEEDED_IMAGES: { file: string; alt: string; slots: readonly ImageSlot[] }[] = [
  // The account pages' "we have sent you an email" steps.
  {
    file: 'email-sent.png', alt: 'An envelope with a green tick: an email is on its way',
    slots: ['signUpSuccessImage', 'forgotPasswordSentImage', 'resendVerificationSentImage', 'updateEmailImage'],
  },
  // The visitor's home (decision 0083): `npm run demo` and a new site show a whole home at once.
  { file: 'home-classroom.png', alt: 'An illustration: a volunteer stands at a board with a rising line on it, talking to four students', slots: ['homeImage'] },
]

/**
 * A sensible default for every content-managed image slot, on first start: each illustration uploaded through the
 * media collection like an editor's upload (sharp writes its sizes). Only into empty slots and only while the seeded
 * image does not exist, so an editor's change or removal stays.
 */
export async function seedContentImages(payload: Payload) {
  const context = { seeding: true }
  for (const image of SEEDED_IMAGES) {
    const existing = await payload.count({ collection: 'media', where: { filename: { like: path.parse(image.file).name } }, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    const content = await payload.findGlobal({ slug: 'account-content', depth: 0, overrideAccess: true })
    const empty = image.slots.filter((slot) => !content[slot])
    if (empty.length === 0) continue
    const media = await payload.create({
      collection: 'media', data: { alt: image.alt }, filePath: path.resolve('cms/seed/images', image.file), locale: 'en', overrideAccess: true, context,
    })
    await payload.updateGlobal({ slug: 'account-content', data: Object.fromEntries(empty.map((slot) => [slot, media.id])), overrideAccess: true, context })
  }
}
