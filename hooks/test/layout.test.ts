// @vitest-environment node
// The hooks layout rules a tool can check (issues #14, #36): a hook file holds one hook that wires
// a core object or query-options factory into React, so none grows past ~120 lines; every file
// imports React or TanStack's React package, or holds only types (the logic lives in the sdk),
// and a file that names the framework only in types sends no operation of its own; and no
// import cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { findCycle, importGraphOf, sourceFiles } from '../../scripts/importGraph.mjs'

const src = fileURLToPath(new URL('../src', import.meta.url))
/** The most lines a hook file may have. */
export const HOOK_FILE_MAX_LINES = 120

function hookFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : hookFiles(path)
    return /^use[A-Z]\w*\.tsx?$/.test(name) ? [path] : []
  })
}

/** `file: lines` for each text over the limit. */
export function oversizedHookFiles(files: Record<string, string>, max = HOOK_FILE_MAX_LINES) {
  return Object.entries(files)
    .map(([file, text]) => [file, text.replace(/\n$/, '').split('\n').length] as const)
    .filter(([, lines]) => lines > max)
    .map(([file, lines]) => `${file}: ${lines}`)
}

/** The names of the hooks a file exports (`export function useX`). */
const hooksOf = (text: string) =>
  [...text.matchAll(/^export function (use[A-Z]\w*)/gm)].map((match) => match[1])

const FRAMEWORK = new Set(['react', '@tanstack/react-query'])

/** An operation document of the contract (`CartDocument`), what a call to the API sends. */
const OPERATION_DOCUMENT = /^\w+Document$/

/** The names a file imports as values (not `import type`, not `type X`) from the sdk. */
function sdkValueImports(statement: ts.ImportDeclaration): string[] {
  const clause = statement.importClause
  const bindings = clause?.namedBindings
  if (!clause || clause.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) return []
  return bindings.elements.filter((element) => !element.isTypeOnly).map((e) => e.name.text)
}

/**
 * Why a file is framework-free logic, or null: it imports React or react-query, or every
 * statement is a type (type imports and exports, interfaces, type aliases) or a re-export.
 * A file that imports the framework only for its types (`QueryClient`) and sends operations of
 * its own (imports a `…Document` from the sdk) is logic too: its calls belong in the sdk.
 */
export function frameworkFreeLogic(file: string, text: string): string | null {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest)
  const runtime = source.statements.filter((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text
      if (FRAMEWORK.has(from)) return false
      return !statement.importClause?.isTypeOnly
    }
    // A re-export (`export { x } from '…'`, the package's index.ts) holds no logic of its own.
    if (ts.isExportDeclaration(statement))
      return !statement.isTypeOnly && statement.moduleSpecifier === undefined
    return !ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)
  })
  const imports = source.statements.filter(ts.isImportDeclaration)
  const frameworkImports = imports.filter((statement) =>
    FRAMEWORK.has((statement.moduleSpecifier as ts.StringLiteral).text),
  )
  const typesOnly = frameworkImports.every((statement) => statement.importClause?.isTypeOnly)
  const sent = imports
    .filter((statement) => (statement.moduleSpecifier as ts.StringLiteral).text === '@apteka/sdk')
    .flatMap(sdkValueImports)
    .find((name) => OPERATION_DOCUMENT.test(name))
  if (frameworkImports.length > 0 && typesOnly && sent)
    return `${file}: sends ${sent} with the framework only in its types`
  if (frameworkImports.length > 0 || runtime.length === 0) return null
  return `${file}: ${runtime[0]?.getText(source).split('\n')[0]}`
}

describe('hooks layout', () => {
  const files = Object.fromEntries(
    hookFiles(src).map((file) => [relative(src, file), readFileSync(file, 'utf8')]),
  )

  it(`no hook file is over ${HOOK_FILE_MAX_LINES} lines`, () => {
    expect(Object.keys(files).length).toBeGreaterThan(40)
    expect(oversizedHookFiles(files)).toEqual([])
  })

  it('a hook file exports one hook, named like the file', () => {
    const misplaced = Object.entries(files).flatMap(([file, text]) => {
      const name = file.replace(/^.*\//, '').replace(/\.tsx?$/, '')
      const hooks = hooksOf(text)
      return hooks.length === 1 && hooks[0] === name ? [] : [`${file}: ${hooks.join(', ')}`]
    })
    expect(misplaced).toEqual([])
  })

  it('every file imports React or react-query, or holds only types and re-exports', () => {
    const logic = sourceFiles(src, ['__tests__']).flatMap((file) => {
      const found = frameworkFreeLogic(relative(src, file), readFileSync(file, 'utf8'))
      return found ? [found] : []
    })
    expect(logic).toEqual([])
  })

  it('the framework check tells a type file and a hook from framework-free logic', () => {
    const types =
      "import type { A } from '@apteka/sdk'\nexport interface B extends A {}\ntype C = B\n"
    expect(frameworkFreeLogic('types.ts', types)).toBeNull()
    const hook =
      "import { useMemo } from 'react'\nexport function useX() { return useMemo(() => 1, []) }\n"
    expect(frameworkFreeLogic('useX.ts', hook)).toBeNull()
    const logic =
      "import type { A } from '@apteka/sdk'\nexport function addToCart(a: A) { return a }\n"
    expect(frameworkFreeLogic('addToCart.ts', logic)).toBe(
      'addToCart.ts: export function addToCart(a: A) { return a }',
    )
    expect(frameworkFreeLogic('keys.ts', 'export const KEY = 1\n')).toBe(
      'keys.ts: export const KEY = 1',
    )
    expect(frameworkFreeLogic('index.ts', "export { useCart } from './useCart'\n")).toBeNull()
  })

  it('a file that names the query client only as a type and sends an operation is logic', () => {
    const steps =
      "import { LoyaltiesDocument } from '@apteka/sdk'\nimport type { QueryClient } from '@tanstack/react-query'\nexport const load = (c: QueryClient) => c\n"
    expect(frameworkFreeLogic('loyaltyCardSteps.ts', steps)).toBe(
      'loyaltyCardSteps.ts: sends LoyaltiesDocument with the framework only in its types',
    )
    // An adapter of the query client that sends nothing, and a query-options factory, are not.
    const adapter =
      "import { storefrontKeys } from '@apteka/sdk'\nimport type { QueryClient } from '@tanstack/react-query'\nexport const set = (c: QueryClient) => c\n"
    expect(frameworkFreeLogic('runtime.ts', adapter)).toBeNull()
    const factory =
      "import { CartDocument } from '@apteka/sdk'\nimport { queryOptions } from '@tanstack/react-query'\nexport const o = () => queryOptions({ queryKey: [] })\n"
    expect(frameworkFreeLogic('cartQueries.ts', factory)).toBeNull()
  })

  it('has no import cycle under src/ (type-only imports count)', () => {
    const files = sourceFiles(src, ['__tests__'])
    const cycle = findCycle(importGraphOf(files, (file) => readFileSync(file, 'utf8')))
    expect(cycle?.map((file) => relative(src, file)) ?? null).toBeNull()
  })

  it('the cycle check finds a cycle of type imports', () => {
    const texts: Record<string, string> = {
      '/s/useCart.ts': "import type { CartLineRef } from './cart/cartLineVerbs'\n",
      '/s/cart/cartLineVerbs.ts': "import type { UseCartResult } from '../useCart'\n",
      '/s/useAuth.ts': "import { useCart } from './useCart'\n",
    }
    const graph = importGraphOf(Object.keys(texts), (file) => texts[file] ?? '')
    expect(findCycle(graph)).toEqual(['/s/useCart.ts', '/s/cart/cartLineVerbs.ts', '/s/useCart.ts'])
    delete texts['/s/cart/cartLineVerbs.ts']
    expect(findCycle(importGraphOf(Object.keys(texts), (file) => texts[file] ?? ''))).toBeNull()
  })

  it('the line check counts lines and names the file', () => {
    const long = `${'x\n'.repeat(121)}`
    expect(oversizedHookFiles({ 'useLong.ts': long, 'useShort.ts': 'x\n'.repeat(120) })).toEqual([
      'useLong.ts: 121',
    ])
  })
})
