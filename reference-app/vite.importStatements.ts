// A module's named import and re-export statements (`import { a as b } from 's'`,
// `export { a as b } from 's'`), rewritten in place by the build plugins that point names at the
// modules that define them (vite.directImports.ts, vite.browserDocuments.ts).

/** The parts of Rollup's ESTree nodes the plugins read. */
export interface Name {
  readonly name?: string
  readonly value?: unknown
}
export interface Specifier {
  readonly type: string
  readonly imported?: Name
  readonly local?: Name
  readonly exported?: Name
}
export interface Declaration {
  readonly type: string
  readonly start: number
  readonly end: number
  readonly source?: { readonly value: unknown } | null
  readonly specifiers?: readonly Specifier[]
  readonly exported?: Name | null
  readonly declaration?: {
    readonly id?: Name | null
    readonly declarations?: readonly { readonly id: Name & { readonly type: string } }[]
  } | null
}

export const nameOf = (name: Name | null | undefined) => name?.name ?? String(name?.value)

/** One `import { … } from` or `export { … } from` statement. */
export interface NamedImports {
  readonly verb: 'import' | 'export'
  readonly source: string
  /** Each name as the source exports it, and as this module binds (or re-exports) it. */
  readonly names: readonly { readonly imported: string; readonly local: string }[]
}

/**
 * Puts in place of each named import or re-export statement of `body` the statements `rewrite`
 * gives for it (null: the statement stays), on as many lines, so the source map still holds.
 * Null when nothing changed.
 */
export async function rewriteNamedImports(
  code: string,
  body: readonly Declaration[],
  rewrite: (statement: NamedImports) => Promise<readonly string[] | null>,
): Promise<{ code: string; map: null } | null> {
  let rewritten = ''
  let last = 0
  for (const node of body) {
    const reexport = node.type === 'ExportNamedDeclaration' && !node.declaration
    if ((node.type !== 'ImportDeclaration' && !reexport) || !node.source) continue
    const kind = reexport ? 'ExportSpecifier' : 'ImportSpecifier'
    const specifiers = node.specifiers ?? []
    if (specifiers.length === 0 || specifiers.some((s) => s.type !== kind)) continue
    const statements = await rewrite({
      verb: reexport ? 'export' : 'import',
      source: String(node.source.value),
      // An export specifier names the source's binding `local` and its own `exported`.
      names: specifiers.map((s) => ({
        imported: nameOf(reexport ? s.local : s.imported),
        local: nameOf(reexport ? s.exported : s.local),
      })),
    })
    if (!statements) continue
    const lines = code.slice(node.start, node.end).split('\n').length - 1
    rewritten += `${code.slice(last, node.start)}${statements.join(' ')}${'\n'.repeat(lines)}`
    last = node.end
  }
  if (last === 0) return null
  return { code: rewritten + code.slice(last), map: null }
}
