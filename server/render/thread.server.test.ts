import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { KEPT_CATALOGUES } from './page-render.server'
import { isRenderError, isThreadGone, startRenderThread } from './thread.server'

const thread = startRenderThread(path.resolve('tests/fixtures/render-worker.mjs'))
afterAll(() => thread.close())

const job = (url: string, version = 'v1') => ({
  context: {} as never, url: `http://localhost${url}`, lng: 'en', nonce: undefined, acceptEncoding: null, catalogue: { version, resources: { en: {} } },
})
const text = (page: { body: Uint8Array }) => Buffer.from(page.body).toString()
/** The thread's answer once it has (re)started: until then `render` says null and the caller renders itself. */
const once = async (url: string, version?: string) => {
  let answer: ReturnType<typeof thread.render> = null
  await vi.waitFor(() => expect((answer = thread.render(job(url, version)))).not.toBeNull(), { timeout: 5000 })
  return answer!
}

describe('the render thread', () => {
  it('answers null until it has started, then renders in the thread', async () => {
    expect(thread.render(job('/early'))).toBeNull()
    const page = await once('/first')
    expect(text(page)).toMatch(/^http:\/\/localhost\/first with resources$/)
    expect(Number(new Headers(page.headers).get('x-thread'))).toBeGreaterThan(0)
  })

  it("sends a catalogue version's resources once", async () => {
    expect(text(await thread.render(job('/again'))!)).toContain('without resources')
    expect(text(await thread.render(job('/new', 'v2'))!)).toContain('with resources')
    const pages = await Promise.all(['/a', '/b', '/c'].map((url) => thread.render(job(url, 'v2'))!))
    expect(pages.map(text)).toEqual(['/a', '/b', '/c'].map((url) => `http://localhost${url} without resources`))
  })

  it('sends the resources again for a version the thread has let go (it keeps the latest few)', async () => {
    for (let version = 3; version < 3 + KEPT_CATALOGUES; version++) expect(text(await thread.render(job('/edit', `v${version}`))!)).toContain('with resources')
    expect(text(await thread.render(job('/old', 'v1'))!)).toContain('with resources')
    expect(text(await thread.render(job('/latest', `v${2 + KEPT_CATALOGUES}`))!)).toContain('without resources')
  })

  it('rejects a failed render with the deepest boundary it rendered', async () => {
    const failure = await thread.render(job('/throw'))!.catch((error: unknown) => error)
    expect(isRenderError(failure)).toBe(true)
    expect(failure).toMatchObject({ message: 'A component threw', deepestBoundary: 'routes/events.$id' })
  })

  it('answers pages in flight with ThreadGone when the thread stops, and starts a new one', async () => {
    const inFlight = thread.render(job('/exit'))!.catch((error: unknown) => error)
    expect(isThreadGone(await inFlight)).toBe(true)
    expect(thread.render(job('/meanwhile'))).toBeNull()
    // The new thread holds no catalogue yet: its first page brings the resources again.
    expect(text(await once('/after'))).toContain('/after with resources')
  })
})
