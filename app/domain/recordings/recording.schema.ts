import { z } from 'zod'
import { optionalText } from '../events/event-form-checks'
import { parseTranscriptUrl, parseVideoId, TRANSCRIPT_URL_MAX } from './recording-rules'

/**
 * Staff's recording form (issue 53 item 4): the provider's video id and an optional transcript address, one schema
 * shared by the browser (conform) and the server. The collection's hook checks the same again (and the consent).
 */
const FIELDS = {
  VideoId: optionalText(255).refine((value) => Boolean(value), 'staff:recordings.validation.videoIdRequired'),
  TranscriptUrl: optionalText(TRANSCRIPT_URL_MAX),
}

export type RecordingPlan = { VideoId: string; TranscriptUrl: string | undefined }

export function recordingSchema() {
  return z
    .object(FIELDS)
    .superRefine((values, ctx) => {
      if (values.VideoId && parseVideoId(values.VideoId) == null) ctx.addIssue({ code: 'custom', path: ['VideoId'], message: 'staff:recordings.errors.videoId' })
      if (values.TranscriptUrl && parseTranscriptUrl(values.TranscriptUrl) == null) ctx.addIssue({ code: 'custom', path: ['TranscriptUrl'], message: 'staff:recordings.errors.transcript' })
    })
    .transform((values): RecordingPlan => ({ VideoId: parseVideoId(values.VideoId)!, TranscriptUrl: parseTranscriptUrl(values.TranscriptUrl) || undefined }))
}
