/**
 * Messages travel between server and browser as an i18n key (`ns:key`, or a `validation` key), optionally followed
 * by `|` and JSON parameters, so both sides share one text per rule. This turns one into words.
 */
export function translateError(t: (key: string, options?: Record<string, unknown>) => string, error: string): string {
  const { key, options } = errorKey(error)
  return t(key, options)
}

/** A message's key and parameters, e.g. to ask whether the page's language has the text (`lang(key, options)`). */
export function errorKey(error: string): { key: string; options?: Record<string, unknown> } {
  const [key, params] = error.split('|')
  return { key, options: params ? JSON.parse(params) : undefined }
}
