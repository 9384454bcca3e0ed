import { useRootData } from '~/utils/use-root-data'

/** The hidden SecurityID field every data-changing form carries. */
export function SecurityIdInput() {
  const data = useRootData()
  return <input type="hidden" name="SecurityID" value={data?.security.securityId ?? ''} />
}

export function useSecurityId(): string {
  return useRootData()?.security.securityId ?? ''
}
