/**
 * A table as CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold a comma, quote or line
 * break). A text field a spreadsheet would read as a formula (beginning with =, +, -, @, a tab or a carriage return)
 * is prefixed with an apostrophe (OWASP's advice against CSV injection); numbers are written as numbers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const field = (value: string | number | null) => {
    if (value == null) return ''
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}
