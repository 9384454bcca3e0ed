import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { VideoFrame } from '~/components/video-modal'
import { playableRecording } from '~/domain/recordings/recordings.server'
import { formatDisplayDate, storedToEventDate } from '~/domain/shared/dates'
import { useT } from '~/i18n/use-t'
import { getPayloadClient } from '~/lib/payload.server'
import { requireTeacher } from '~/utils/auth.server'
import { requireSecureForm } from '~/utils/csrf.server'
import { httpError } from '~/utils/http-errors.server'

export const handle = { title: 'sessions:recordings.title' }

/** A recording's own page (the library's Play without JavaScript): the video embedded, with its transcript link. Counts nothing. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const teacher = await requireTeacher(request)
  const recording = await playableRecording(await getPayloadClient(), teacher, params.id)
  if (!recording) throw await httpError(request, 404)
  return json({ recording }, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** Play: one press counts one play for the teacher's school; the video opens in the library's modal (JavaScript) or on this page. */
export async function action({ request, params }: ActionFunctionArgs) {
  const teacher = await requireTeacher(request)
  const formData = await requireSecureForm(request)
  if (formData.get('intent') !== 'play') throw await httpError(request, 400)
  const recording = await playableRecording(await getPayloadClient(), teacher, params.id, { count: true })
  if (formData.get('modal') === '1') return json({ recording }, { status: recording ? 200 : 404 })
  if (!recording) throw await httpError(request, 404)
  return redirect(`/recordings/${recording.id}`, { status: 303 })
}

export default function Recording() {
  const { recording } = useLoaderData<typeof loader>()
  const { t, lang, i18n } = useT('sessions')
  const day = storedToEventDate(recording.date)
  return (
    <div className="narrow-page">
      <p><Link to="/recordings" lang={lang('recordings.back')}>{t('recordings.back')}</Link></p>
      <h1>{recording.title}</h1>
      <p>{day ? formatDisplayDate(day, i18n.language) : ''}</p>
      {recording.presenters.length ? <p lang={lang('recordings.presenters')}>{t('recordings.presenters', { names: recording.presenters.join(', ') })}</p> : null}
      <VideoFrame videoId={recording.videoId} title={recording.title} transcriptHref={recording.transcriptUrl || undefined} />
    </div>
  )
}
