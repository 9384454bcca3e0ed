/** Region-to-district map: region id to its districts (spec section 3). */
export type Option = { id: string; title: string; lang?: 'en' }
export type DistrictMap = Record<string, Option[]>

export type DistrictSelectState = { options: Option[]; value: string; disabled: boolean }

/**
 * The district select after a region is chosen (spec section 4): the districts of that region, keeping the
 * prior selection only if it is still one of them; disabled (showing 'Select district') when there are no
 * districts or the region select itself is disabled.
 */
export function districtSelectState(
  map: DistrictMap,
  regionId: string | null | undefined,
  priorDistrictId: string | null | undefined,
  regionDisabled = false,
): DistrictSelectState {
  const options = regionId ? (map[String(regionId)] ?? []) : []
  const kept = priorDistrictId != null && options.some((option) => option.id === String(priorDistrictId))
  return {
    options,
    value: kept ? String(priorDistrictId) : '',
    disabled: regionDisabled || options.length === 0,
  }
}
