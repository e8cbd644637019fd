// Issue #18: a page rendered on the server hydrates from its dehydrated queries, so the sdk's
// runtime is loaded with the first call, not with the page, and no script a route loads up front
// may hold Effect code. The runtime itself runs on Effect (issue #36): Effect arrives with it.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { APP_DIR, ensureBuild } from './browser/harness'

/** Effect's type ids ('~effect/Effect', '~effect/Layer', …): only Effect's code spells them. */
const EFFECT_MARKER = /["'`]~effect\//

interface ManifestPart {
  readonly module: string
  readonly imports?: readonly string[]
}

/** React Router's browser manifest: the entry and every route's module with its static imports. */
function readManifest(assets: string): {
  entry: ManifestPart
  routes: Record<string, ManifestPart>
} {
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error('no manifest in the build')
  const text = readFileSync(join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1))
}

describe('the storefront’s first load', () => {
  it('holds no Effect code on any route; Effect arrives with the runtime the first call loads', () => {
    ensureBuild()
    const assets = join(APP_DIR, 'build/client/assets')
    const { entry, routes } = readManifest(assets)
    const root = routes.root
    expect(root).toBeDefined()
    const scriptsOf = (part: ManifestPart) => [part.module, ...(part.imports ?? [])]
    const firstLoad = new Set<string>([...scriptsOf(entry), ...(root ? scriptsOf(root) : [])])
    for (const route of Object.values(routes)) {
      for (const script of scriptsOf(route)) firstLoad.add(script)
    }
    const holdingEffect = [...firstLoad].filter((script) =>
      EFFECT_MARKER.test(readFileSync(join(assets, script.replace(/^\/assets\//, '')), 'utf8')),
    )
    expect(holdingEffect).toEqual([])

    // The runtime the first call loads does: the sdk's request path runs on Effect (issue #36).
    const holdingEffectLater = readdirSync(assets).filter(
      (name) =>
        name.endsWith('.js') && EFFECT_MARKER.test(readFileSync(join(assets, name), 'utf8')),
    )
    expect(holdingEffectLater.length).toBeGreaterThan(0)
    // The marker is real: Effect's own code spells it.
    const effectCore = fileURLToPath(
      new URL('../../node_modules/effect/dist/internal/core.js', import.meta.url),
    )
    expect(EFFECT_MARKER.test(readFileSync(effectCore, 'utf8'))).toBe(true)
  })
})
