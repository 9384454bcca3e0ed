/**
 * Dates and numbers in the page's language. Node's ICU has te reo Māori (CLDR `mi`) but Chromium's trimmed ICU has
 * not (it answers in American English), so a date formatted on the server and again while hydrating would differ.
 * So: Intl formats in New Zealand English, and for te reo Māori the month and weekday names are swapped for CLDR's
 * (copied below from Node's ICU data): the same text on every engine.
 * Numbers need nothing: `mi-NZ` writes digits and separators as `en-NZ` does, and the interface shows counts only.
 */
export const MI_MONTHS = ['Hānuere', 'Pēpuere', 'Māehe', 'Āperira', 'Mei', 'Hune', 'Hūrae', 'Ākuhata', 'Hepetema', 'Oketopa', 'Noema', 'Tīhema']
export const MI_WEEKDAYS = ['Mane', 'Tūrei', 'Wenerei', 'Tāite', 'Paraire', 'Rāhoroi', 'Rātapu']
const MI_WEEKDAYS_SHORT = ['Man', 'Tūr', 'Wen', 'Tāi', 'Par', 'Rāh', 'Rāt']
const EN_WEEKDAYS_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

const isMaori = (lang: string | undefined) => Boolean(lang && /^mi\b/i.test(lang))

// Making an Intl.DateTimeFormat costs far more than using one (a tenth of a list page's server time, decision 0021).
const formats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

/** A date (or part of one) in the page's language: `formatDate(d, 'mi', { day: 'numeric', month: 'long' })`. */
export function formatDate(date: Date, lang: string | undefined, options: Intl.DateTimeFormatOptions): string {
  const parts = dateFormat('en-NZ', options).formatToParts(date)
  if (!isMaori(lang)) return parts.map((part) => part.value).join('')
  const zone = { timeZone: options.timeZone }
  const month = Number(dateFormat('en-NZ', { ...zone, month: 'numeric' }).format(date)) - 1
  const weekday = EN_WEEKDAYS_SHORT.indexOf(dateFormat('en-US', { ...zone, weekday: 'short' }).format(date))
  return parts
    .map((part) => {
      if (part.type === 'month' && (options.month === 'long' || options.month === 'short')) return options.month === 'long' ? MI_MONTHS[month] : MI_MONTHS[month].slice(0, 3)
      if (part.type === 'weekday') return options.weekday === 'long' ? MI_WEEKDAYS[weekday] : MI_WEEKDAYS_SHORT[weekday]
      return part.value
    })
    .join('')
}
