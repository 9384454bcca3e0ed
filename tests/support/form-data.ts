/** A form's submitted data from its name-value pairs, in order (a name may repeat, as a multiple select sends it). */
export function formDataOf(entries: [string, string | File][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}
