import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FlatCatalogue, ShippedCatalogue, TranslationStatus } from './catalogue'
import { flatten } from './catalogue'

/**
 * The shipped strings: every `locales/{en,mi}/*.json` (one file per namespace; a new file needs no registration) and
 * `locales/mi.status.json`, the review status of each shipped te reo Māori string. Read once per process: they only
 * change with a release. The folder comes from the working directory (or LOCALES_DIR), never from this file's place,
 * which differs between the Remix bundle and Next.
 */
let shipped: { catalogue: ShippedCatalogue; hash: string } | null = null

export function localesDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.LOCALES_DIR || 'locales')
}

function readLanguage(dir: string, hash: ReturnType<typeof createHash>): FlatCatalogue {
  const catalogue: FlatCatalogue = {}
  if (!existsSync(dir)) return catalogue
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8')
    hash.update(file).update(text)
    catalogue[file.slice(0, -'.json'.length)] = flatten(JSON.parse(text))
  }
  return catalogue
}

export function shippedCatalogue(): { catalogue: ShippedCatalogue; hash: string } {
  if (shipped) return shipped
  const dir = localesDir()
  const hash = createHash('sha256')
  const en = readLanguage(path.join(dir, 'en'), hash)
  const mi = readLanguage(path.join(dir, 'mi'), hash)
  const statusFile = path.join(dir, 'mi.status.json')
  const statusText = existsSync(statusFile) ? readFileSync(statusFile, 'utf8') : '{}'
  hash.update(statusText)
  const status = JSON.parse(statusText) as Record<string, TranslationStatus>
  shipped = { catalogue: { en, mi, status }, hash: hash.digest('hex').slice(0, 12) }
  return shipped
}

/** The shipped English of `ns:key`, or undefined when the interface has no such key. */
export function shippedEnglish(key: string): string | undefined {
  const [ns, ...rest] = key.split(':')
  return shippedCatalogue().catalogue.en[ns]?.[rest.join(':')]
}
