import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends, numbers as numbers and empty cells for null', () => {
    expect(toCsv(['Month', 'Events'], [['2026-01', 3], ['2026-02', null]])).toBe('Month,Events\r\n2026-01,3\r\n2026-02,\r\n')
  })

  it('quotes fields holding a comma, a quote or a line break, doubling quotes', () => {
    expect(toCsv(['Name'], [['Kaitaia College, Northland'], ['Say "kia ora"'], ['two\nlines']])).toBe(
      'Name\r\n"Kaitaia College, Northland"\r\n"Say ""kia ora"""\r\n"two\nlines"\r\n',
    )
  })

  it('defuses text a spreadsheet would run as a formula: =, +, -, @, tab and carriage return', () => {
    const csv = toCsv(['School'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@SUM(A1)'], ['\tx'], ['\rx'], ['a=b']])
    expect(csv.split('\r\n').slice(1, 8)).toEqual([`"'=HYPERLINK(""http://evil"")"`, "'+1", "'-2", "'@SUM(A1)", "'\tx", `"'\rx"`, 'a=b'])
  })

  it('leaves negative numbers alone (they are numbers, not text) and writes non-finite numbers as empty', () => {
    expect(toCsv(['n'], [[-3], [Number.NaN]])).toBe('n\r\n-3\r\n\r\n')
  })
})
