import { describe, expect, it } from 'vitest'
import { escapedCards, jsonFilters } from './json-cards'

describe('role-model cards in the JSON API', () => {
  it('HTML-escapes their text and leaves everything else as it is', () => {
    const card = { id: 3, name: "Mere O'Brien", whatDoYouDo: 'R&D <lead>', tellUsWhatYouDoNow: '"Quotes"', profilePictureUrl: '/profile-photo/1/md', profilePictureXsUrl: null, status: null, favourite: true }
    expect(escapedCards([card])).toEqual([
      { ...card, name: 'Mere O&#39;Brien', whatDoYouDo: 'R&amp;D &lt;lead&gt;', tellUsWhatYouDoNow: '&quot;Quotes&quot;' },
    ])
  })

  it("sends the choose page's place as one text, as before its parts were marked (decision 0053)", () => {
    const card = { id: 3, name: 'Mere', whatDoYouDo: '', tellUsWhatYouDoNow: '', profilePictureUrl: null, profilePictureXsUrl: null, status: 1, favourite: false }
    expect(escapedCards([{ ...card, place: [{ title: 'Far North District', lang: 'en' as const }, { title: 'Te Tai Tokerau' }] }])[0].place).toBe('Far North District, Te Tai Tokerau')
    expect(escapedCards([{ ...card, place: [] }])[0].place).toBe('')
    expect(escapedCards([{ ...card, place: null }])[0].place).toBeNull()
    expect(escapedCards([card])[0]).not.toHaveProperty('place')
  })

  it('lists each filter option as its id and title only', () => {
    const filters = { regions: [{ id: 1, title: 'Northland', lang: 'en' as const }, { id: 2, title: 'Tāmaki Makaurau' }] } as never
    expect(jsonFilters(filters)).toEqual({ regions: [{ id: 1, title: 'Northland' }, { id: 2, title: 'Tāmaki Makaurau' }] })
  })
})
