import { describe, expect, it } from 'vitest'
import { escapedCards } from './json-cards'

describe('role-model cards in the JSON API', () => {
  it('HTML-escapes their text and leaves everything else as it is', () => {
    const card = { id: 3, name: "Mere O'Brien", whatDoYouDo: 'R&D <lead>', tellUsWhatYouDoNow: '"Quotes"', profilePictureUrl: '/profile-photo/1/md', profilePictureXsUrl: null, status: null, favourite: true }
    expect(escapedCards([card])).toEqual([
      { ...card, name: 'Mere O&#39;Brien', whatDoYouDo: 'R&amp;D &lt;lead&gt;', tellUsWhatYouDoNow: '&quot;Quotes&quot;' },
    ])
  })
})
