// Why this patch stays (issue 48: a patch stays only where it saves a tenth of some page's CPU, upstream named beside it).
// Measured (decision 0090, docs/performance/log.md, twenty-seventh session), quiet, the patch reversed against applied:
// the teacher's event page's loaders 9.14 -> 6.88 ms (25%), the landing's 15.92 -> 10.97 ms (31%). The adapter turned every row into a
// document by walking every field of its collection, whatever the read's `select`; a read of 19 role models' names cost
// ~85 µs a row. Upstream: payloadcms/payload#15869 made the same change in Payload's own afterRead walk (closed, not
// merged); none for the SQL adapters' read transform (searched 2026-11-29). The issue, ready to file:
// docs/upstream/payload-drizzle-select-transform.md.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

// The adapter's package comes with @payloadcms/db-sqlite (not a dependency of ours): its installed copy, by path.
const dist = path.resolve('node_modules/@payloadcms/drizzle/dist')
const traverseFieldsFile = path.join(dist, 'transform', 'read', 'traverseFields.js')

type Transform = (args: Record<string, unknown>) => Record<string, unknown>

/** The adapter's read transform (not exported by the package's entry), as the adapter runs it for one row. */
async function transform(data: Record<string, unknown>, fields: Record<string, unknown>[]) {
  const module = (await import(pathToFileURL(path.join(dist, 'transform', 'read', 'index.js')).href)) as { transform: Transform }
  const adapter = { payload: { config: {}, collections: {} }, tableNameMap: new Map() }
  return module.transform({ adapter, config: {}, data: { ...data }, fields, tableName: 'people' })
}

const FIELDS = [
  { name: 'firstName', type: 'text' },
  { name: 'surname', type: 'text' },
  { name: 'bio', type: 'textarea' },
  { name: 'visible', type: 'checkbox' },
  { name: 'joined', type: 'date' },
  { name: 'contact', type: 'group', flattenedFields: [{ name: 'phone', type: 'text' }, { name: 'email', type: 'email' }] },
]

describe('the patched Payload SQL adapter walks only the columns a read selected (patches/@payloadcms+drizzle+*.patch)', () => {
  it('is installed: npm ci applies it', () => {
    const source = fs.readFileSync(traverseFieldsFile, 'utf8')
    expect(source).toContain('const SELECTABLE_COLUMNS = new Set([')
    expect(source).toContain('function columnPlanOf(fields, fieldPrefix, parentIsLocalized)')
    expect(source).toContain('function visitsOf(plan, fields, table)')
    // Decision 0103: names in snake case once per name, in the read transform and in the read's query building.
    expect(source).toContain('function snakeCaseOf(name)')
    expect(fs.readFileSync(path.join(dist, 'find', 'traverseFields.js'), 'utf8')).toContain('function snakeCaseOf(name)')
  })

  it('gives a selected read the selected fields, with their values as before', async () => {
    const doc = await transform({ id: 7, firstName: 'Mere', surname: 'Tane' }, FIELDS)
    expect(doc.firstName).toBe('Mere')
    expect(doc.surname).toBe('Tane')
    expect(doc.bio).toBeUndefined()
    expect(Object.keys(doc)).not.toContain('bio')
    expect(Object.keys(doc)).not.toContain('visible')
  })

  it('reads a whole row as before: every column, nulls kept, dates as ISO strings, groups from their prefixed columns', async () => {
    const doc = await transform({ id: 7, firstName: 'Mere', surname: 'Tane', bio: null, visible: 0, joined: '2026-11-29T01:02:03.000Z', contact_phone: '021 123', contact_email: null }, FIELDS)
    expect(doc).toMatchObject({ id: 7, firstName: 'Mere', surname: 'Tane', bio: null, visible: 0, joined: '2026-11-29T01:02:03.000Z' })
    expect(doc.contact).toEqual({ phone: '021 123', email: null })
  })

  it('keeps a selected group field and leaves out the group fields not selected', async () => {
    const doc = await transform({ id: 7, contact_phone: '021 123' }, FIELDS)
    expect(doc.contact).toEqual({ phone: '021 123' })
  })

  // Decision 0097: a plain column is read from a plan made once per list of fields and prefix, with the conversions of
  // the adapter's own walk for such a field (the walk is the reference: the same documents, measured on the bench's
  // reads, docs/performance/log.md, thirtieth session).
  it('converts a plain column as the walk does: dates to ISO, numbers from text, the rest as stored', async () => {
    const fields = [...FIELDS, { name: 'count', type: 'number' }, { name: 'kind', type: 'select' }, { name: 'data', type: 'json' }]
    const doc = await transform({ id: 7, joined: '2026-11-29 01:02:03', count: '2.5', kind: 'a', data: { x: 1 }, visible: 1 }, fields)
    expect(doc).toMatchObject({ joined: new Date('2026-11-29 01:02:03').toISOString(), count: 2.5, kind: 'a', data: { x: 1 }, visible: 1 })
    expect((await transform({ id: 7, count: 3 }, fields)).count).toBe(3)
  })

  // Decision 0112: a date stored as an ISO instant is kept as it is; every other form still goes through Date.
  it('keeps a date stored as an ISO instant, and converts any other form as before (a plain column and a group column)', async () => {
    const fields = [...FIELDS, { name: 'period', type: 'group', flattenedFields: [{ name: 'ends', type: 'date', localized: true }] }]
    for (const stored of ['2026-11-29T01:02:03.456Z', '2026-11-29 01:02:03', '2026-11-29', '2026-11-29T01:02:03Z', '2026-11-29T13:02:03.456+12:00']) {
      const expected = new Date(stored).toISOString()
      expect((await transform({ id: 7, joined: stored }, fields)).joined).toBe(expected)
      expect((await transform({ id: 7, period_ends: stored, _locale: undefined }, fields)).period).toEqual({ ends: expected })
    }
    expect(fs.readFileSync(traverseFieldsFile, 'utf8').match(/isoDate\(fieldData\)/g)).toHaveLength(2)
  })

  it('leaves virtual fields out and plans each prefix apart: the same fields under two groups, read in turn', async () => {
    const phone = [{ name: 'phone', type: 'text' }]
    const fields = [
      { name: 'firstName', type: 'text' },
      { name: 'display', type: 'text', virtual: true },
      { name: 'home', type: 'group', flattenedFields: phone },
      { name: 'work', type: 'group', flattenedFields: phone },
    ]
    for (let run = 0; run < 2; run++) {
      const doc = await transform({ id: 7, firstName: 'Mere', display: 'x', home_phone: '1', work_phone: '2' }, fields)
      expect(doc.display).toBeUndefined()
      expect(doc.home).toEqual({ phone: '1' })
      expect(doc.work).toEqual({ phone: '2' })
    }
  })

  it('visits, for a row much narrower than its fields, the fields it has and every field that is not a plain column', async () => {
    // Twenty plain columns, a group and a point (not a plain column): a row of two columns visits those two, the group
    // and the point, in the fields' order; the documents are the walk's.
    const fields = [
      ...Array.from({ length: 20 }, (_, index) => ({ name: `text${index}`, type: 'text' })),
      { name: 'contact', type: 'group', flattenedFields: [{ name: 'phone', type: 'text' }] },
      { name: 'where', type: 'point' },
    ]
    for (let run = 0; run < 2; run++) {
      const narrow = await transform({ id: 7, text3: 'c', text17: 'q' }, fields)
      expect(Object.keys(narrow)).toEqual(['id', 'text3', 'text17', 'contact', 'where'])
      expect(narrow).toMatchObject({ text3: 'c', text17: 'q', contact: {} })
      expect(narrow.where).toBeUndefined()
      const other = await transform({ id: 8, text0: 'a', contact_phone: '021', where: '[174.7, -41.3]' }, fields)
      expect(Object.keys(other)).toEqual(['id', 'text0', 'contact', 'where'])
      expect(other).toMatchObject({ text0: 'a', contact: { phone: '021' }, where: [174.7, -41.3] })
    }
    // A row as wide as its fields visits every field, as before.
    const wide = await transform({ id: 9, ...Object.fromEntries(fields.slice(0, 20).map((field) => [field.name, field.name])) }, fields)
    expect(Object.keys(wide)).toHaveLength(23)
  })

  it('reads a group with a name in camel case the same way every time (its snake case kept once: decision 0103)', async () => {
    const fields = [{ name: 'homeContact', type: 'group', flattenedFields: [{ name: 'phoneNumber', type: 'text' }] }]
    for (let run = 0; run < 3; run++) {
      expect((await transform({ id: 7, homeContact_phoneNumber: `02${run}` }, fields)).homeContact).toEqual({ phoneNumber: `02${run}` })
    }
  })
})

describe("the patched adapter's reads give a selected read's documents the selected fields alone (decision 0105)", () => {
  type Field = { name: string; type: string }
  const selectedFields = async () =>
    ((await import(pathToFileURL(path.join(dist, 'find', 'findMany.js')).href)) as { selectedFields: (fields: Field[], select: unknown) => Field[] }).selectedFields
  const FIELDS: Field[] = [
    { name: 'title', type: 'text' },
    { name: 'school', type: 'relationship' },
    { name: 'sectors', type: 'relationship' },
    { name: 'meeting', type: 'group' },
    { name: 'subscribers', type: 'array' },
  ]
  const names = (fields: Field[]) => fields.map((field) => field.name)

  it('keeps every field without a select, the selected ones in include mode, all but the excluded in exclude mode', async () => {
    const select = await selectedFields()
    expect(select(FIELDS, undefined)).toBe(FIELDS)
    expect(select(FIELDS, {})).toBe(FIELDS)
    expect(names(select(FIELDS, { title: true, school: true }))).toEqual(['title', 'school'])
    expect(names(select(FIELDS, { meeting: { link: true } }))).toEqual(['meeting'])
    expect(names(select(FIELDS, { sectors: false, subscribers: false }))).toEqual(['title', 'school', 'meeting'])
    // A nested exclusion makes the whole select an exclusion (Payload's getSelectMode), whatever was asked before.
    expect(names(select(FIELDS, { meeting: { link: false } }))).toEqual(names(FIELDS))
    expect(names(select(FIELDS, { meeting: { link: true } }))).toEqual(['meeting'])
  })

  it('is installed where the adapter turns rows into documents', () => {
    expect(fs.readFileSync(path.join(dist, 'find', 'findMany.js'), 'utf8')).toContain('fields: shownFields,')
  })
})
