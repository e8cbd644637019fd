// @vitest-environment node
// No import cycle under sdk/src (type-only imports count: a circle of types is a circle), with
// the check shared by the layout tests of hooks and reference-api (scripts/importGraph.mjs).
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findCycle, importGraphOf, sourceFiles } from '../../scripts/importGraph.mjs'

const src = fileURLToPath(new URL('../src', import.meta.url))

describe('sdk layout', () => {
  it('has no import cycle under src/', () => {
    const files = sourceFiles(src)
    expect(files.length).toBeGreaterThan(100)
    const cycle = findCycle(importGraphOf(files, (file) => readFileSync(file, 'utf8')))
    expect(cycle?.map((file) => relative(src, file)) ?? null).toBeNull()
  })

  it('finds a cycle through a folder’s index.ts (the check itself)', () => {
    const texts: Record<string, string> = {
      '/s/cart/index.ts': "export { cartVerbs } from './cartVerbs'\n",
      '/s/cart/cartVerbs.ts': "import type { StorefrontState } from '../core'\n",
      '/s/core/index.ts': "export * from './storefrontCore'\n",
      '/s/core/storefrontCore.ts': "import { BASE_PRICE_TYPE } from '../cart'\n",
    }
    const graph = importGraphOf(Object.keys(texts), (file) => texts[file] ?? '')
    expect(findCycle(graph)).toEqual([
      '/s/cart/index.ts',
      '/s/cart/cartVerbs.ts',
      '/s/core/index.ts',
      '/s/core/storefrontCore.ts',
      '/s/cart/index.ts',
    ])
  })
})
