/**
 * Messages travel between server and browser as an i18n key (`ns:key`, or a `validation` key), optionally followed
 * by `|` and JSON parameters, so both sides share one text per rule. This turns one into words.
 */
export function translateError(t: (key: string, options?: Record<string, unknown>) => string, error: string): string {
  const [key, params] = error.split('|')
  return t(key, params ? JSON.parse(params) : undefined)
}
