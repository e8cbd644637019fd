// Preact hydrates the server's HTML without touching its attributes (it patches only text), so an
// attribute the browser renders differently would stay as the server left it. Two things make
// them differ, and while the page hydrates, an element's attributes of these kinds are set to
// what the browser rendered:
// - Ids made by useId: the server's React gives '_R_…_', the browser's Preact 'P0-…'. An element
//   rendered later (a dropdown, an error message) carries Preact's id, so the attributes that
//   hold or point at ids must carry it too.
// - State that changed before a part's turn (ui/HydrateLater): the first pass's effects load the
//   favourites, the cart and the history from storage, so a heart hydrated later renders pressed
//   where the server's HTML said not pressed. The attributes state sets (aria-*, data-*, class,
//   hidden, disabled, href, title) follow the render.
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

/** Attributes, besides the ids, that follow the page's state. */
const STATE_ATTRIBUTES = new Set(['class', 'hidden', 'disabled', 'href', 'title'])

const keptTrue = (name: string) =>
  name.startsWith('aria-') ||
  name.startsWith('data-') ||
  STATE_ATTRIBUTES.has(name) ||
  (ID_ATTRIBUTES as readonly string[]).includes(name)

/** The attribute Preact renders for a prop's value: null for none, undefined for a prop it does not render as one. */
function attributeValue(name: string, value: unknown): string | null | undefined {
  if (value == null) return null
  if (typeof value === 'boolean')
    return name.startsWith('aria-') || name.startsWith('data-') ? String(value) : value ? '' : null
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return undefined
}

function setRenderedAttributes(vnode: Parameters<NonNullable<typeof options.diffed>>[0]) {
  const { type, props, __e: element } = vnode as unknown as DiffedVNode
  if (typeof type === 'string' && element instanceof Element) {
    for (const name of Object.keys(props)) {
      // preact/compat gives `class` and `className` both; `class` is the one rendered.
      if (name === 'className' && 'class' in props) continue
      const attribute = name === 'htmlFor' ? 'for' : name === 'className' ? 'class' : name
      if (!keptTrue(attribute)) continue
      const value = attributeValue(attribute, props[name])
      if (value === undefined || element.getAttribute(attribute) === value) continue
      if (value === null) element.removeAttribute(attribute)
      else element.setAttribute(attribute, value)
    }
  }
  previous?.(vnode)
}

/** A part of the page starts hydrating (its attributes are set as rendered from now on). */
export function hydrationBegins(): void {
  if (pending++ === 0) {
    previous = options.diffed
    options.diffed = setRenderedAttributes
  }
}

/** A part of the page has hydrated; with the last one, attributes are Preact's alone again. */
export function hydrationEnds(): void {
  if (--pending > 0) return
  options.diffed = previous
  // The last part has hydrated: the whole page answers clicks from now on. Browser tests wait for
  // this mark before they click (a click on server HTML not yet hydrated does nothing).
  if (pageHydrating) document.documentElement.dataset.hydrated = 'true'
}

/** Whether the page is hydrating (its first pass, or a part put off), when a part may be put off. */
export const isHydrating = () => hydrating || partsHydrating > 0
let hydrating = false
let partsHydrating = 0
/** The page's first pass has run; its parts may still be waiting for their turn. */
let pageHydrating = false

/** A part put off by HydrateLater starts (true) or ends (false) its hydrating render. */
export function partHydrates(starts: boolean): void {
  partsHydrating += starts ? 1 : -1
}

/** Runs `hydrate` with the attributes of every element it hydrates set as the browser renders them. */
export function hydrateWithRenderedAttributes(hydrate: () => void): void {
  hydrationBegins()
  hydrating = true
  try {
    hydrate()
    // Not set when the first pass suspended (React Router's state still decoding): it runs again.
    pageHydrating = true
  } finally {
    hydrating = false
    hydrationEnds()
  }
}
