// The layout rules of reference-api/src (reference-api/docs/layout.md), checked by reading the
// files: no import cycle between modules, and every file name in camelCase.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findCycle, importsOf } from '../../scripts/importGraph.mjs'

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : []
  })
}

const files = sourceFiles(srcDir)
const known = new Set(files)

describe('reference-api layout', () => {
  it('has no import cycle under src/', () => {
    // generated/ is left out: codegen writes it, and its only imports are the mappers' model types
    // (codegen.ts `mappers`), which may use the generated types — a type-only circle that the
    // contract itself requires. Every hand-written module still counts.
    const graph = new Map(
      files
        .filter((file) => !file.startsWith(join(srcDir, 'generated')))
        .map((file) => [file, importsOf(file, readFileSync(file, 'utf8'), (p) => known.has(p))]),
    )
    const cycle = findCycle(graph)
    expect(cycle?.map((file) => relative(srcDir, file)) ?? null).toBeNull()
  })

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ])
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a'])
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toBeNull()
    const text = "import type { X } from './x'\nimport { y } from './y'\nexport * from './z'\n"
    expect(importsOf('/s/a.ts', text, () => true)).toEqual(['/s/x.ts', '/s/y.ts', '/s/z.ts'])
  })

  it('imports the sdk only through its narrow subpaths, never the client barrel', () => {
    const barrel = /from\s+'@apteka\/sdk'/
    const wrong = files
      .filter((file) => !file.includes('/generated/') && barrel.test(readFileSync(file, 'utf8')))
      .map((file) => relative(srcDir, file))
    expect(wrong).toEqual([])
  })

  it('names every file under src/ in camelCase', () => {
    const camelCase = /^[a-z][a-zA-Z0-9]*(\.test)?(\.test-d)?\.ts$/
    const wrong = files
      .map((file) => relative(srcDir, file))
      .filter(
        (path) =>
          !path
            .split('/')
            .every((part, i, parts) =>
              i < parts.length - 1 ? /^[a-z][a-zA-Z0-9]*$/.test(part) : camelCase.test(part),
            ),
      )
    expect(wrong).toEqual([])
  })
})
