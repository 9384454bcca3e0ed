import type { Payload } from 'payload'
import type { Language } from '../../i18n/config'
import { storedLanguage } from './language'

type Person = { id: number | string; collection: 'role-models' | 'teachers' }

/**
 * Saves the language a signed-in person chose with the language switch (decision 0042). Writes their own record
 * and nothing else: the field is staff-only to write through the API, so the person's change runs as the system,
 * limited here to `language` on `person.id`. Payload's select refuses anything but en or mi.
 */
export async function saveLanguage({ payload, person, language }: { payload: Payload; person: Person; language: Language }): Promise<void> {
  // The signed-in person's own record, the language only (see above).
  await payload.update({ collection: person.collection, id: person.id, data: { language }, overrideAccess: true, depth: 0, context: { languageOnly: true } })
}

/**
 * The language to write to a person in: their stored language, English when they have none we speak. null when the
 * account no longer exists (an email for a deleted account is not sent).
 */
export async function recipientLanguage(payload: Payload, person: Person): Promise<Language | null> {
  // Through the database adapter: the system writes to them, only their language is read.
  const doc = await payload.db.findOne<{ id: number | string; language?: unknown }>({ collection: person.collection, where: { id: { equals: person.id } }, select: { language: true } }).catch(() => null)
  return doc ? storedLanguage(doc.language) : null
}
