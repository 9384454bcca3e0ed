import { APIError } from 'payload'
import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'
import { unreadableBodyIsBadRequest } from './unreadable-body'

const args = (error: Error, contentType: string) =>
  ({ error, req: { headers: new Headers({ 'content-type': contentType }) }, context: {}, result: { errors: [] } }) as unknown as AfterErrorHookArgs

describe('unreadableBodyIsBadRequest', () => {
  it('turns what the multipart parser says about a broken body into a 400', async () => {
    for (const error of [new Error('Unexpected end of form'), new Error('Malformed part header'), new Error('Multipart: Boundary not found'), new APIError('Request is not eligible for file upload', 500)]) {
      expect(await unreadableBodyIsBadRequest(args(error, 'multipart/form-data; boundary=x')), error.message).toMatchObject({ status: 400 })
    }
  })

  it('leaves other errors, and other bodies, as they are', async () => {
    expect(await unreadableBodyIsBadRequest(args(new Error('database is locked'), 'multipart/form-data; boundary=x'))).toBeUndefined()
    expect(await unreadableBodyIsBadRequest(args(new APIError('Multipart limit has been reached', 413), 'multipart/form-data; boundary=x'))).toBeUndefined()
    expect(await unreadableBodyIsBadRequest(args(new Error('Unexpected end of form'), 'application/json'))).toBeUndefined()
  })
})
