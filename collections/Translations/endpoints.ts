import type { Endpoint, PayloadRequest } from 'payload'
import { IMPORT_MAX_BYTES, exportFile, parseImportFile } from '../../app/i18n/catalogue'
import { currentCatalogue } from '../../app/domain/translations/catalogue.server'
import { isStaffUser } from '../access'

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

async function bodyText(req: PayloadRequest): Promise<string> {
  return typeof req.text === 'function' ? req.text() : ''
}

/**
 * The body as text, or null once it passes `maxBytes`. Read chunk by chunk and counted as it arrives, because the
 * declared Content-Length may be missing (a chunked upload) or false: reading stops at the limit, and the rest is
 * never pulled nor buffered.
 */
async function bodyTextWithin(req: PayloadRequest, maxBytes: number): Promise<string | null> {
  if (!req.body) return ''
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) return null
      chunks.push(value)
    }
  } finally {
    // Not cancel(): that destroys the connection's request stream, and with it the socket the refusal is sent on.
    reader.releaseLock()
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * POST {"key": "ns:key"} → the key's override, made on first use from the texts in force (so the form opens with
 * them), and the address of its edit page. A post, not a link: opening a key writes a document.
 */
export const openEndpoint: Endpoint = {
  path: '/open',
  method: 'post',
  handler: async (req) => {
    if (!isStaffUser(req)) return notFound()
    let key = ''
    try {
      key = String((JSON.parse((await bodyText(req)) || '{}') as { key?: unknown }).key ?? '')
    } catch {
      // An unreadable body names no key.
    }
    const { payload } = req
    const row = (await currentCatalogue(payload)).rows.find((candidate) => candidate.key === key)
    if (!row) return Response.json({ errors: [{ message: 'The interface has no such key.' }] }, { status: 400 })
    const existing = await payload.find({ collection: 'translations', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: false, user: req.user })
    const doc =
      existing.docs[0] ??
      (await payload.create({
        collection: 'translations', overrideAccess: false, user: req.user,
        data: { key, en: row.en, mi: row.mi, status: row.status },
      }))
    return Response.json({ id: doc.id, url: `/admin/collections/translations/${doc.id}` })
  },
}

/** GET → every key with its English, te reo Māori and status, as a file to work on offline. */
export const exportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req)) return notFound()
    const { rows } = await currentCatalogue(req.payload)
    return new Response(JSON.stringify(exportFile(rows), null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="translations.json"',
        'Cache-Control': 'private, no-store',
      },
    })
  },
}

/**
 * POST a translations file (JSON body, at most 1 MB) → the overrides it changes, all or nothing: one wrong entry
 * and nothing is saved, with a message naming the entries to fix.
 */
export const importEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!isStaffUser(req)) return notFound()
    // The connection closes after a refusal, so the server does not go on reading the unread rest of the body.
    const tooLarge = Response.json(
      { message: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it or leave out the strings you did not change.` },
      { status: 413, headers: { Connection: 'close' } },
    )
    if (Number(req.headers.get('content-length') ?? 0) > IMPORT_MAX_BYTES) return tooLarge
    const text = await bodyTextWithin(req, IMPORT_MAX_BYTES)
    if (text === null) return tooLarge
    const { payload } = req
    const parsed = parseImportFile(text, (await currentCatalogue(payload)).rows)
    if ('error' in parsed) return Response.json({ message: parsed.error }, { status: 400 })
    let saved = 0
    for (const entry of parsed.entries) {
      const data = { key: entry.key, en: entry.en, mi: entry.mi, status: entry.status }
      const existing = await payload.find({ collection: 'translations', where: { key: { equals: entry.key } }, limit: 1, depth: 0, overrideAccess: false, user: req.user })
      if (existing.docs[0]) await payload.update({ collection: 'translations', id: existing.docs[0].id, data, overrideAccess: false, user: req.user })
      else await payload.create({ collection: 'translations', data, overrideAccess: false, user: req.user })
      saved += 1
    }
    return Response.json({ message: saved ? `Imported ${saved} string${saved === 1 ? '' : 's'}.` : 'Nothing to import: every string in the file is already in force.', saved })
  },
}
