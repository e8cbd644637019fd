// The sdk's one module rule (DESIGN, issue #14): a folder's `index.ts` is its surface, and
// nothing imports past it from another folder. Private code shared by folders lives in
// `src/internal/`; the generated contract is `src/generated/` (the operation types in graphql.ts,
// the documents with their texts in documents.ts and as hashes only in persistedDocuments.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
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

/** The top folder of a path under src ('' for the entry files beside index.ts). */
const folderOf = (path: string) => {
  const parts = relative(src, path).split(sep)
  return parts.length > 1 ? parts[0]! : ''
}

/** The generated files (src/generated/) any folder may import. */
const GENERATED_CONTRACT: ReadonlySet<string> = new Set([
  'graphql',
  'documents',
  'persistedDocuments',
])

/** The imports of a file that leave its folder for a file that is not that folder's surface. */
export function deepImports(file: string, text: string): string[] {
  const from = folderOf(file)
  const found: string[] = []
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)) {
    const specifier = match[1]!
    const target = resolve(dirname(file), specifier)
    const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false
    const folder = isFolder ? relative(src, target).split(sep)[0]! : folderOf(`${target}.ts`)
    if (folder === from || folder === 'internal') continue
    const inside = relative(join(src, folder), target)
    const surface = inside === '' || inside === 'index'
    const contract = folder === 'generated' && GENERATED_CONTRACT.has(inside)
    if (!surface && !contract) found.push(`${relative(src, file)} → ${specifier}`)
  }
  return found
}

describe('sdk module rule', () => {
  it('no file imports past another folder’s index.ts', () => {
    const violations = sourceFiles(src).flatMap((file) =>
      deepImports(file, readFileSync(file, 'utf8')),
    )
    expect(violations).toEqual([])
  })

  it('the check sees a deep import across folders, and lets a folder’s own files be', () => {
    const client = join(src, 'client/createStorefrontClient.ts')
    expect(deepImports(client, "import type { CookieStore } from '../session/Cookies'")).toEqual([
      'client/createStorefrontClient.ts → ../session/Cookies',
    ])
    expect(deepImports(client, "import { Session } from '../session'")).toEqual([])
    expect(deepImports(client, "import { ApiRequestError } from './ApiRequestError'")).toEqual([])
    expect(deepImports(client, "import { x } from '../internal/jwt'")).toEqual([])
    expect(deepImports(client, "import { CartDocument } from '../generated/graphql'")).toEqual([])
  })
})
