import { getPayload } from 'payload'
import type { Payload } from 'payload'
import config from '../../cms/payload.config'

/** The one Payload instance of this process (Payload caches it globally, so Next's admin shares it). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
