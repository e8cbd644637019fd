// Ids made by useId are not the same on both sides: the server's React gives '_R_…_', the browser's
// Preact 'P0-…'. Hydration keeps the server's attributes as they are, so an element rendered later
// (a dropdown, an error message) would carry Preact's id while the input that points at it still
// carried React's. While the page hydrates, the attributes that hold or point at ids are set to
// the browser's values, so every reference agrees from then on.
import { options } from 'preact'

/** Attributes whose value is an id, or a list of ids. */
const ID_ATTRIBUTES = [
  'id',
  'for',
  'htmlFor',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-labelledby',
  'aria-owns',
  'headers',
  'list',
] as const

/** What Preact's options.diffed sees of a vnode: its props, and its element (mangled `_dom`). */
interface DiffedVNode {
  readonly type: unknown
  readonly props: Readonly<Record<string, unknown>>
  readonly __e?: unknown
}

/** Parts still to hydrate: the page's first pass, then each part HydrateLater put off. */
let pending = 0
let previous: typeof options.diffed

function setBrowserIds(vnode: Parameters<NonNullable<typeof options.diffed>>[0]) {
  const { type, props, __e: element } = vnode as unknown as DiffedVNode
  if (typeof type === 'string' && element instanceof Element) {
    for (const name of ID_ATTRIBUTES) {
      const value = props[name]
      const attribute = name === 'htmlFor' ? 'for' : name
      if (typeof value === 'string' && element.getAttribute(attribute) !== value)
        element.setAttribute(attribute, value)
    }
  }
  previous?.(vnode)
}

/** A part of the page starts hydrating (the id attributes are set from now on). */
export function hydrationBegins(): void {
  if (pending++ === 0) {
    previous = options.diffed
    options.diffed = setBrowserIds
  }
}

/** A part of the page has hydrated; with the last one the ids are left alone again. */
export function hydrationEnds(): void {
  if (--pending === 0) options.diffed = previous
}

/** Whether the page is hydrating (its first pass, or a part put off), when a part may be put off. */
export const isHydrating = () => hydrating || partsHydrating > 0
let hydrating = false
let partsHydrating = 0

/** A part put off by HydrateLater starts (true) or ends (false) its hydrating render. */
export function partHydrates(starts: boolean): void {
  partsHydrating += starts ? 1 : -1
}

/** Runs `hydrate` with the id attributes of every element it hydrates set to the browser's ids. */
export function hydrateWithBrowserIds(hydrate: () => void): void {
  hydrationBegins()
  hydrating = true
  try {
    hydrate()
  } finally {
    hydrating = false
    hydrationEnds()
  }
}
