// A part of a page whose code loads on its own (issue #36): React.lazy behind a <Suspense>
// boundary. The server renders it in full, so the HTML stays complete for search engines and the
// first paint; the browser fetches its code beside the page's instead of preloading it with the
// page, and React 19 hydrates the part when its code has arrived (selective hydration), leaving
// the server's HTML in place until then.
//
// A part's stylesheet must load with the page, not with the part's code, or the server's HTML of
// the part would show unstyled until the code arrives: a part uses the CSS module of the page that
// places it (productTabs.tsx uses ProductPage.module.css), or, in the shell, the shell imports the
// part's stylesheet (the root's static imports build into the 'shell' chunk, vite.chunks.ts).
// test/firstLoad.test.ts checks that no part has a stylesheet of its own.
import {
  type ComponentType,
  lazy,
  memo,
  type ReactElement,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react'
import { watchNearViewport } from '../NearViewport/useNearViewport'

/** How a part's code is loaded. */
export interface LazyPartOptions {
  /**
   * In the browser, over the server's HTML, load the part's code when the part comes near the
   * screen or the shopper first moves on the page (a scroll, a tap or click, a key): for a part
   * below a phone's first screen (the footer, the product's tabs and shelves), so a visit that
   * only looks at the first screen loads none of it (issue #36). Until then the server's HTML
   * stays, links and all (a click before the code arrives is an ordinary page load); a click on
   * anything else in it (a tab, a cart button), which React would drop, is kept and clicked again
   * once the part has hydrated. A part in view from the start loads at once (the listing's
   * filters in a wide screen's sidebar; the product's tabs on a desktop), and so does a part
   * rendered in the browser (after a client-side navigation). Default: false (loaded when the
   * part first renders in the browser).
   */
  readonly whenNear?: boolean
}

/**
 * A component that renders `name` from the module `load` imports, loaded on its own: in the
 * browser when the part first renders, not with the page, so its code is no page's first-load
 * JavaScript (issue #36) — for a part most visits never show (the error pages, a notice only some
 * products have, the search suggestions) — or, with `whenNear`, when it nears the screen. The
 * server imports it at once, so its HTML holds the part in full; a page whose server HTML has
 * the part keeps that HTML until the code has arrived.
 *
 * @example
 * const ProductTabs = lazyPart(() => import('./productTabs'), 'ProductTabs', { whenNear: true })
 */
export function lazyPart<Module, Name extends keyof Module & string>(
  load: () => Promise<Module & Record<Name, PartComponent>>,
  name: Name,
  options: LazyPartOptions = {},
): Module[Name] {
  const near = options.whenNear === true
  /** A click on the part's server HTML that React dropped, to click again once it has hydrated. */
  let kept: HTMLElement | null = null
  const loader = lazyLoader(() => load().then((module) => module[name]), near)
  const Part = lazy(loader.load)
  /**
   * Watches the server's HTML that follows the marker (without any, loads at once): the part
   * loads when it nears the screen or at the shopper's first scroll, tap or key. A click on it
   * while its code is missing is kept: React drops a click on a part it cannot hydrate yet
   * (react-dom's dispatchEvent), so a tap on a tab right after a scroll would do nothing. A click
   * on a link is left to the browser (an ordinary page load); one that comes once the code is
   * there is React's own (it hydrates the part at once for it).
   */
  const watch = (marker: HTMLTemplateElement | null) => {
    const html = marker && serverHtmlAfter(marker)
    if (!marker) return undefined
    if (!html) return loader.open()
    const stopNear = watchNearViewport(html, loader.open)
    const listening = new AbortController()
    const options = { capture: true, passive: true, signal: listening.signal }
    for (const move of FIRST_MOVES) window.addEventListener(move, loader.open, options)
    const keep = (event: MouseEvent) => {
      const target = event.target as HTMLElement
      if (loader.part || target.closest('a[href]')) return
      if (!serverHtmlNodes(marker).some((node) => node.contains(target))) return
      // A submit button's form would post itself natively: the replayed click submits it.
      event.preventDefault()
      kept = target
      loader.open()
    }
    window.addEventListener('click', keep, { capture: true, signal: listening.signal })
    return () => {
      stopNear?.()
      listening.abort()
    }
  }
  function LazyPart(props: Record<string, unknown>) {
    // The part as first rendered, until its code has arrived; then with the latest props. An
    // update that reaches a part not hydrated yet makes React drop the part's server HTML and
    // render it in the browser once its code is there (the footer vanished for a moment; the
    // product's tabs, whose page re-renders as its data arrives, would vanish until the shopper
    // scrolls to them): React skips an element it rendered before, so the update does not reach
    // the part, which hydrates with the props the server rendered.
    const [arrived, setArrived] = useState(false)
    const held = useRef<ReactElement>(null)
    useEffect(() => {
      if (!loader.part) void loader.load().then(() => setArrived(true))
    }, [])
    // Once the code has arrived this render's commit comes after the part's hydration (React
    // hydrates a part before it applies an update to it): the dropped click is clicked again.
    useEffect(() => {
      if (arrived && kept?.isConnected) kept.click()
      if (arrived) kept = null
    }, [arrived])
    let part = (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
    if (!loader.part) part = held.current ??= part
    if (!near) return part
    // An element with no box and no role, rendered on both sides, that finds the part's HTML.
    return (
      <>
        <template ref={watch} />
        {part}
      </>
    )
  }
  LazyPart.displayName = `lazyPart(${name})`
  // A parent's render with the same props stops here.
  return memo(LazyPart) as unknown as Module[Name]
}

/** The shopper's first moves on the page, which start a `whenNear` part's code. */
const FIRST_MOVES = ['scroll', 'pointerdown', 'keydown'] as const

/**
 * The nodes of the part's server HTML: those between `<!--$-->` after the marker and the first
 * `<!--/$-->` beside them (a part's own boundaries are inside its elements).
 */
function serverHtmlNodes(marker: Element): Node[] {
  const nodes: Node[] = []
  let node = marker.nextSibling?.nextSibling
  for (; node && !(node instanceof Comment && node.data === '/$'); node = node.nextSibling) {
    nodes.push(node)
  }
  return nodes
}

/**
 * The first element of the part's server HTML after its marker, while React has not hydrated it
 * yet: React writes a completed Suspense boundary as `<!--$-->…<!--/$-->`. Null when the part was
 * rendered in the browser (no such comment follows the marker).
 */
function serverHtmlAfter(marker: Element): Element | null {
  const next = marker.nextSibling
  return next instanceof Comment && next.data === '$' ? marker.nextElementSibling : null
}

/** A part's component, whatever its props (its own type is what lazyPart returns). */
// biome-ignore lint/suspicious/noExplicitAny: any props; the caller keeps the component's own type
type PartComponent = ComponentType<any>

type Loaded = { default: PartComponent }

/**
 * React.lazy's loader, the part's component once its code has arrived, and what opens a
 * `whenNear` part's gate. The part's module is imported at once, on both sides (in the browser
 * only when first rendered, or when near the screen if `whenNear`), and once it has
 * arrived the loader answers with a thenable that is already settled, so rendering the part does
 * not suspend: on the server the part is in the HTML in place, not streamed after its fallback;
 * in the browser its code is usually there when hydration reaches it (hydration starts after the
 * first paint). A part whose code comes later keeps the server's HTML until it does.
 */
function lazyLoader(load: () => Promise<PartComponent>, near: boolean) {
  let loaded: Loaded | null = null
  let loading: Promise<Loaded> | null = null
  const start = () => {
    loading ??= load().then((part): Loaded => {
      loader.part = part
      loaded = { default: part }
      return loaded
    })
    return loading
  }
  let opened: () => void = () => undefined
  const gate =
    near && !import.meta.env.SSR
      ? new Promise<void>((resolve) => {
          opened = resolve
        })
      : null
  const loader = {
    /** The part's component, once its code has arrived. */
    part: null as PartComponent | null,
    // React.lazy only calls `then` on what the loader returns.
    load: (): Promise<Loaded> =>
      loaded ? (settled(loaded) as unknown as Promise<Loaded>) : gate ? gate.then(start) : start(),
    open: () => {
      opened()
      if (gate) void start()
    },
  }
  if (import.meta.env.SSR) void start()
  return loader
}

/** A thenable that calls back at once: React.lazy reads its value without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  const thenable: PromiseLike<T> = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
    then(onFulfilled) {
      onFulfilled?.(value)
      return thenable as never
    },
  }
  return thenable
}
