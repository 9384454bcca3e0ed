/** The id of a relationship's value, whether Payload gave the id or the related document (depth > 0); null when empty. */
export function relationId(value: unknown): number | string | null {
  if (value == null) return null
  if (typeof value === 'object') return (value as { id: number | string }).id ?? null
  return value as number | string
}
