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
import { type ComponentType, lazy, memo, Suspense } from 'react'
import { watchNearViewport } from '../NearViewport/useNearViewport'

/** How a part's code is loaded. */
export interface LazyPartOptions {
  /**
   * In the browser, load the part's code when the part first renders, not right after the page:
   * for a part most visits never show (the error pages, a notice only some products have, the
   * search suggestions), so its code is no page's first-load JavaScript (issue #36). The server
   * still imports it at once, so its HTML holds the part in full; a page whose server HTML has the
   * part keeps that HTML until the code has arrived. Default: false (loaded after the page).
   */
  readonly onDemand?: boolean
  /**
   * In the browser, over the server's HTML, load the part's code when the part comes near the
   * screen: for a part below a phone's first screen with nothing to press but links (the footer),
   * so a visit that does not scroll there loads none of it (issue #36). Until then the server's
   * HTML stays, links and all (a click before the code arrives is an ordinary page load), but a
   * button does nothing, so a part with buttons or tabs should not use it unless the screen that
   * shows it loads it at once (the listing's filters: in a wide screen's sidebar, in view from the
   * start; a phone's modal renders them in the browser); a part rendered in the browser (after a
   * client-side navigation) loads at once. Default: false.
   */
  readonly whenNear?: boolean
}

/**
 * A component that renders `name` from the module `load` imports, loaded on its own.
 *
 * @example
 * const ProductTabs = lazyPart(() => import('../../product/productTabs'), 'ProductTabs')
 */
export function lazyPart<Module, Name extends keyof Module & string>(
  load: () => Promise<Module & Record<Name, PartComponent>>,
  name: Name,
  options: LazyPartOptions = {},
): Module[Name] {
  const mode = options.whenNear ? 'near' : options.onDemand ? 'demand' : 'page'
  const loader = lazyLoader(() => load().then((module) => module[name]), mode)
  const Part = lazy(loader.load)
  /** Watches the server's HTML that follows the marker; without any, loads at once. */
  const watch = (marker: HTMLTemplateElement | null) => {
    if (!marker) return undefined
    const html = serverHtmlAfter(marker)
    if (!html) {
      loader.open()
      return undefined
    }
    return watchNearViewport(html, loader.open)
  }
  function LazyPart(props: Record<string, unknown>) {
    const part = (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
    if (mode !== 'near') return part
    // An element with no box and no role, rendered on both sides, that finds the part's HTML.
    return (
      <>
        <template ref={watch} />
        {part}
      </>
    )
  }
  LazyPart.displayName = `lazyPart(${name})`
  // An update that reaches a part not hydrated yet makes React drop the part's server HTML and
  // render it in the browser once its code is there (the footer vanished for a moment): a parent's
  // render with the same props stops here.
  return memo(LazyPart) as unknown as Module[Name]
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
 * React.lazy's loader, and what opens a `whenNear` part's gate. The part's module is imported at
 * once, on both sides (in the browser only when first rendered if `onDemand`, or when near the
 * screen if `whenNear`), and once it has arrived the loader answers with a thenable that is
 * already settled, so rendering the part does not suspend: on the server the part is in the HTML
 * in place, not streamed after its fallback; in the browser its code is usually there when
 * hydration reaches it (hydration starts after the first paint). A part whose code comes later
 * keeps the server's HTML until it does.
 */
function lazyLoader(
  load: () => Promise<PartComponent>,
  mode: 'page' | 'demand' | 'near',
): { load: () => Promise<Loaded>; open: () => void } {
  let loaded: Loaded | null = null
  let loading: Promise<Loaded> | null = null
  const start = () => {
    loading ??= load().then((part): Loaded => {
      loaded = { default: part }
      return loaded
    })
    return loading
  }
  let opened: () => void = () => undefined
  const gate =
    mode === 'near' && !import.meta.env.SSR
      ? new Promise<void>((resolve) => {
          opened = resolve
        })
      : null
  if (mode === 'page' || import.meta.env.SSR) void start()
  return {
    // React.lazy only calls `then` on what the loader returns.
    load: () =>
      loaded ? (settled(loaded) as unknown as Promise<Loaded>) : gate ? gate.then(start) : start(),
    open: () => {
      opened()
      if (gate) void start()
    },
  }
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
