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
  const Part = lazy(
    lazyLoader(() => load().then((module) => module[name]), options.onDemand === true),
  )
  function LazyPart(props: Record<string, unknown>) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
  LazyPart.displayName = `lazyPart(${name})`
  // An update that reaches a part not hydrated yet makes React drop the part's server HTML and
  // render it in the browser once its code is there (the footer vanished for a moment): a parent's
  // render with the same props stops here.
  return memo(LazyPart) as unknown as Module[Name]
}

/** A part's component, whatever its props (its own type is what lazyPart returns). */
// biome-ignore lint/suspicious/noExplicitAny: any props; the caller keeps the component's own type
type PartComponent = ComponentType<any>

type Loaded = { default: PartComponent }

/**
 * React.lazy's loader. The part's module is imported at once, on both sides (in the browser only
 * when first rendered if `onDemand`), and once it has arrived the loader answers with a thenable
 * that is already settled, so rendering the part does not suspend: on the server the part is in
 * the HTML in place, not streamed after its fallback; in the browser its code is usually there
 * when hydration reaches it (hydration starts after the first paint). A part whose code comes
 * later keeps the server's HTML until it does.
 */
function lazyLoader(load: () => Promise<PartComponent>, onDemand: boolean): () => Promise<Loaded> {
  let loaded: Loaded | null = null
  let loading: Promise<Loaded> | null = null
  const start = () => {
    loading ??= load().then((part): Loaded => {
      loaded = { default: part }
      return loaded
    })
    return loading
  }
  if (!onDemand || import.meta.env.SSR) void start()
  // React.lazy only calls `then` on what the loader returns.
  return () => (loaded ? (settled(loaded) as unknown as Promise<Loaded>) : start())
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
