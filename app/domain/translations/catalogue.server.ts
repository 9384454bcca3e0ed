import { createHash } from 'node:crypto'
import i18next from 'i18next'
import type { i18n as I18n, TFunction } from 'i18next'
import type { Payload } from 'payload'
import type { CatalogueRow, TranslationOverride } from '../../i18n/catalogue'
import { catalogueRows, toResources } from '../../i18n/catalogue'
import type { Language, Resources } from '../../i18n/config'
import { i18nOptions, isLanguage } from '../../i18n/config'
import { shippedCatalogue } from '../../i18n/shipped.server'
import { memoryCache, STAFF_EDIT_TTL_MS } from '~/lib/memory-cache.server'

/**
 * The one source of the interface's strings (ADR 0022): the shipped files as defaults, merged with the editors'
 * overrides in the `translations` collection. The overrides' stamp (how many there are and when the last changed) is
 * read at most every few seconds; the merged catalogue is cached per stamp, so a save shows on the next page view of
 * its process and within 5 s in every other, and an unchanged catalogue costs nothing more.
 */
export type Catalogue = {
  /** Fingerprint of the shipped files and the overrides: the browser's cache key. */
  version: string
  rows: CatalogueRow[]
  resources: Required<Pick<Resources, 'en' | 'mi'>>
  /** An i18next instance holding both languages, for `getFixedT`. */
  instance: I18n
  /** An instance set to one language, for rendering pages: made once per version, shared (nothing changes its language on the server). */
  instanceFor: (lng: string) => I18n
}

export const TRANSLATIONS_SLUG = 'translations'

let cached: { stamp: string; catalogue: Promise<Catalogue> } | null = null

/** The stamp, kept as staff edits are (decision 0034): a save clears it in its own process, others see it within 5 s. */
const stamps = memoryCache<string>('translation-overrides-stamp', STAFF_EDIT_TTL_MS)

/**
 * What identifies the stored overrides' state (how many, and the latest change): a count and the newest `updatedAt`
 * through the database adapter, read at most every few seconds. Everyone reads the interface's strings: no access
 * applies.
 */
export function overridesStamp(payload: Payload): Promise<string> {
  return stamps.get('stamp', async () => {
    const [{ totalDocs }, { docs }] = await Promise.all([
      payload.db.count({ collection: TRANSLATIONS_SLUG, where: {} }),
      payload.db.find<{ updatedAt?: string }>({ collection: TRANSLATIONS_SLUG, where: {}, sort: '-updatedAt', limit: 1, pagination: false, select: { updatedAt: true } }),
    ])
    return `${totalDocs}:${docs[0]?.updatedAt ?? ''}`
  })
}

/** Called by the translations collection's hooks after a save or a deletion: the next read asks the database. */
export function forgetOverridesStamp(): void {
  stamps.clear()
}

export async function loadOverrides(payload: Payload): Promise<TranslationOverride[]> {
  // The interface's own wording, shown to everyone: there is no reader to check.
  const { docs } = await payload.find({ collection: TRANSLATIONS_SLUG, pagination: false, depth: 0, overrideAccess: true })
  return docs.map((doc) => ({ key: doc.key, en: doc.en, mi: doc.mi, status: doc.status }))
}

function build(stamp: string, overrides: TranslationOverride[]): Catalogue {
  const shipped = shippedCatalogue()
  const rows = catalogueRows(shipped.catalogue, overrides)
  const resources = toResources(rows)
  const version = createHash('sha256').update(shipped.hash).update(stamp).digest('hex').slice(0, 12)
  return { version, rows, resources, ...instancesOf(resources) }
}

/** i18next instances over a catalogue's resources: one holding both languages, and one per language made on first use. */
export function instancesOf(resources: Resources): Pick<Catalogue, 'instance' | 'instanceFor'> {
  const instance = i18next.createInstance()
  // No react-i18next here: this module also runs under Next's server components (entry.server.tsx wires React).
  instance.init({ ...i18nOptions(resources), lng: 'en', initImmediate: false })
  const perLanguage = new Map<Language, I18n>()
  const instanceFor = (lng: string) => {
    const language: Language = isLanguage(lng) ? lng : 'en'
    let clone = perLanguage.get(language)
    if (!clone) perLanguage.set(language, (clone = rememberingPlainTexts(instance.cloneInstance({ lng: language, initImmediate: false }))))
    return clone
  }
  return { instance, instanceFor }
}

/** Enough for every key of the catalogue; past it, texts are looked up each time (a key made from data cannot grow it). */
const REMEMBERED_TEXTS = 5000

/**
 * A page-rendering instance whose translators remember each text they were asked for, by key and plain options (most
 * of a page: labels, headings, buttons, "Page 3", "Showing 9 role models"). Its resources never change once made (an
 * edit makes a new catalogue) and nothing changes its language, so one key with the same options gives the same text
 * at every call; i18next's own lookup (option objects, key parsing, fallbacks, plurals) was a seventh of a page's
 * render.
 */
export function rememberingPlainTexts(i18n: I18n): I18n {
  const getFixedT = i18n.getFixedT.bind(i18n)
  const translators = new Map<string, TFunction>()
  i18n.getFixedT = ((lng: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) => {
    const id = `${String(lng)}\u0000${String(ns)}\u0000${keyPrefix ?? ''}`
    let translator = translators.get(id)
    if (!translator) translators.set(id, (translator = remembering(getFixedT(lng as string, ns as string, keyPrefix))))
    return translator
  }) as I18n['getFixedT']
  return i18n
}

/**
 * What identifies a text among a translator's calls: its key alone, or with its options when each is a number or a
 * boolean (a count, a page number); null otherwise, and that text is looked up each time: a string option is often
 * someone's name, which is not worth keeping in memory, and an object or a function cannot be compared.
 */
function textId(key: string, rest: unknown[]): string | null {
  if (!rest.length) return key
  const [options] = rest
  if (rest.length > 1 || typeof options !== 'object' || options === null) return null
  let id = key
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== 'number' && typeof value !== 'boolean') return null
    id += `\u0000${name}\u0000${String(value)}`
  }
  return id
}

/** A translator's arguments as i18next types them: a key, then options or a default value (and options). */
type TranslatorArgs = Parameters<TFunction>

function remembering(fixed: TFunction): TFunction {
  const texts = new Map<string, string>()
  const remembered = (...args: TranslatorArgs) => {
    const [key, ...rest] = args
    const id = typeof key === 'string' ? textId(key, rest) : null
    if (id === null) return fixed(...args)
    let text = texts.get(id)
    if (text === undefined) {
      const found = fixed(...args)
      if (typeof found !== 'string') return found
      text = found
      if (texts.size < REMEMBERED_TEXTS) texts.set(id, text)
    }
    return text
  }
  // What i18next puts on its translators at run time (its types do not say), for whoever reads them (react-i18next's Trans).
  const carried = {
    lng: 'lng' in fixed ? fixed.lng : undefined, lngs: 'lngs' in fixed ? fixed.lngs : undefined,
    ns: 'ns' in fixed ? fixed.ns : undefined, keyPrefix: 'keyPrefix' in fixed ? fixed.keyPrefix : undefined,
  }
  // i18next's TFunction carries a brand that is a type alone (never, without typed resources): no value has it, so the
  // translator is told to be one.
  return Object.assign(remembered, carried) as unknown as TFunction
}

/** The catalogue in force now (one stamp query; merging only when an override changed since the last call). */
export async function currentCatalogue(payload: Payload): Promise<Catalogue> {
  const stamp = await overridesStamp(payload)
  if (cached?.stamp !== stamp) {
    const entry = { stamp, catalogue: loadOverrides(payload).then((overrides) => build(stamp, overrides)) }
    cached = entry
    entry.catalogue.catch(() => {
      if (cached === entry) cached = null
    })
  }
  return cached.catalogue
}

/** The catalogue of a version this process has just served (the root loader's), without asking the database again. */
export async function catalogueOfVersion(payload: Payload, version: string | undefined): Promise<Catalogue> {
  const catalogue = await cached?.catalogue.catch(() => null)
  if (catalogue && catalogue.version === version) return catalogue
  return currentCatalogue(payload)
}

/** A translator for one language and namespace (emails, JSON messages, jobs). */
export async function catalogueT(payload: Payload, lng: string, ns?: string): Promise<TFunction> {
  const { instance } = await currentCatalogue(payload)
  return instance.getFixedT(isLanguage(lng) ? lng : 'en', ns)
}

/** What the browser downloads for a page in `lng`: that language and English, the fallback. */
export function browserResources(catalogue: Catalogue, lng: Language): Resources {
  return lng === 'en' ? { en: catalogue.resources.en } : { [lng]: catalogue.resources[lng], en: catalogue.resources.en }
}
