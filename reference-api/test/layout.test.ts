// The layout rules of reference-api/src (reference-api/docs/layout.md), checked by reading the
// files: no import cycle between modules, no SQL in a domain's resolvers, and every file name in
// camelCase.
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

/**
 * The SQL call sites of a file: drizzle's query builder called on a database, a transaction or
 * the context's database (a chain broken over lines too), a raw statement (`ctx.exec`, `sql```),
 * or an import of drizzle-orm's operators.
 */
export function sqlCallSites(text: string): string[] {
  const joined = text.replace(/\s*\n\s*\./g, '.')
  const patterns = [
    /\b(?:db|tx|ctx\.db)\.(?:select|selectDistinct|insert|update|delete|execute|transaction|query)\b/g,
    /\bctx\.exec\s*[<(]/g,
    /\bsql`/g,
    /from\s+'drizzle-orm(?:\/[^']*)?'/g,
  ]
  return patterns.flatMap((pattern) => [...joined.matchAll(pattern)].map((match) => match[0]))
}

const domainResolvers = files
  .map((file) => relative(srcDir, file))
  .filter((path) => /^[a-zA-Z]+\/resolvers\.ts$/.test(path) && !path.startsWith('generated/'))

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

  it("keeps SQL out of the resolvers: a resolver maps, its domain's query module reads", () => {
    const withSql = domainResolvers
      .filter((path) => sqlCallSites(readFileSync(join(srcDir, path), 'utf8')).length > 0)
      .map((path) => path.split('/')[0])
    expect(withSql).toEqual([])
  })

  it('finds SQL in a resolver that holds some (the check itself)', () => {
    const chained = 'const [row] = await ctx.db\n  .select()\n  .from(t.articles)\n'
    expect(sqlCallSites(chained)).toEqual(['ctx.db.select'])
    expect(sqlCallSites("import { eq } from 'drizzle-orm'\n")).toHaveLength(1)
    expect(sqlCallSites('const rows = await ctx.exec<{ id: number }>(text, values)')).toHaveLength(
      1,
    )
    expect(sqlCallSites('await tx.insert(orders).values(row)')).toEqual(['tx.insert'])
    expect(sqlCallSites('where(sql`tag = ANY(tags)`)')).toEqual(['sql`'])
    // Handing the database to a query module is mapping, not SQL.
    expect(sqlCallSites('return findUser(ctx.db, ctx.viewer.userId)')).toEqual([])
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
