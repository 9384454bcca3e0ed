import type { LoaderFunctionArgs } from '@remix-run/node'
import { isPhotoSize, readProfilePhoto } from '~/domain/profiles/photo-file.server'
import { getCurrentUser } from '~/utils/auth.server'
import { httpError } from '~/utils/http-errors.server'
import { getPayloadClient } from '~/lib/payload.server'

/** Profile photos for signed-in viewers who may see the profile (the app's session, not Payload's). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isPhotoSize(params.size)) throw await httpError(request, 404)
  const user = await getCurrentUser(request)
  const photo = await readProfilePhoto(await getPayloadClient(), user, params.id ?? '', params.size)
  if (!photo) throw await httpError(request, 404)
  return new Response(photo.data, {
    headers: { 'Content-Type': photo.mimeType, 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  })
}
