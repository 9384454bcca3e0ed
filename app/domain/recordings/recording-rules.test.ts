import { describe, expect, it } from 'vitest'
import { everyPresenterConsents, parseTranscriptUrl, parseVideoId, playKey, recordingProblem, sessionEnded } from './recording-rules'

const session = { kind: 'programme', status: 'active', date: '2026-03-10T00:00:00.000Z', startTime: '10:00', endTime: '11:00' }
// 11:00 in Auckland on 10 March 2026 (NZDT, +13) is 22:00 UTC on 9 March.
const after = new Date('2026-03-09T22:00:00.000Z')
const during = new Date('2026-03-09T21:59:00.000Z')
const consenting = [{ status: 2, recordingConsent: true }, { status: 2, recordingConsent: true }, { status: 3, recordingConsent: false }]

describe('recording rules', () => {
  it('reads a video id of the provider’s shape, and nothing else', () => {
    expect(parseVideoId(' dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ')
    expect(parseVideoId('dQw4w9WgXc')).toBeNull()
    expect(parseVideoId('https://youtu.be/dQw4w9WgXcQ')).toBeNull()
    expect(parseVideoId('dQw4w9WgX"Q')).toBeNull()
    expect(parseVideoId(42)).toBeNull()
  })

  it('reads a transcript address: none, http or https, never another scheme', () => {
    expect(parseTranscriptUrl('')).toBe('')
    expect(parseTranscriptUrl(undefined)).toBe('')
    expect(parseTranscriptUrl('https://example.nz/transcript')).toBe('https://example.nz/transcript')
    expect(parseTranscriptUrl('http://example.nz/t.txt')).toBe('http://example.nz/t.txt')
    expect(parseTranscriptUrl('javascript:alert(1)')).toBeNull()
    expect(parseTranscriptUrl('ftp://example.nz/t')).toBeNull()
    expect(parseTranscriptUrl('https://localhost')).toBeNull()
    expect(parseTranscriptUrl(`https://example.nz/${'a'.repeat(2048)}`)).toBeNull()
  })

  it('knows when a session has ended (New Zealand time)', () => {
    expect(sessionEnded(session, during)).toBe(false)
    expect(sessionEnded(session, after)).toBe(true)
    expect(sessionEnded({ ...session, endTime: null }, after)).toBe(false)
  })

  it('needs every presenting role model’s consent (those who accepted), and at least one', () => {
    expect(everyPresenterConsents(consenting)).toBe(true)
    expect(everyPresenterConsents([{ status: 2, recordingConsent: true }, { status: 2, recordingConsent: null }])).toBe(false)
    expect(everyPresenterConsents([{ status: 3, recordingConsent: true }])).toBe(false)
    expect(everyPresenterConsents([])).toBe(false)
  })

  it('names the first rule a recording breaks', () => {
    const check = { session, presenters: consenting, videoId: 'dQw4w9WgXcQ', transcriptUrl: '', now: after }
    expect(recordingProblem(check)).toBeNull()
    expect(recordingProblem({ ...check, session: { ...session, kind: 'school' } })).toBe('not-found')
    expect(recordingProblem({ ...check, session: { ...session, status: 'cancelled' } })).toBe('not-found')
    expect(recordingProblem({ ...check, session: null })).toBe('not-found')
    expect(recordingProblem({ ...check, now: during })).toBe('not-ended')
    expect(recordingProblem({ ...check, presenters: [] })).toBe('no-presenters')
    expect(recordingProblem({ ...check, presenters: [...consenting, { status: 2, recordingConsent: false }] })).toBe('consent')
    expect(recordingProblem({ ...check, videoId: 'not-an-id' })).toBe('video-id')
    expect(recordingProblem({ ...check, transcriptUrl: 'data:text/plain,x' })).toBe('transcript')
  })

  it('keys one school’s plays of one recording', () => {
    expect(playKey(4, 'a1')).toBe('4:a1')
  })
})
