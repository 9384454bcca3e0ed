/**
 * The interface catalogue's rules, free of I/O so both the server and the admin can use them (and tests cover them):
 * shipped strings are the defaults, editors' overrides win, and a translation may not change the English's
 * placeholders nor carry markup. The server module catalogue.server.ts feeds them files and database rows.
 */
import type { Language, Resources } from './config'

export const TRANSLATION_STATUSES = ['missing', 'draft', 'reviewed'] as const
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number]

/** One string at most this long; a whole import file at most IMPORT_MAX_BYTES. */
export const TRANSLATION_MAX_LENGTH = 2000
export const IMPORT_MAX_BYTES = 1024 * 1024

/** Namespace → dotted key → text. */
export type FlatCatalogue = Record<string, Record<string, string>>
export type ShippedCatalogue = { en: FlatCatalogue; mi: FlatCatalogue; status: Record<string, TranslationStatus> }

/** An editor's override as stored (collection `translations`): empty fields leave the shipped text in place. */
export type TranslationOverride = { key: string; en?: string | null; mi?: string | null; status?: TranslationStatus | null }

/** What the admin lists for every key: the text in force in each language and where it comes from. */
export type CatalogueRow = {
  key: string
  ns: string
  en: string
  mi: string | null
  status: TranslationStatus
  shippedEn: string
  overridden: boolean
}

export function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name
    if (value && typeof value === 'object') Object.assign(out, flatten(value as Record<string, unknown>, key))
    else if (typeof value === 'string') out[key] = value
  }
  return out
}

export function unflatten(flat: Record<string, string>): Record<string, unknown> {
  const tree: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.')
    let node = tree
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
    node[parts[parts.length - 1]] = value
  }
  return tree
}

/** `ns:dotted.key` → its parts; null when it is not one. */
export function parseKey(key: string): { ns: string; path: string } | null {
  const match = /^([a-z][\w-]*):([\w-]+(?:\.[\w-]+)*)$/i.exec(key.trim())
  return match ? { ns: match[1], path: match[2] } : null
}

/** The names of a text's `{{placeholders}}` (format suffixes and the unescaped `- ` prefix ignored), sorted. */
export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*-?\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1])
  return [...new Set(names)].sort()
}

const MARKUP = /<\s*\/?\s*[a-z!?]|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html/i

/**
 * Why a text may not be saved, or null. `english` is the English it translates (for the placeholder check); the
 * English itself is checked against the shipped English, so an editor cannot drop a value the code passes in.
 */
export function translationProblem(text: string, english: string): string | null {
  if (text.length > TRANSLATION_MAX_LENGTH) return `Keep each text to ${TRANSLATION_MAX_LENGTH} characters or fewer.`
  if (MARKUP.test(text)) return 'Texts are shown as plain words: remove the markup or script (no <tags> and no javascript: links).'
  const wanted = placeholders(english)
  const found = placeholders(text)
  const missing = wanted.filter((name) => !found.includes(name))
  const extra = found.filter((name) => !wanted.includes(name))
  if (missing.length || extra.length) {
    const parts = [
      missing.length ? `missing ${missing.map((name) => `{{${name}}}`).join(', ')}` : '',
      extra.length ? `not in the English ${extra.map((name) => `{{${name}}}`).join(', ')}` : '',
    ].filter(Boolean)
    return `Keep the same {{placeholders}} as the English (${parts.join('; ')}).`
  }
  return null
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/** Shipped status of a te reo Māori string: what the status file says, draft when it says nothing, missing without one. */
function statusFor(key: string, mi: string | null, shipped: ShippedCatalogue, override?: TranslationOverride): TranslationStatus {
  if (mi == null) return 'missing'
  if (override && present(override.mi)) return override.status && override.status !== 'missing' ? override.status : 'draft'
  return shipped.status[key] === 'reviewed' ? 'reviewed' : 'draft'
}

/**
 * Every key of the shipped English with the text in force in each language. Overrides for keys the code does not
 * use, and texts that break the rules (written around the admin), are ignored: the shipped text stays.
 */
export function catalogueRows(shipped: ShippedCatalogue, overrides: TranslationOverride[]): CatalogueRow[] {
  const byKey = new Map(overrides.map((override) => [override.key, override]))
  const rows: CatalogueRow[] = []
  for (const [ns, strings] of Object.entries(shipped.en)) {
    for (const [path, shippedEn] of Object.entries(strings)) {
      const key = `${ns}:${path}`
      const override = byKey.get(key)
      const en = present(override?.en) && !translationProblem(override.en, shippedEn) ? override.en : shippedEn
      const overrideMi = present(override?.mi) && !translationProblem(override.mi, shippedEn) ? override.mi : null
      const mi = overrideMi ?? shipped.mi[ns]?.[path] ?? null
      rows.push({ key, ns, en, mi, status: statusFor(key, mi, shipped, overrideMi ? override : undefined), shippedEn, overridden: Boolean(override) })
    }
  }
  return rows
}

/** The rows as i18next resources; te reo Māori holds only translated keys, so the rest falls back to English. */
export function toResources(rows: CatalogueRow[]): Required<Pick<Resources, 'en' | 'mi'>> {
  const flat: Record<Language, FlatCatalogue> = { en: {}, mi: {} }
  for (const row of rows) {
    ;(flat.en[row.ns] ??= {})[row.ns ? row.key.slice(row.ns.length + 1) : row.key] = row.en
    flat.mi[row.ns] ??= {}
    if (row.mi != null) flat.mi[row.ns][row.key.slice(row.ns.length + 1)] = row.mi
  }
  const tree = (catalogue: FlatCatalogue) =>
    Object.fromEntries(Object.entries(catalogue).map(([ns, strings]) => [ns, unflatten(strings)])) as Record<string, Record<string, unknown>>
  return { en: tree(flat.en), mi: tree(flat.mi) }
}

export type CoverageCount = { area: string; total: number; translated: number; reviewed: number }

/** Per namespace and in total: how many strings have te reo Māori, and how many of those are reviewed. */
export function interfaceCoverage(rows: CatalogueRow[]): { areas: CoverageCount[]; total: CoverageCount } {
  const areas = new Map<string, CoverageCount>()
  const total: CoverageCount = { area: 'total', total: 0, translated: 0, reviewed: 0 }
  for (const row of rows) {
    const area = areas.get(row.ns) ?? { area: row.ns, total: 0, translated: 0, reviewed: 0 }
    areas.set(row.ns, area)
    for (const count of [area, total]) {
      count.total += 1
      if (row.mi != null) count.translated += 1
      if (row.status === 'reviewed') count.reviewed += 1
    }
  }
  return { areas: [...areas.values()].sort((a, b) => a.area.localeCompare(b.area)), total }
}

/** The offline working file: every key with its English, te reo Māori and status. */
export type TranslationFile = { format: 'translations'; version: 1; strings: Record<string, { en: string; mi: string | null; status: TranslationStatus }> }

export function exportFile(rows: CatalogueRow[]): TranslationFile {
  return { format: 'translations', version: 1, strings: Object.fromEntries(rows.map((row) => [row.key, { en: row.en, mi: row.mi, status: row.status }])) }
}

export type ImportEntry = { key: string; en: string | null; mi: string | null; status: TranslationStatus }

/**
 * Reads an import file: every entry must name a known key and pass the same rules as the admin's form, or nothing is
 * imported and the answer says which entries are wrong (at most ten of them).
 */
export function parseImportFile(text: string, rows: CatalogueRow[]): { entries: ImportEntry[] } | { error: string } {
  if (new TextEncoder().encode(text).length > IMPORT_MAX_BYTES) return { error: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it or leave out the strings you did not change.` }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { error: 'The file is not valid JSON: export the translations again and edit only the texts.' }
  }
  const strings = (data as Partial<TranslationFile> | null)?.strings
  if (!data || typeof data !== 'object' || (data as TranslationFile).format !== 'translations' || !strings || typeof strings !== 'object') {
    return { error: 'This is not a translations file: it needs "format": "translations" and a "strings" object, as the export writes.' }
  }
  const known = new Map(rows.map((row) => [row.key, row]))
  const entries: ImportEntry[] = []
  const problems: string[] = []
  for (const [key, value] of Object.entries(strings as Record<string, unknown>)) {
    const row = known.get(key)
    if (!row) { problems.push(`${key}: not a key of the interface`); continue }
    const entry = value as Partial<ImportEntry> | null
    const en = typeof entry?.en === 'string' && entry.en.trim() ? entry.en : null
    const mi = typeof entry?.mi === 'string' && entry.mi.trim() ? entry.mi : null
    const status = TRANSLATION_STATUSES.includes(entry?.status as TranslationStatus) ? (entry?.status as TranslationStatus) : mi ? 'draft' : 'missing'
    const problem = (en && translationProblem(en, row.shippedEn)) || (mi && translationProblem(mi, row.shippedEn))
    if (problem) { problems.push(`${key}: ${problem}`); continue }
    // Unchanged strings are not overrides: the shipped files stay the defaults.
    if ((en ?? row.shippedEn) === row.en && mi === row.mi && status === row.status) continue
    entries.push({ key, en: en === row.shippedEn ? null : en, mi, status: mi ? status : 'missing' })
  }
  if (problems.length) return { error: `Nothing was imported. ${problems.length} entr${problems.length === 1 ? 'y needs' : 'ies need'} fixing: ${problems.slice(0, 10).join(' · ')}` }
  return { entries }
}
