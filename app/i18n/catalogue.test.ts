import { describe, expect, it } from 'vitest'
import type { ShippedCatalogue } from './catalogue'
import { IMPORT_MAX_BYTES, catalogueRows, exportFile, interfaceCoverage, parseImportFile, placeholders, toResources, translationProblem } from './catalogue'

const shipped: ShippedCatalogue = {
  en: {
    common: { 'nav.home': 'Home', 'nav.logIn': 'Log in', 'footer.copyright': '© {{year}} {{programme}}' },
    events: { 'pages.title': 'My events', 'counter_one': '{{count}} event', 'counter_other': '{{count}} events' },
  },
  mi: { common: { 'nav.home': 'Kāinga', 'nav.logIn': 'Takiuru' }, events: {} },
  status: { 'common:nav.home': 'draft', 'common:nav.logIn': 'reviewed' },
}

describe('placeholders and translation rules', () => {
  it('reads placeholder names, ignoring formats and the unescaped prefix', () => {
    expect(placeholders('{{count}} of {{ total }} {{- name}} {{date, datetime}}')).toEqual(['count', 'date', 'name', 'total'])
  })

  it('refuses a translation that drops or adds a placeholder', () => {
    expect(translationProblem('© {{year}}', '© {{year}} {{programme}}')).toMatch(/missing \{\{programme\}\}/)
    expect(translationProblem('{{year}} {{programme}} {{extra}}', '© {{year}} {{programme}}')).toMatch(/not in the English \{\{extra\}\}/)
    expect(translationProblem('{{programme}} © {{year}}', '© {{year}} {{programme}}')).toBeNull()
  })

  it('refuses markup, scripts and javascript: links, and oversize texts', () => {
    expect(translationProblem('<script>alert(1)</script>', 'Home')).toMatch(/plain words/)
    expect(translationProblem('<img src=x onerror=alert(1)>', 'Home')).toMatch(/plain words/)
    expect(translationProblem('Tirohia JavaScript : alert(1)', 'View')).toMatch(/plain words/)
    expect(translationProblem('x'.repeat(2001), 'Home')).toMatch(/2000 characters/)
    expect(translationProblem('Kia ora < 3 whānau', 'Hello')).toBeNull()
  })
})

describe('merging overrides into the shipped catalogue', () => {
  it('lists every shipped key, with overrides winning and shipped statuses kept', () => {
    const rows = catalogueRows(shipped, [
      { key: 'common:nav.logIn', en: 'Sign in', mi: null, status: 'missing' },
      { key: 'events:pages.title', en: null, mi: 'Aku hui', status: 'reviewed' },
    ])
    expect(rows.map((row) => [row.key, row.en, row.mi, row.status, row.overridden])).toEqual([
      ['common:nav.home', 'Home', 'Kāinga', 'draft', false],
      ['common:nav.logIn', 'Sign in', 'Takiuru', 'reviewed', true],
      ['common:footer.copyright', '© {{year}} {{programme}}', null, 'missing', false],
      ['events:pages.title', 'My events', 'Aku hui', 'reviewed', true],
      ['events:counter_one', '{{count}} event', null, 'missing', false],
      ['events:counter_other', '{{count}} events', null, 'missing', false],
    ])
  })

  it('ignores overrides of unknown keys and texts that break the rules (written around the admin)', () => {
    const rows = catalogueRows(shipped, [
      { key: 'common:nope', en: 'Ghost', mi: 'Kēhua', status: 'draft' },
      { key: 'common:footer.copyright', en: '<script>x</script>', mi: '© {{year}}', status: 'reviewed' },
    ])
    expect(rows).toHaveLength(6)
    const copyright = rows.find((row) => row.key === 'common:footer.copyright')!
    expect([copyright.en, copyright.mi, copyright.status]).toEqual(['© {{year}} {{programme}}', null, 'missing'])
  })

  it('gives te reo Māori only its translated keys, as nested i18next resources', () => {
    const resources = toResources(catalogueRows(shipped, [{ key: 'events:pages.title', mi: 'Aku hui', status: 'draft' }]))
    expect(resources.mi).toEqual({ common: { nav: { home: 'Kāinga', logIn: 'Takiuru' } }, events: { pages: { title: 'Aku hui' } } })
    expect(resources.en.events).toEqual({ pages: { title: 'My events' }, counter_one: '{{count}} event', counter_other: '{{count}} events' })
  })

  it('counts coverage per area and in total', () => {
    const coverage = interfaceCoverage(catalogueRows(shipped, [{ key: 'events:pages.title', mi: 'Aku hui', status: 'reviewed' }]))
    expect(coverage.areas).toEqual([
      { area: 'common', total: 3, translated: 2, reviewed: 1 },
      { area: 'events', total: 3, translated: 1, reviewed: 1 },
    ])
    expect(coverage.total).toEqual({ area: 'total', total: 6, translated: 3, reviewed: 2 })
  })
})

describe('import files', () => {
  const rows = catalogueRows(shipped, [])

  it('round-trips an export, importing only what changed', () => {
    const file = exportFile(rows)
    expect(parseImportFile(JSON.stringify(file), rows)).toEqual({ entries: [] })
    file.strings['events:pages.title'] = { en: 'My events', mi: 'Aku hui', status: 'draft' }
    expect(parseImportFile(JSON.stringify(file), rows)).toEqual({ entries: [{ key: 'events:pages.title', en: null, mi: 'Aku hui', status: 'draft' }] })
  })

  it('refuses bad files with a clear message and imports nothing', () => {
    expect(parseImportFile('{not json', rows)).toEqual({ error: expect.stringMatching(/not valid JSON/) })
    expect(parseImportFile('{"strings": {}}', rows)).toEqual({ error: expect.stringMatching(/not a translations file/) })
    expect(parseImportFile(' '.repeat(IMPORT_MAX_BYTES + 1), rows)).toEqual({ error: expect.stringMatching(/larger than 1 MB/) })
    const file = { format: 'translations', version: 1, strings: { 'common:footer.copyright': { en: '© {{year}} {{programme}}', mi: '© {{year}}', status: 'draft' }, 'common:ghost': { en: 'x', mi: null, status: 'missing' } } }
    const answer = parseImportFile(JSON.stringify(file), rows)
    expect(answer).toEqual({ error: expect.stringMatching(/Nothing was imported\. 2 entries need fixing/) })
    expect('error' in answer && answer.error).toMatch(/common:footer\.copyright: Keep the same \{\{placeholders\}\}.*common:ghost: not a key/)
  })
})
