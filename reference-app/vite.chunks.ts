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
 * The rest of the storefront's ui kit (app/ui: product cards, breadcrumbs, pagination, …) in one
 * chunk: most pages use several of its pieces, and one request for all of them beat one each on
 * the three measured pages (home, catalogue, product: 8–9 files instead of 9–14, ±2 kB gzip).
 */
export const UI_CHUNK = 'ui'
const UI_KIT = /\/app\/ui\//

/** The module ids (query strings dropped) of the root route's static import closure. */
function staticClosure(meta: ManualChunkMeta, isSeed: (file: string) => boolean): Set<string> {
  const seen = new Set<string>()
  const queue = [...meta.getModuleIds()].filter((id) => isSeed(fileOf(id)))
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    const info = meta.getModuleInfo(id)
    if (info) queue.push(...info.importedIds)
  }
  return seen
}

const fileOf = (id: string) => id.split('?')[0] ?? id

/** Rollup's manualChunks for the client build: the root's static closure → 'shell'. */
export function firstLoadChunks(rootFile: string): GetManualChunk {
  let shell: Set<string> | null = null
  return (id, meta) => {
    shell ??= staticClosure(meta, (file) => file === rootFile)
    if (shell.has(id)) return SHELL_CHUNK
    return UI_KIT.test(fileOf(id)) ? UI_CHUNK : undefined
  }
}
