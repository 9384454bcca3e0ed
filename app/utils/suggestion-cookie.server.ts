import { createCookie } from '@remix-run/node'
import { getEnv } from './env.server'

const MAX_REMEMBERED = 100

let cookie: ReturnType<typeof createCookie> | undefined

/** The events whose role-model-number suggestion this browser dismissed (spec section 2: remembered per event). */
function suggestionCookie() {
  const env = getEnv()
  cookie ??= createCookie('dismissed-suggestions', {
    path: '/events',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production' && env.SERVER_URL.startsWith('https:'),
    maxAge: 60 * 60 * 24 * 365,
    secrets: env.SESSION_SECRET.split(',').map((secret) => secret.trim()),
  })
  return cookie
}

async function dismissedIds(request: Request): Promise<string[]> {
  const value = await suggestionCookie().parse(request.headers.get('Cookie'))
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
}

export async function suggestionDismissed(request: Request, eventId: number | string): Promise<boolean> {
  return (await dismissedIds(request)).includes(String(eventId))
}

/** The Set-Cookie value remembering one more dismissed suggestion (the most recent ones kept). */
export async function dismissSuggestion(request: Request, eventId: number | string): Promise<string> {
  const ids = [String(eventId), ...(await dismissedIds(request)).filter((id) => id !== String(eventId))].slice(0, MAX_REMEMBERED)
  return suggestionCookie().serialize(ids)
}
