import QRCode from 'qrcode'
import { siteUrl } from '../notifications/email.server'

/** The survey's public address: its unguessable token, never the event's id. */
export const VOICE_PATH = '/voice'
export const voicePath = (token: string) => `${VOICE_PATH}/${token}`

/**
 * The survey's absolute address and its QR code as an SVG string, made on the server so the teacher's page shows it
 * without JavaScript (and downloads no QR library). Dark on white with a quiet zone, as scanners expect.
 */
export async function voiceLink(token: string): Promise<{ url: string; qrSvg: string }> {
  const url = siteUrl(voicePath(token))
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })
  return { url, qrSvg }
}
