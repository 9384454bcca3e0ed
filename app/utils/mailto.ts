/**
 * A mailto: link to one address. The local part may hold characters a URL reads as syntax (# ? % &), so it is
 * percent-encoded; characters mailto allows as they are (such as the apostrophe in o'brien) stay readable.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 0) return `mailto:${encodeURIComponent(address)}`
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}
