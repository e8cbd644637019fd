// Imports past the workspace packages' barrels (issue #18). `import { useCart } from
// '@apteka/hooks'` reaches every hook through hooks/src/index.ts, and Rollup puts a manual chunk's
// whole static import graph into that chunk (vite.chunks.ts): through the barrels, every hook and
// sdk module any route uses landed in every page's 'shell'. This plugin rewrites such an import
// to the module that defines the name, so the graph holds only what a module really imports.
import { readFile } from 'node:fs/promises'
import { type Plugin, transformWithEsbuild } from 'vite'
import { type Declaration, nameOf, rewriteNamedImports } from './vite.importStatements'

/** The workspace sources whose imports are rewritten and whose barrels are looked through. */
const WORKSPACE_SOURCE = /\/(reference-app\/app|hooks\/src|sdk\/src)\/[^?]*\.tsx?$/
// app/shop.ts too: the storefront's one re-export of the sdk's rules; read through, the shell's
// closure no longer holds every sdk module any page takes from it (#36: about 0.8 kB gzip).
const BARREL_CANDIDATE = /\/(hooks\/src\/[^?]*|sdk\/src\/[^?]*|reference-app\/app\/shop)\.ts$/

/** Where a name comes from: the module that defines it, and its name there ('*': the namespace). */
interface Origin {
  readonly id: string
  readonly name: string
}

/** The barrel's re-exports: exported name → where from (a source), and its `export *` sources. */
interface Barrel {
  readonly named: Map<string, { source: string; local: string }>
  readonly stars: string[]
}

/** A module is a barrel when its code (types stripped) is nothing but re-exports. */
function barrelOf(body: readonly Declaration[]): Barrel | null {
  const barrel: Barrel = { named: new Map(), stars: [] }
  for (const node of body) {
    const source = node.source ? String(node.source.value) : null
    if (node.type === 'ExportAllDeclaration' && source) {
      if (node.exported) barrel.named.set(nameOf(node.exported), { source, local: '*' })
      else barrel.stars.push(source)
    } else if (node.type === 'ExportNamedDeclaration' && source && !node.declaration) {
      for (const s of node.specifiers ?? [])
        barrel.named.set(nameOf(s.exported), { source, local: nameOf(s.local) })
    } else return null
  }
  return barrel
}

/** The names a module that is not a barrel exports itself; null when unsure (`export *`). */
function ownExports(body: readonly Declaration[]): Set<string> | null {
  const names = new Set<string>()
  for (const node of body) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default')
    else if (node.type === 'ExportAllDeclaration') return null
    else if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers ?? []) names.add(nameOf(s.exported))
      const declared = node.declaration
      if (declared?.id) names.add(nameOf(declared.id))
      for (const { id } of declared?.declarations ?? []) {
        if (id.type !== 'Identifier') return null
        names.add(nameOf(id))
      }
    }
  }
  return names
}

/**
 * Where a module that is not a barrel takes a name it only passes on (`export { a } from './b'`
 * beside its own code: errors/catalogue.ts passes on the error codes of internal/errorCodes.ts),
 * or null when it defines the name itself. Followed, an import of that name does not pull the
 * module's own code into the importer's chunk (#36: the error catalogue in every first load).
 */
function reExportOf(
  body: readonly Declaration[],
  name: string,
): { source: string; local: string } | null {
  for (const node of body) {
    if (node.type !== 'ExportNamedDeclaration' || !node.source || node.declaration) continue
    const specifier = node.specifiers?.find((s) => nameOf(s.exported) === name)
    if (specifier) return { source: String(node.source.value), local: nameOf(specifier.local) }
  }
  return null
}

/** A plain file id a rewritten import may name (no virtual module, no query). */
const isPlainFile = (id: string) => id.startsWith('/') && !id.includes('\0') && !id.includes('?')

export function directImports(): Plugin {
  /** Parsed package files by id, for the whole build. */
  const parsed = new Map<string, Promise<Declaration[] | null>>()
  return {
    name: 'apteka:direct-imports',
    apply: 'build',
    async transform(code, id) {
      if (!WORKSPACE_SOURCE.test(id) || this.environment?.config.consumer === 'server') return null
      if (!/\b(import|export)\b/.test(code)) return null
      // The package files are read from disk (types stripped by esbuild), not through Rollup's
      // this.load: a module waiting for the transform of a module that waits for it would hang.
      const bodyOf = (file: string) => {
        let known = parsed.get(file)
        if (!known) {
          known = readFile(file, 'utf8')
            .then((text) => transformWithEsbuild(text, file))
            .then((result) => this.parse(result.code).body as unknown as Declaration[])
            .catch(() => null)
          parsed.set(file, known)
        }
        return known
      }
      const readBarrel = async (moduleId: string) => {
        if (!BARREL_CANDIDATE.test(moduleId)) return null
        const body = await bodyOf(moduleId)
        return body ? barrelOf(body) : null
      }
      const exportsOf = async (moduleId: string) => {
        const body = isPlainFile(moduleId) ? await bodyOf(moduleId) : null
        return body ? ownExports(body) : null
      }
      /** The module that defines `name` behind `moduleId`, or null if unsure. */
      const originOf = async (
        moduleId: string,
        name: string,
        depth = 0,
      ): Promise<Origin | null> => {
        if (depth > 8) return null
        const barrel = await readBarrel(moduleId)
        if (!barrel) {
          if (!isPlainFile(moduleId)) return null
          const body = BARREL_CANDIDATE.test(moduleId) ? await bodyOf(moduleId) : null
          const passed = body ? reExportOf(body, name) : null
          const target = passed && (await this.resolve(passed.source, moduleId))?.id
          if (!passed || !target || passed.local === '*') return { id: moduleId, name }
          return (await originOf(target, passed.local, depth + 1)) ?? { id: moduleId, name }
        }
        const named = barrel.named.get(name)
        if (named) {
          const target = (await this.resolve(named.source, moduleId))?.id
          if (!target) return null
          return named.local === '*'
            ? isPlainFile(target)
              ? { id: target, name: '*' }
              : null
            : originOf(target, named.local, depth + 1)
        }
        for (const source of barrel.stars) {
          const target = (await this.resolve(source, moduleId))?.id
          if (!target) return null
          if (await readBarrel(target)) {
            const origin = await originOf(target, name, depth + 1)
            if (origin) return origin
            continue
          }
          const names = await exportsOf(target)
          if (!names) return null
          if (names.has(name)) return { id: target, name }
        }
        return null
      }
      const body = this.parse(code).body as unknown as Declaration[]
      // `import { a } from barrel`, and `export { a } from barrel` (the app's own re-exporting
      // modules, such as app/shop.ts, would otherwise lead the graph back through the barrel).
      return rewriteNamedImports(code, body, async ({ verb, source, names }) => {
        const target = (await this.resolve(source, id))?.id
        if (!target || !(await readBarrel(target))) return null
        const byModule = new Map<string, string[]>()
        const namespaces: string[] = []
        const kept: string[] = []
        for (const { imported, local } of names) {
          const origin = await originOf(target, imported)
          if (!origin) kept.push(`${imported} as ${local}`)
          else if (origin.name === '*')
            namespaces.push(`${verb} * as ${local} from ${JSON.stringify(origin.id)};`)
          else
            byModule.set(origin.id, [
              ...(byModule.get(origin.id) ?? []),
              `${origin.name} as ${local}`,
            ])
        }
        const statements = [
          ...[...byModule].map(
            ([module, names]) => `${verb} { ${names.join(', ')} } from ${JSON.stringify(module)};`,
          ),
          ...namespaces,
        ]
        if (kept.length > 0)
          statements.push(`${verb} { ${kept.join(', ')} } from ${JSON.stringify(target)};`)
        return statements
      })
    },
  }
}
