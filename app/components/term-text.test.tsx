import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { termPart, TermList, TermText } from './term-text'

const html = (node: React.ReactNode) => renderToStaticMarkup(<p>{node}</p>)

describe("a staff-edited list's names on the page, each in its own language (decision 0053)", () => {
  it('marks only the English fallback', () => {
    expect(html(<TermText term={{ title: 'Far North District', lang: 'en' }} />)).toBe('<p><span lang="en">Far North District</span></p>')
    expect(html(<TermText term={{ title: 'Te Tai Tokerau' }} />)).toBe('<p>Te Tai Tokerau</p>')
    expect(html(<TermText term={null} />)).toBe('<p></p>')
  })

  it('joins a place\'s parts, each marked on its own, as an English page always showed them', () => {
    expect(html(<TermList terms={[{ title: 'Far North District', lang: 'en' }, { title: 'Te Tai Tokerau' }]} />))
      .toBe('<p><span lang="en">Far North District</span>, Te Tai Tokerau</p>')
    expect(html(<TermList terms={['1 Queen Street', null, { title: 'Manurewa' }, { title: 'Auckland' }]} />)).toBe('<p>1 Queen Street, Manurewa, Auckland</p>')
    expect(html(<TermList terms={[{ title: 'English', lang: 'en' }, { title: 'Samoan', lang: 'en' }]} separator=" · " />))
      .toBe('<p><span lang="en">English</span> · <span lang="en">Samoan</span></p>')
  })

  it("says the page's language of a name inside a text marked otherwise, never of what someone wrote", () => {
    expect(html(<TermList terms={['1 Queen Street', { title: 'Whangārei' }, { title: 'Northland', lang: 'en' }]} own="mi" />))
      .toBe('<p>1 Queen Street, <span lang="mi">Whangārei</span>, <span lang="en">Northland</span></p>')
    expect(html(<TermText term={{ title: 'Te Tai Tokerau' }} own="mi" />)).toBe('<p><span lang="mi">Te Tai Tokerau</span></p>')
  })

  it('gives a composed sentence a marked node for a fallback and a plain string for a name in the page\'s language', () => {
    expect(termPart({ title: 'Te Tai Tokerau' })).toBe('Te Tai Tokerau')
    expect(html(termPart({ title: 'Northland', lang: 'en' }))).toBe('<p><span lang="en">Northland</span></p>')
    expect(termPart(null)).toBe('')
  })
})
