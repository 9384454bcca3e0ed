import type { Payload } from 'payload'

export const VETTING_QUEUE_URL = '/admin/collections/role-models?where[checkStatus][equals]=pending&sort=checkReceivedAt'

/** Above the role-model list: the vetting queue (checks waiting for review), oldest first. */
export async function VettingQueueLink({ payload }: { payload?: Payload }) {
  const pending = payload
    ? (await payload.count({ collection: 'role-models', where: { checkStatus: { equals: 'pending' } }, overrideAccess: true })).totalDocs
    : null
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href={VETTING_QUEUE_URL}>
        Vetting queue: criminal record checks waiting for review{pending == null ? '' : ` (${pending})`}
      </a>
      {' · '}
      <a href="/staff/vetting">Approve or decline from the queue</a>
      {' · '}
      <a href="/staff">Programme dashboard</a>
      {' · '}
      <a href="/admin/collections/role-models">All role models</a>
    </p>
  )
}
