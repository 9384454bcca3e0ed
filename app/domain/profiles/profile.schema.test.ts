import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import en from '../../../locales/en/profile.json'
import { basicInformationSchema, editProfileSchema, yourJourneySchema } from './profile.schema'
import type { ReferenceCheck } from './profile.schema'
import { formDataOf as form } from '../../../tests/support/form-data'

const basic: [string, string][] = [
  ['FirstName', 'Aroha'], ['Surname', 'Ngata'], ['ContactPhoneNumber', '021 555 0101'], ['PronounID', '1'], ['GenderID', '1'],
  ['AgeRangeID', '1'], ['Ethnicities', '1'], ['Ethnicities', '2'], ['RegionID', '1'], ['DistrictID', '10'], ['CanDoOnlineEvent', '1'],
  ['LanguagesSpoken', '1'],
]

const reference: ReferenceCheck = {
  ids: { PronounID: new Set(['1']), GenderID: new Set(['1']), AgeRangeID: new Set(['1']), Ethnicities: new Set(['1', '2']), RegionID: new Set(['1', '2']), DistrictID: new Set(['10', '20']), LanguagesSpoken: new Set(['1']), IndustryID: new Set(['5']) },
  districtRegion: { '10': '1', '20': '2' },
}

/** The English message of an error key, as the page shows it. */
function message(key: string) {
  const [path, params] = key.split('|')
  const text = path.replace('profile:', '').split('.').reduce((node: unknown, part) => (node as Record<string, unknown>)[part], en) as string
  return params ? text.replace(/\{\{(\w+)\}\}/g, (_, name) => JSON.parse(params)[name]) : text
}

function errors(result: { reply: () => { error?: Record<string, string[] | null> | null } }) {
  const reply = result.reply()
  return Object.fromEntries(Object.entries(reply.error ?? {}).map(([field, list]) => [field, (list ?? []).map(message)]))
}

describe('basic information form', () => {
  it('accepts a complete form and turns checkboxes and lists into values', () => {
    const result = parseWithZod(form(basic), { schema: basicInformationSchema({ reference }) })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({ FirstName: 'Aroha', Ethnicities: ['1', '2'], CanDoOnlineEvent: true, CanDoInPersonEvent: false, ProfilePhotoRemoved: false })
  })

  it("gives the spec's '{field} is required' messages and the event-type message", () => {
    const result = parseWithZod(form([['FirstName', '   ']]), { schema: basicInformationSchema() })
    expect(errors(result)).toEqual({
      FirstName: ['First name is required'],
      Surname: ['Last name is required'],
      ContactPhoneNumber: ['Phone number is required'],
      PronounID: ['Pronoun is required'],
      GenderID: ['Gender is required'],
      AgeRangeID: ['Age is required'],
      Ethnicities: ['Ethnicity is required'],
      RegionID: ['Region is required'],
      DistrictID: ['District is required'],
      LanguagesSpoken: ['Languages spoken is required'],
      CanDoInPersonEvent: ['You must select at least one of these options.'],
    })
  })

  it('refuses a district from another region and unknown ids on the server', () => {
    const wrongDistrict = basic.map(([k, v]) => [k, k === 'DistrictID' ? '20' : v] as [string, string])
    expect(errors(parseWithZod(form(wrongDistrict), { schema: basicInformationSchema({ reference }) }))).toEqual({
      DistrictID: ['Please choose a district in the selected region'],
    })
    const unknown = [...basic.filter(([k]) => k !== 'PronounID'), ['PronounID', '999'], ['Ethnicities', '42']] as [string, string][]
    expect(errors(parseWithZod(form(unknown), { schema: basicInformationSchema({ reference }) }))).toEqual({
      PronounID: ['Please choose an option from the list'],
      Ethnicities: ['Please choose an option from the list'],
    })
  })

  it('limits text fields to 255 characters', () => {
    const long = basic.map(([k, v]) => [k, k === 'FirstName' ? 'a'.repeat(256) : v] as [string, string])
    expect(errors(parseWithZod(form(long), { schema: basicInformationSchema() }))).toEqual({ FirstName: ['No more than 255 characters'] })
  })

  it('checks the photo by the type read from its content on the server, whatever its name', () => {
    const disguised = new File([Buffer.from('not really an image')], 'holiday.jpg', { type: 'image/jpeg' })
    const browser = parseWithZod(form([...basic, ['ProfilePhoto', disguised]]), { schema: basicInformationSchema() })
    expect(browser.status).toBe('success')
    const server = parseWithZod(form([...basic, ['ProfilePhoto', disguised]]), { schema: basicInformationSchema({ photoType: null }) })
    expect(errors(server)).toEqual({ ProfilePhoto: ['That file type is not supported'] })
    const big = new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' })
    expect(errors(parseWithZod(form([...basic, ['ProfilePhoto', big]]), { schema: basicInformationSchema({ photoType: 'image/png' }) }))).toEqual({
      ProfilePhoto: ['File size is too large, maximum 2 MB allowed'],
    })
  })
})

describe('your journey form', () => {
  it("says 'What do you do? is required' on create and 'Job title is required' on edit", () => {
    expect(errors(parseWithZod(form([]), { schema: yourJourneySchema() }))).toEqual({
      WhatDoYouDo: ['What do you do? is required'],
      IndustryID: ['Industry is required'],
    })
    const edit = errors(parseWithZod(form(basic), { schema: editProfileSchema() }))
    expect(edit).toEqual({ WhatDoYouDo: ['Job title is required'], IndustryID: ['Industry is required'] })
  })

  it('limits the long answers to 1000 characters and keeps HTML as typed (it is escaped when shown)', () => {
    const result = parseWithZod(form([['WhatDoYouDo', '<b>Engineer</b>'], ['IndustryID', '5'], ['TellUsWhatYouDoNow', 'x'.repeat(1001)]]), { schema: yourJourneySchema({ reference }) })
    expect(errors(result)).toEqual({ TellUsWhatYouDoNow: ['No more than 1000 characters'] })
    const ok = parseWithZod(form([['WhatDoYouDo', '<b>Engineer</b>'], ['IndustryID', '5']]), { schema: yourJourneySchema({ reference }) })
    expect(ok.status === 'success' && ok.value.WhatDoYouDo).toBe('<b>Engineer</b>')
  })
})
