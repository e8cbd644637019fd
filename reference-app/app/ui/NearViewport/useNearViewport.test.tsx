// @vitest-environment jsdom
// useNearViewport: whether a spot has come near the screen, told by an IntersectionObserver.
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '../../../test/renderInRouter'
import { useNearViewport } from './useNearViewport'

/** The observers the hook made, each with the callback it gave and whether it still watches. */
const observers: Array<{ report: (isIntersecting: boolean) => void; watching: boolean }> = []

class FakeIntersectionObserver {
  readonly entry: { report: (isIntersecting: boolean) => void; watching: boolean }
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    this.entry = {
      report: (isIntersecting) => callback([{ isIntersecting }]),
      watching: false,
    }
    observers.push(this.entry)
  }
  observe() {
    this.entry.watching = true
  }
  disconnect() {
    this.entry.watching = false
  }
}

beforeEach(() => {
  observers.length = 0
  globalThis.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof IntersectionObserver
})
afterEach(() => {
  cleanup()
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
})

let renders = 0
function Shelf() {
  renders += 1
  const [spot, near] = useNearViewport()
  return <div ref={spot}>{near ? 'near' : 'far'}</div>
}

describe('useNearViewport', () => {
  it('watches its spot without re-rendering the component that holds it', () => {
    renders = 0
    const { container } = render(<Shelf />)
    // One render: attaching the ref sets no state (a state set then re-rendered the whole screen
    // synchronously, inside the page's hydration task).
    expect(renders).toBe(1)
    expect(observers).toHaveLength(1)
    expect(observers[0]!.watching).toBe(true)
    expect(container.textContent).toBe('far')
  })

  it('turns near when the observer sees the spot, and stops watching', () => {
    const { container } = render(<Shelf />)
    act(() => observers[0]!.report(false))
    expect(container.textContent).toBe('far')
    act(() => observers[0]!.report(true))
    expect(container.textContent).toBe('near')
    expect(observers.every((observer) => !observer.watching)).toBe(true)
  })

  it('counts a scroll that leaves the spot above the screen', () => {
    const { container } = render(<Shelf />)
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    // jsdom lays nothing out: every rectangle is at 0, above innerHeight + 200.
    expect(container.textContent).toBe('near')
  })

  it('is near at once where IntersectionObserver is missing', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    const { container } = render(<Shelf />)
    expect(container.textContent).toBe('near')
  })

  it('stops watching when the spot unmounts', () => {
    const { unmount } = render(<Shelf />)
    unmount()
    expect(observers[0]!.watching).toBe(false)
  })
})
