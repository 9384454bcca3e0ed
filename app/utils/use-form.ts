import { useForm as conformUseForm } from '@conform-to/react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own bound of a form's schema
export type FormOptions<Schema extends Record<string, any>, FormValue> = Parameters<typeof conformUseForm<Schema, FormValue, string[]>>[0]

/**
 * conform's useForm, with the form's owner subscribed to every error (decision 0111). conform re-renders the owner for
 * what its last render read, and starts that list afresh at each render of the owner; the fields' errors are read by
 * its children. When React calls the owner and then skips its children (it may, for a state set to the value it has,
 * such as the unsaved-changes flag on a second keystroke), the list is left with the owner's own reads: a submission's
 * errors then re-render nothing, and focus goes to the first invalid field with no message shown. Reading allErrors in
 * the owner's own render keeps every error in the list, however its children render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own bound of a form's schema
export function useForm<Schema extends Record<string, any>, FormValue = Schema>(options: FormOptions<Schema, FormValue>) {
  const result = conformUseForm<Schema, FormValue, string[]>(options)
  void result[0].allErrors
  return result
}
