/**
 * The multi-select's filter box: which options match what was typed. Case and macrons do not matter, so 'maori'
 * finds 'Māori' and 'ĀKARANA' finds 'Ākarana'; every word typed must appear somewhere in the option's title.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('en-NZ')
}

export function filterOptions<T extends { title: string }>(options: readonly T[], query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  if (!words.length) return [...options]
  return options.filter((option) => {
    const title = foldText(option.title)
    return words.every((word) => title.includes(word))
  })
}

/** Whether a closed multi-select changed anything (what the spec has it report): the same values in any order do not. */
export function selectionChanged(before: readonly string[], after: readonly string[]): boolean {
  if (before.length !== after.length) return true
  const kept = new Set(before)
  return after.some((value) => !kept.has(value))
}

/** How long the filter waits after the last key press before it applies (spec: 250 ms). */
export const FILTER_DEBOUNCE_MS = 250
