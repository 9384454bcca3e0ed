import type { Payload } from 'payload'
import { fastPathClient, sqlText } from '../../lib/sqlite.server'
import type { SqlClient } from '../../lib/sqlite.server'
import { storedLanguage } from './language'
import { SIGNED_IN_ROLE_MODEL_FIELDS } from './users'
import type { SignedInRoleModel } from './users'

type RoleModelRecord = Omit<SignedInRoleModel, 'collection'>

/**
 * The signed-in role model's record (the fields of `SIGNED_IN_ROLE_MODEL_FIELDS`), read on every request of a role
 * model: one statement on SQLite, as the teachers' `teacherRecord` (decision 0021); Payload's read with the same
 * selection elsewhere, which an integration test holds equal. Null when there is no such role model.
 */
export async function roleModelRecord(payload: Payload, id: number | string): Promise<RoleModelRecord | null> {
  const client = fastPathClient(payload)
  return client ? roleModelRecordThroughSql(client, id) : roleModelRecordThroughPayload(payload, id)
}

export async function roleModelRecordThroughSql(client: SqlClient, id: number | string): Promise<RoleModelRecord | null> {
  const roleModelId = Number(id)
  if (!Number.isSafeInteger(roleModelId)) return null
  const { rows } = await client.execute({
    sql: `SELECT id, email, session_version, language, first_name, surname, name, delete_at, email_change_blocked_until, check_status,
      check_expires_at, profile_complete FROM role_models WHERE id = ?`,
    args: [roleModelId],
  })
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    email: String(row.email),
    sessionVersion: row.session_version == null ? null : Number(row.session_version),
    language: row.language == null ? null : storedLanguage(row.language),
    firstName: sqlText(row.first_name),
    surname: sqlText(row.surname),
    name: sqlText(row.name),
    deleteAt: sqlText(row.delete_at),
    emailChangeBlockedUntil: sqlText(row.email_change_blocked_until),
    checkStatus: sqlText(row.check_status) as RoleModelRecord['checkStatus'],
    checkExpiresAt: sqlText(row.check_expires_at),
    profileComplete: row.profile_complete == null ? null : Number(row.profile_complete) === 1,
  }
}

export async function roleModelRecordThroughPayload(payload: Payload, id: number | string): Promise<RoleModelRecord | null> {
  const doc = await payload.findByID({ collection: 'role-models', id, depth: 0, overrideAccess: true, disableErrors: true, select: SIGNED_IN_ROLE_MODEL_FIELDS }).catch(() => null)
  if (!doc) return null
  // Payload names an auth collection's documents' collection; the caller says it.
  const { collection: _collection, ...record } = doc as RoleModelRecord & { collection?: string }
  return record
}
