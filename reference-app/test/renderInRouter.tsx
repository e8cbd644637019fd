// Renders a component into a jsdom document inside a memory router, for component tests
// (react-dom/client with act; no extra testing library).
import type { ReactNode } from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

export interface Rendered {
  readonly container: HTMLElement
  rerender(ui: ReactNode): void
  unmount(): void
}

const mounted: Array<{ root: Root; container: HTMLElement }> = []

export function render(ui: ReactNode, { path = '/' }: { path?: string } = {}): Rendered {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const wrap = (node: ReactNode) => <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
  act(() => root.render(wrap(ui)))
  mounted.push({ root, container })
  return {
    container,
    rerender: (next) => act(() => root.render(wrap(next))),
    unmount: () => act(() => root.unmount()),
  }
}

/** Unmounts everything rendered so far (call in afterEach). */
export function cleanup(): void {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
}

/** Runs a DOM event inside act. */
export function fire(target: EventTarget, event: Event): void {
  act(() => {
    target.dispatchEvent(event)
  })
}

export const click = (target: Element) =>
  fire(target, new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))

export const keyDown = (target: EventTarget, key: string, init: KeyboardEventInit = {}) =>
  fire(target, new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))

/** The button whose accessible name (aria-label or text) is `name`. */
export function buttonByName(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  )
  if (!found) throw new Error(`no button named '${name}'`)
  return found
}
