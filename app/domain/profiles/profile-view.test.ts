import { describe, expect, it } from 'vitest'
import { toProfileView } from './profile-view'

const doc = {
  id: 7, firstName: 'Aroha <script>', surname: 'Ngata', email: 'aroha@example.nz', contactPhoneNumber: '021 555',
  pronoun: { id: 1, title: 'she/her' }, district: { id: 2, title: 'Whangārei' }, region: { id: 3, title: 'Northland' },
  whatDoYouDo: 'Engineer & "builder"', tellUsWhatYouDoNow: 'Line 1\n<img src=x onerror=alert(1)>',
  ethnicities: [{ id: 1, title: 'Māori' }, 5], languagesSpoken: [], canDoInPersonEvent: true, canDoOnlineEvent: 1, profileComplete: true,
  profilePicture: { id: 12, url: '/cms-api/media/file/a.jpg', sizes: { thumbnailMd: { url: '/md.jpg' }, thumbnailXs: { url: '/xs.jpg' } } },
}

describe('profile view model', () => {
  it('maps the document and keeps text raw (React escapes it when rendering)', () => {
    const view = toProfileView(doc)
    expect(view.name).toBe('Aroha <script> Ngata')
    expect(view.whatDoYouDo).toBe('Engineer & "builder"')
    expect(view.tellUsWhatYouDoNow).toBe('Line 1\n<img src=x onerror=alert(1)>')
    expect(view.pronoun).toEqual({ title: 'she/her' })
    expect(view.district).toEqual({ title: 'Whangārei' })
    expect(view.ethnicities).toEqual([{ title: 'Māori' }])
    expect(view.canDoOnlineEvent).toBe(true)
    expect(view.profilePicture).toEqual({ link: '/profile-photo/12/original', thumbnailMdUrl: '/profile-photo/12/md', thumbnailXsUrl: '/profile-photo/12/xs' })
    expect(view.isProfileIsComplete).toBe(true)
  })
  it('treats a pronoun without a title as absent, and a missing photo as none', () => {
    const view = toProfileView({ ...doc, pronoun: { id: 1, title: null }, profilePicture: null })
    expect(view.pronoun).toBeNull()
    expect(view.profilePicture).toBeNull()
  })
  it("keeps the mark of a list's name that falls back to English (decision 0053), and only that mark", () => {
    const view = toProfileView({ ...doc, region: { id: 3, title: 'Northland', lang: 'en' }, ethnicities: [{ id: 1, title: 'Māori' }, { id: 2, title: 'Samoan', lang: 'en' }] })
    expect(view.region).toEqual({ title: 'Northland', lang: 'en' })
    expect(view.district).toEqual({ title: 'Whangārei' })
    expect(view.ethnicities).toEqual([{ title: 'Māori' }, { title: 'Samoan', lang: 'en' }])
  })
  it('marks the own profile as self and never as favourite', () => {
    expect(toProfileView(doc, { isSelf: true, isFavourite: true })).toMatchObject({ isSelf: true, isFavourite: false })
    expect(toProfileView(doc, { isFavourite: true })).toMatchObject({ isSelf: false, isFavourite: true })
  })
  it("keeps apostrophes in names and emails, so the page title and the mailto: link stay right", () => {
    const view = toProfileView({ ...doc, firstName: 'Mere', surname: "O'Brien", email: "mere.o'brien@example.nz" })
    expect(view.name).toBe("Mere O'Brien")
    expect(view.email).toBe("mere.o'brien@example.nz")
  })
  it('computes completeness when the stored flag is absent', () => {
    expect(toProfileView({ id: 1, firstName: 'A' }).isProfileIsComplete).toBe(false)
  })
})
