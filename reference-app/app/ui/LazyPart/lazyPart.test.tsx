// @vitest-environment jsdom
import { act, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type LazyPartOptions, lazyPart } from './lazyPart'

// act() flushes React's work in this test, as in the app's other component tests.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A part with state, so a click says whether it has hydrated. */
function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  )
}

/** Lets the dynamic imports' promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A part rendered in the browser with no server HTML: its code loads at first render, not before. */
async function loadsOnFirstRender(options: LazyPartOptions) {
  const load = vi.fn(async () => ({ Counter }))
  const Part = lazyPart(load, 'Counter', options)
  await settle()
  expect(load).not.toHaveBeenCalled()
  const container = document.createElement('div')
  document.body.append(container)
  await act(async () => createRoot(container).render(<Part start={5} />))
  await act(settle)
  expect(load).toHaveBeenCalledTimes(1)
  expect(container.querySelector('button')?.textContent).toBe('5')
}

/** A part's module that arrives when the test says so. */
function arriving<Module>(module: Module) {
  let arrive: () => void = () => undefined
  const load = () =>
    new Promise<Module>((resolve) => {
      arrive = () => resolve(module)
    })
  return { load, arrive: () => arrive() }
}

/** The server's HTML of a page with the part, as entry.server renders it. */
async function serverHtml(start: number, options?: LazyPartOptions): Promise<string> {
  vi.stubEnv('SSR', true)
  const Part = lazyPart(async () => ({ Counter }), 'Counter', options)
  await settle()
  const html = renderToString(<Part start={start} />)
  vi.stubEnv('SSR', false)
  return html
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('lazyPart', () => {
  it('is in the server HTML in full, not as a fallback the browser fills in', async () => {
    const html = await serverHtml(3)
    expect(html).toContain('<button type="button">3</button>')
    // React marks a boundary that suspended on the server for the browser to render: '<!--$!-->'.
    expect(html).not.toContain('<!--$!-->')
  })

  it("keeps the server's HTML in the browser until its code arrives, then hydrates that HTML", async () => {
    const container = document.createElement('div')
    container.innerHTML = await serverHtml(3)
    document.body.append(container)
    const served = container.querySelector('button')
    const { load, arrive } = arriving({ Counter })
    const Part = lazyPart(load, 'Counter')
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Part start={3} />, { onRecoverableError: (e) => errors.push(e) })
    })
    served?.click()
    expect(container.querySelector('button')).toBe(served)
    expect(served?.textContent).toBe('3')

    await act(async () => arrive())
    await act(async () => served?.click())
    expect(container.querySelector('button')).toBe(served)
    expect(served?.textContent).toBe('4')
    expect(errors).toEqual([])
  })

  it("keeps the server's HTML when the page re-renders with the same props before the code arrives", async () => {
    const container = document.createElement('div')
    container.innerHTML = await serverHtml(3)
    document.body.append(container)
    const served = container.querySelector('button')
    const { load, arrive } = arriving({ Counter })
    const Part = lazyPart(load, 'Counter')
    let rerender: () => void = () => undefined
    function Page() {
      const [, setRenders] = useState(0)
      rerender = () => setRenders((n) => n + 1)
      return <Part start={3} />
    }
    await act(async () => {
      hydrateRoot(container, <Page />)
    })
    // An update outside a transition, as an effect's setState is, while the part still waits.
    await act(async () => rerender())
    expect(container.querySelector('button')).toBe(served)

    await act(async () => arrive())
    await act(async () => served?.click())
    expect(container.querySelector('button')).toBe(served)
    expect(served?.textContent).toBe('4')
  })

  it("keeps the server's HTML when the page re-renders with new props before the code arrives, then shows them", async () => {
    function Label({ text }: { text: string }) {
      return <p>{text}</p>
    }
    vi.stubEnv('SSR', true)
    const ServerPart = lazyPart(async () => ({ Label }), 'Label')
    await settle()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ServerPart text="на сервере" />)
    vi.stubEnv('SSR', false)
    document.body.append(container)
    const served = container.querySelector('p')
    const { load, arrive } = arriving({ Label })
    const Part = lazyPart(load, 'Label')
    let setText: (text: string) => void = () => undefined
    function Page() {
      const [text, set] = useState('на сервере')
      setText = set
      return <Part text={text} />
    }
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (e) => errors.push(e) })
    })
    await act(async () => setText('в браузере'))
    expect(container.querySelector('p')).toBe(served)
    expect(served?.textContent).toBe('на сервере')

    await act(async () => arrive())
    await act(settle)
    expect(container.querySelector('p')).toBe(served)
    expect(served?.textContent).toBe('в браузере')
    expect(errors).toEqual([])
  })

  it('loads an on-demand part’s code in the browser when it first renders, not before (#36)', () =>
    loadsOnFirstRender({}))

  it('imports an on-demand part at once on the server, so its HTML holds the part', async () => {
    vi.stubEnv('SSR', true)
    const load = vi.fn(async () => ({ Counter }))
    const Part = lazyPart(load, 'Counter')
    expect(load).toHaveBeenCalledTimes(1)
    await settle()
    const html = renderToString(<Part start={2} />)
    expect(html).toContain('<button type="button">2</button>')
    expect(html).not.toContain('<!--$!-->')
  })

  describe('whenNear (#36)', () => {
    /** jsdom has no IntersectionObserver: this one says when the watched element is near. */
    function stubObserver() {
      const watched: Element[] = []
      let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: typeof report) {
            report = callback
          }
          observe(element: Element) {
            watched.push(element)
          }
          disconnect() {}
        },
      )
      return { watched, comeNear: () => report([{ isIntersecting: true }]) }
    }

    it("keeps the server's HTML and loads no code until the part nears the screen, then hydrates it", async () => {
      const observer = stubObserver()
      const container = document.createElement('div')
      container.innerHTML = await serverHtml(3, { whenNear: true })
      document.body.append(container)
      const served = container.querySelector('button')
      const load = vi.fn(async () => ({ Counter }))
      const Part = lazyPart(load, 'Counter', { whenNear: true })
      const errors: unknown[] = []
      await act(async () => {
        hydrateRoot(container, <Part start={3} />, { onRecoverableError: (e) => errors.push(e) })
      })
      await act(settle)
      expect(load).not.toHaveBeenCalled()
      // The part's own HTML is what is watched.
      expect(observer.watched).toEqual([served])
      expect(container.querySelector('button')).toBe(served)

      await act(async () => observer.comeNear())
      await act(settle)
      expect(load).toHaveBeenCalledTimes(1)
      await act(async () => served?.click())
      expect(container.querySelector('button')).toBe(served)
      expect(served?.textContent).toBe('4')
      expect(errors).toEqual([])
    })

    it('loads at the shopper’s first scroll, tap or key on the page, before the part is near', async () => {
      stubObserver()
      for (const move of ['scroll', 'pointerdown', 'keydown']) {
        const container = document.createElement('div')
        container.innerHTML = await serverHtml(3, { whenNear: true })
        document.body.append(container)
        const load = vi.fn(async () => ({ Counter }))
        const Part = lazyPart(load, 'Counter', { whenNear: true })
        await act(async () => {
          hydrateRoot(container, <Part start={3} />)
        })
        await act(settle)
        expect(load).not.toHaveBeenCalled()
        await act(async () => document.dispatchEvent(new Event(move)))
        await act(settle)
        expect(load, move).toHaveBeenCalledTimes(1)
      }
    })

    it('clicks again, once hydrated, what the shopper clicked before its code arrived', async () => {
      stubObserver()
      const container = document.createElement('div')
      container.innerHTML = await serverHtml(3, { whenNear: true })
      document.body.append(container)
      const served = container.querySelector('button')
      const { load, arrive } = arriving({ Counter })
      const Part = lazyPart(load, 'Counter', { whenNear: true })
      await act(async () => {
        hydrateRoot(container, <Part start={3} />)
      })
      await act(async () => served?.click())
      expect(served?.textContent).toBe('3')
      await act(async () => arrive())
      await act(settle)
      expect(container.querySelector('button')).toBe(served)
      // Clicked once, by the replay: React dropped the first.
      expect(served?.textContent).toBe('4')
      await act(async () => served?.click())
      expect(served?.textContent).toBe('5')
    })

    it('loads at once when rendered in the browser (no server HTML to show meanwhile)', () => {
      stubObserver()
      return loadsOnFirstRender({ whenNear: true })
    })
  })
})
