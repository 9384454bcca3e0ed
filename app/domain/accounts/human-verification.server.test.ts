import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HUMAN_TOKEN_FIELD, isHumanAnswer, passesHumanCheck } from './human-verification.server'
import type { HumanVerification } from './human-verification.server'

describe('isHumanAnswer', () => {
  it('needs success, the signUp action and a score at or above the minimum', () => {
    expect(isHumanAnswer({ success: true, action: 'signUp', score: 0.5 }, 0.5)).toBe(true)
    expect(isHumanAnswer({ success: true, action: 'signUp', score: 0.49 }, 0.5)).toBe(false)
    expect(isHumanAnswer({ success: true, action: 'login', score: 0.9 }, 0.5)).toBe(false)
    expect(isHumanAnswer({ success: false, action: 'signUp', score: 0.9 }, 0.5)).toBe(false)
    expect(isHumanAnswer({ success: true, action: 'signUp' }, 0.5)).toBe(false)
  })
})

// A siteverify endpoint on this machine that answers as the provider does, so the real HTTP exchange is exercised.
const received: URLSearchParams[] = []
const answers: Record<string, { status: number; body: string }> = {
  human: { status: 200, body: JSON.stringify({ success: true, action: 'signUp', score: 0.9 }) },
  bot: { status: 200, body: JSON.stringify({ success: true, action: 'signUp', score: 0.1 }) },
  expired: { status: 200, body: JSON.stringify({ success: false, 'error-codes': ['timeout-or-duplicate'] }) },
  broken: { status: 200, body: 'not json' },
  down: { status: 503, body: '' },
}
const server = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    const params = new URLSearchParams(body)
    received.push(params)
    const answer = answers[params.get('response') ?? ''] ?? answers.expired
    response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body)
  })
})
let config: HumanVerification

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  config = { siteKey: 'site-key', secret: 'secret-key', verifyUrl: `http://127.0.0.1:${port}/siteverify`, minScore: 0.5 }
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const withToken = (token?: string) => {
  const formData = new FormData()
  if (token !== undefined) formData.set(HUMAN_TOKEN_FIELD, token)
  return formData
}

describe('passesHumanCheck', () => {
  it('passes everything when verification is not configured', async () => {
    expect(await passesHumanCheck(withToken(), null)).toBe(true)
  })

  it("sends the secret and the token and accepts the provider's yes", async () => {
    expect(await passesHumanCheck(withToken('human'), config)).toBe(true)
    expect(received.at(-1)?.get('secret')).toBe('secret-key')
    expect(received.at(-1)?.get('response')).toBe('human')
  })

  it('refuses a missing token without asking the provider', async () => {
    const before = received.length
    expect(await passesHumanCheck(withToken(), config)).toBe(false)
    expect(await passesHumanCheck(withToken(''), config)).toBe(false)
    expect(received.length).toBe(before)
  })

  it('refuses a low score, an expired token, a broken answer and a provider that is down or unreachable', async () => {
    expect(await passesHumanCheck(withToken('bot'), config)).toBe(false)
    expect(await passesHumanCheck(withToken('expired'), config)).toBe(false)
    expect(await passesHumanCheck(withToken('broken'), config)).toBe(false)
    expect(await passesHumanCheck(withToken('down'), config)).toBe(false)
    expect(await passesHumanCheck(withToken('human'), { ...config, verifyUrl: 'http://127.0.0.1:9/siteverify' })).toBe(false)
  })
})
