// How the storefront's browser build is cut into chunks (issue #18). Everything the root route
// imports statically loads on every page anyway, so it goes into one chunk, 'shell', instead of
// the dozens of small shared chunks Rollup would otherwise cut it into: each of those is one more
// request (and one more round trip on a phone) before the page hydrates, and one more module
// preload Lighthouse counts before the first paint (47–55 files on main, 8–9 with this). What a page loads on demand (dynamic imports:
// the region and auth modals, the map, …) stays out: only static imports are followed.
import type { GetManualChunk, ManualChunkMeta } from 'rollup'

/** The chunk every page's first load shares. */
export const SHELL_CHUNK = 'shell'

/**
 * The ui kit (app/ui) and the packages' modules that enough pages share go into a few chunks, by
 * which of the three pages most visits start on (home, a catalogue page, a product page) reach
 * them at first: one request for a set of pieces beat one each (the catalogue preloaded 14 files
 * when Rollup cut them), and none of the three loads a piece that no one of them uses (#36).
 * - 'ui': what the home page reaches, and what the catalogue and product pages both reach (the
 *   product card, the grid, prices, favourites, breadcrumbs); all three pages load it. What only
 *   the catalogue and product pages reached was a chunk of its own ('ui-extra', 1 kB gzip), which
 *   cost them 0.35 kB more in compression than the home page's loading it.
 */
export const UI_CHUNK = 'ui'
/** - 'ui-listing': what only the catalogue reaches (pagination, the listings' filter and paging queries). */
export const UI_LISTING_CHUNK = 'ui-listing'
/** - 'ui-product': what only the product page reaches (the product's and orders' dates). */
export const UI_PRODUCT_CHUNK = 'ui-product'
/**
 * - 'ui-more': what none of the three reaches at first: the generic modal (those pages open one
 *   only on a tap, and it loads with it) and the pieces of other pages. In 'ui' these weighed
 *   1.7 kB gzip on the home page's first load and 0.5–0.9 kB on the others'.
 */
export const UI_MORE_CHUNK = 'ui-more'
/** The three pages' route modules. */
const HOME_ROUTE = /\/app\/catalog\/routes\/home\.tsx$/
const PRODUCT_ROUTE = /\/app\/product\/routes\/product\.tsx$/
const CATALOG_ROUTE = /\/app\/catalog\/routes\/catalog\.tsx$/
const UI_KIT = /\/app\/ui\//
/**
 * A piece of the ui kit fewer pages use stays with them (issue #34): the SMS code field, the
 * confirmation modal, the tooltip and the tabs, used by one or two pages each (sign-in, the
 * operator's and loyalty card's screens, an order, the bonuses, the product's tabs), weighed
 * 1.2 kB gzip on every page's first load inside the ui chunk.
 */
const UI_KIT_SHARED_BY_PAGES = 3
/** The workspace packages' sources (the hooks and the sdk), bundled from TypeScript. */
const PACKAGE_SOURCE = /\/(hooks|sdk)\/src\//

/**
 * The packages' modules that the shell does not hold but many pages (or their lazily loaded
 * screens) use: useAddToCart, the favourites, the catalogue page and filter queries, useProduct…
 * Left to Rollup, each set of pages sharing them became a small chunk of its own (the catalogue
 * preloaded 14 files); they go with the ui kit, which those pages load anyway. Modules fewer
 * pages share stay with them (at 2 pages the ui kit grew by 7.4 kB gzip for every page).
 */
const SHARED_BY_PAGES = 10
/**
 * The ui kit's form field (label, control, error), which no first paint of a listing or a product
 * shows: it stays with the forms' pages and screens, not in a shared chunk (0.4 kB gzip on the
 * catalogue's and product's first load, #36).
 */
const UI_KIT_FORMS = /\/app\/ui\/Field\//

type SharedChunk =
  | typeof UI_CHUNK
  | typeof UI_LISTING_CHUNK
  | typeof UI_PRODUCT_CHUNK
  | typeof UI_MORE_CHUNK

/** The package modules and ui kit pieces enough pages share, by the chunk they go to. */
function sharedByPages(
  meta: ManualChunkMeta,
  shell: ReadonlySet<string>,
): Map<string, SharedChunk> {
  const users = new Map<string, number>()
  const pages = [...meta.getModuleIds()].filter((id) => {
    const info = meta.getModuleInfo(id)
    return Boolean(info && (info.isEntry || info.dynamicImporters.length > 0))
  })
  for (const page of pages) {
    if (shell.has(page)) continue
    for (const id of staticClosure(meta, (file) => file === fileOf(page))) {
      if (!shell.has(id) && (PACKAGE_SOURCE.test(fileOf(id)) || UI_KIT.test(fileOf(id))))
        users.set(id, (users.get(id) ?? 0) + 1)
    }
  }
  const enough = (id: string, count: number) =>
    count >= (UI_KIT.test(fileOf(id)) ? UI_KIT_SHARED_BY_PAGES : SHARED_BY_PAGES)
  const reaches = (route: RegExp) => staticClosure(meta, (file) => route.test(file))
  const home = reaches(HOME_ROUTE)
  const product = reaches(PRODUCT_ROUTE)
  const catalog = reaches(CATALOG_ROUTE)
  // Each page's closure holds what its modules import, so no chunk of these imports one that a
  // page loading it does not load too.
  const chunkOf = (id: string): SharedChunk => {
    if (home.has(id)) return UI_CHUNK
    if (product.has(id)) return catalog.has(id) ? UI_CHUNK : UI_PRODUCT_CHUNK
    return catalog.has(id) ? UI_LISTING_CHUNK : UI_MORE_CHUNK
  }
  return new Map(
    [...users]
      .filter(([id, count]) => enough(id, count) && !UI_KIT_FORMS.test(fileOf(id)))
      .map(([id]) => [id, chunkOf(id)] as const),
  )
}

/** The module ids (query strings dropped) of the root route's static import closure. */
function staticClosure(
  meta: ManualChunkMeta,
  isSeed: (file: string) => boolean,
  /** Modules not followed (and not counted). */
  skip?: RegExp,
): Set<string> {
  const seen = new Set<string>()
  const queue = [...meta.getModuleIds()].filter((id) => isSeed(fileOf(id)))
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (seen.has(id) || skip?.test(fileOf(id))) continue
    seen.add(id)
    const info = meta.getModuleInfo(id)
    if (info) queue.push(...info.importedIds)
  }
  return seen
}

const fileOf = (id: string) => id.split('?')[0] ?? id

/** The sdk's runtime: what the lazy client imports on its first call (the request and session cores). */
export const RUNTIME_CHUNK = 'sdk-runtime'
const RUNTIME_ENTRY = /\/sdk\/src\/lazyClient\/runtime\.ts$/
/**
 * Modules only the sdk's runtime needs (the request and session cores, the error catalogue's
 * readers): what the runtime's entry imports statically, less what the root already loads. Since
 * the browser build imports past the packages' barrels (vite.directImports.ts), the root's closure
 * is what it really uses, so the rest of the runtime waits for the first API call instead of
 * riding in 'shell' (reference-app/test/lazySdk.test.ts).
 */
function runtimeOnly(meta: ManualChunkMeta, shell: ReadonlySet<string>): Set<string> {
  const runtime = staticClosure(meta, (file) => RUNTIME_ENTRY.test(file))
  for (const id of shell) runtime.delete(id)
  return runtime
}

/** The error catalogue's readers, which the sdk loads with the first failure shown (#36). */
const FAILURE_TEXTS_ENTRY = /\/sdk\/src\/core\/failureTexts\.ts$/
/**
 * The error catalogue and its readers (what sdk/src/core/failureTexts.ts reaches, less the root's
 * closure), and the modules that import them directly (app/ui/errors.ts, the hooks that show a
 * failure's text): left to Rollup, so they travel with the screens that show a failure's text
 * and with the sdk's on-demand chunk, not in 'ui', which every page loads (about 2 kB gzip).
 */
function failureTextsOnly(meta: ManualChunkMeta, shell: ReadonlySet<string>): Set<string> {
  const texts = staticClosure(meta, (file) => FAILURE_TEXTS_ENTRY.test(file))
  for (const id of shell) texts.delete(id)
  const readers = [...meta.getModuleIds()].filter((id) =>
    meta.getModuleInfo(id)?.importedIds.some((imported) => texts.has(imported)),
  )
  for (const id of readers) if (!shell.has(id)) texts.add(id)
  return texts
}

/**
 * Rollup's manualChunks for the client build: the sdk's runtime → 'sdk-runtime' (loaded on
 * the first API call), the rest of the root's static closure → 'shell', app/ui and the packages'
 * modules enough pages share → 'ui', 'ui-listing', 'ui-product' or 'ui-more'.
 */
export function firstLoadChunks(rootFile: string): GetManualChunk {
  let plan: {
    shell: Set<string>
    runtime: Set<string>
    shared: Map<string, string>
  } | null = null
  return (id, meta) => {
    if (!plan) {
      const shell = staticClosure(meta, (file) => file === rootFile)
      const runtime = runtimeOnly(meta, shell)
      const shared = sharedByPages(meta, shell)
      for (const module of runtime) shared.delete(module)
      for (const module of failureTextsOnly(meta, shell)) shared.delete(module)
      plan = { shell, runtime, shared }
    }
    if (plan.runtime.has(id)) return RUNTIME_CHUNK
    if (plan.shell.has(id)) return SHELL_CHUNK
    return plan.shared.get(id)
  }
}
