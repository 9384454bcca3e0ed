import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { formConstraint } from '~/utils/constraint'
import { recordingSchema } from '~/domain/recordings/recording.schema'
import { RECORDING_CONSTRAINT } from './recording-validation'

const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return parseWithZod(data, { schema: recordingSchema() })
}
const errors = (values: Record<string, string>) => form(values).reply().error

describe('staff’s recording form', () => {
  it('has its schema’s native constraints', () => {
    expect(RECORDING_CONSTRAINT).toEqual(formConstraint(recordingSchema()))
  })

  it('takes the provider’s id and an optional http/https transcript; refuses the rest with the field’s message', () => {
    expect(form({ VideoId: ' dQw4w9WgXcQ ', TranscriptUrl: '' })).toMatchObject({ status: 'success', value: { VideoId: 'dQw4w9WgXcQ', TranscriptUrl: undefined } })
    expect(errors({ VideoId: '' })).toEqual({ VideoId: ['staff:recordings.validation.videoIdRequired'] })
    expect(errors({ VideoId: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({ VideoId: ['staff:recordings.errors.videoId'] })
    expect(errors({ VideoId: 'dQw4w9WgXcQ', TranscriptUrl: 'javascript:alert(1)' })).toEqual({ TranscriptUrl: ['staff:recordings.errors.transcript'] })
  })
})
