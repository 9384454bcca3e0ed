import { unstable_parseMultipartFormData } from '@remix-run/node'
import type { UploadHandler } from '@remix-run/node'
import { assertSecurityId, readFormData, SECURITY_ID_FIELD, SECURITY_ID_HEADER } from '~/utils/csrf.server'
import { PHOTO_MAX_BYTES, sniffPhotoType } from '~/domain/profiles/photo'
import { httpError } from '../utils/http-errors.server'

export const PHOTO_FIELD = 'ProfilePhoto'
const TEXT_PART_MAX = 64 * 1024

/**
 * Keeps at most 2 MB + 1 byte of the photo in memory: enough to know it is too large, so an oversized file
 * gets the spec's message instead of aborting the request and losing the rest of the form. The remainder
 * is read and dropped. Other file parts are ignored; text parts are capped.
 */
async function collect(data: AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  let kept = 0
  for await (const chunk of data) {
    if (kept >= limit) continue
    const part = chunk.byteLength + kept > limit ? chunk.subarray(0, limit - kept) : chunk
    chunks.push(part)
    kept += part.byteLength
  }
  return chunks
}

export const profileUploadHandler: UploadHandler = async ({ name, filename, contentType, data }) => {
  if (typeof filename === 'string') {
    const chunks = await collect(data, name === PHOTO_FIELD ? PHOTO_MAX_BYTES + 1 : 0)
    if (name !== PHOTO_FIELD || !filename) return undefined
    return new File(chunks as BlobPart[], filename, { type: contentType })
  }
  const chunks = await collect(data, TEXT_PART_MAX)
  return new Blob(chunks as BlobPart[]).text()
}

export type ProfileForm = {
  formData: FormData
  /** The chosen photo's bytes (up to 2 MB + 1), or null when none was chosen. */
  photo: Buffer | null
  /** What the photo's content is (never its name): 'image/jpeg', 'image/png' or null. */
  photoType: string | null
}

/** Reads a profile form (multipart or url-encoded) and checks its SecurityID before anything else. */
export async function readProfileForm(request: Request): Promise<ProfileForm> {
  const contentType = request.headers.get('Content-Type') ?? ''
  let formData: FormData
  if (contentType.startsWith('multipart/form-data')) {
    try {
      formData = await unstable_parseMultipartFormData(request, profileUploadHandler)
    } catch {
      throw await httpError(request, 400)
    }
  } else {
    formData = await readFormData(request)
  }
  await assertSecurityId(request, (formData.get(SECURITY_ID_FIELD) as string | null) ?? request.headers.get(SECURITY_ID_HEADER))
  const file = formData.get(PHOTO_FIELD)
  if (!file || typeof file === 'string' || file.size === 0) {
    formData.delete(PHOTO_FIELD)
    return { formData, photo: null, photoType: null }
  }
  const photo = Buffer.from(await file.arrayBuffer())
  return { formData, photo, photoType: sniffPhotoType(photo) }
}
