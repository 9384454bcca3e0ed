import { describe, expect, it } from 'vitest'
import { CoalescingStream } from './coalescing-stream.server'

function collect(stream: CoalescingStream) {
  const chunks: string[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')))
  return { chunks, ended: new Promise((resolve) => stream.on('end', resolve)) }
}

describe('CoalescingStream', () => {
  it('joins the chunks written in one turn into one, keeping their order and bytes', async () => {
    const stream = new CoalescingStream()
    const { chunks, ended } = collect(stream)
    stream.write('<p>')
    stream.write(new TextEncoder().encode('kia ora ā'))
    stream.write(Buffer.from('</p>'))
    stream.end()
    await ended
    expect(chunks).toEqual(['<p>kia ora ā</p>'])
  })

  it('still streams: what is written in a later turn leaves separately, before the end', async () => {
    const stream = new CoalescingStream()
    const { chunks, ended } = collect(stream)
    stream.write('shell')
    stream.write('!')
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    expect(chunks).toEqual(['shell!'])
    stream.write('later')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(chunks).toEqual(['shell!', 'later'])
    stream.end('end')
    await ended
    expect(chunks).toEqual(['shell!', 'later', 'end'])
  })

  it('ends with nothing when nothing was written', async () => {
    const stream = new CoalescingStream()
    const { chunks, ended } = collect(stream)
    stream.end()
    await ended
    expect(chunks).toEqual([])
  })
})
