import type { AfterErrorHook } from 'payload'

// What Payload's multipart handling and busboy (its parser) say about a body they cannot read; Payload answers
// all of them with a 500.
const UNREADABLE =
  /^(Request is not eligible for file upload|Unexpected end of (form|file)|Malformed (part header|urlencoded form)|Multipart: Boundary not found|Unsupported content type)/

/** A multipart body that cannot be read is the sender's mistake: 400, as the product's own forms answer. */
export const unreadableBodyIsBadRequest: AfterErrorHook = ({ error, req }) => {
  const multipart = (req.headers?.get('content-type') ?? '').toLowerCase().startsWith('multipart/')
  const status = (error as { status?: number }).status ?? 500
  if (multipart && status === 500 && UNREADABLE.test(error.message)) {
    return { status: 400, response: { errors: [{ message: 'The request body could not be read.' }] } }
  }
}
