import type { Payload } from 'payload'
import type { Event } from '../../cms/payload-types'
import type { VoicePanelData } from '~/components/voice-panel'
import { voiceLink } from '~/domain/voice/links.server'
import { classVoicePanel, teacherVoicePanel } from '~/domain/voice/voice.server'

/** The teacher's students' voice panel with the survey's address and QR code (the event page; the guard checked the school). */
export async function teacherVoice(payload: Payload, event: Pick<Event, 'id' | 'status' | 'date' | 'studentsAttended' | 'numberOfStudents'>): Promise<VoicePanelData | null> {
  const panel = await teacherVoicePanel(payload, event)
  if (!panel) return null
  const { token, ...rest } = panel
  return { ...rest, ...(await voiceLink(token)) }
}

/** A registered class's own survey panel on the session's page (the domain checked the class is the teacher's). */
export async function classVoice(payload: Payload, session: { id: number | string; status?: string | null; date?: string | null }, registration: number | string): Promise<VoicePanelData | null> {
  const panel = await classVoicePanel(payload, session, registration)
  if (!panel) return null
  const { token, ...rest } = panel
  return { ...rest, ...(await voiceLink(token)) }
}
