// @vitest-environment node
// DESIGN rules of the hooks package a tool can check (issue #14): hooks reach other packages
// only through their public entries — never a file named internal, never another package's
// src/ — and the public index re-exports nothing from a file called internal.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('../src', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const specifiersOf = (text: string) =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!)

/** The imports of a hooks file that break the package rule. */
export function forbiddenImports(text: string): string[] {
  return specifiersOf(text).filter((specifier) => {
    const segments = specifier.split('/')
    if (segments.includes('internal')) return true
    // A relative path that climbs out of hooks/src into another package's sources.
    if (
      specifier.startsWith('.') &&
      /(^|\/)(sdk|schema|reference-app|reference-api)\//.test(specifier)
    )
      return true
    return /^@apteka\/[^/]+\/src(\/|$)/.test(specifier)
  })
}

describe('hooks import rules', () => {
  it('no hooks file imports a file named internal or another package’s src', () => {
    const found = sourceFiles(src).flatMap((file) =>
      forbiddenImports(readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(src, file)} → ${specifier}`,
      ),
    )
    expect(found).toEqual([])
  })

  it('the check catches each forbidden form and lets the public entries be', () => {
    expect(forbiddenImports("import { CartSync } from '@apteka/sdk/internal/cartSync'")).toEqual([
      '@apteka/sdk/internal/cartSync',
    ])
    expect(forbiddenImports("export { x } from './internal/runtime'")).toEqual([
      './internal/runtime',
    ])
    expect(forbiddenImports("import { x } from '../../sdk/src/core'")).toEqual([
      '../../sdk/src/core',
    ])
    expect(forbiddenImports("import { x } from '@apteka/sdk/src/core'")).toEqual([
      '@apteka/sdk/src/core',
    ])
    expect(forbiddenImports("import { createStorefrontCore } from '@apteka/sdk'")).toEqual([])
    expect(forbiddenImports("import { useStorefrontRuntime } from './provider/context'")).toEqual(
      [],
    )
  })
})
