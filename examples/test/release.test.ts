// The release check: what partners install is what we test. The three packed tarballs (built and
// packed once by test/packages.ts) are installed into a fresh project (examples/release/) with
// their peers from the registry; its programs import every public entry and type-check with
// `skipLibCheck: false`, strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess under
// nodenext, bundler and node10 resolution; the size entries are bundled from the tarballs with
// esbuild and with Vite, gzipped and held to their budgets; the figures go to docs/performance.md.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build as esbuild, type Metafile } from 'esbuild'
import type { OutputChunk, RollupOutput } from 'rollup'
import { build as viteBuild } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { writePerformanceSection } from '../../scripts/performance-doc.mjs'
import { PUBLIC_PACKAGES } from './packages'

const root = fileURLToPath(new URL('../..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'apteka-release-'))
const project = join(work, 'release')
const tsc = join(root, 'node_modules/typescript/bin/tsc')

/** Module resolutions a partner's tsconfig may use; examples/release/tsconfig.<name>.json each. */
const RESOLUTIONS = ['nodenext', 'bundler', 'node10'] as const

/** The size entries (examples/release/src/size/) and what the app provides itself. */
const SIZE_ENTRIES = {
  client: { title: '`createStorefrontClient` + one request', external: [] },
  lazyClient: { title: "the lazy client's first load (`@apteka/sdk/lazy`)", external: [] },
  cartWidget: {
    title: 'hooks cart widget: `StorefrontProvider`, `useCart`, `useAddToCart`',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
  },
} as const

type SizeEntry = keyof typeof SIZE_ENTRIES

type Bundler = 'esbuild' | 'vite'
const BUNDLERS = ['esbuild', 'vite'] as const satisfies readonly Bundler[]
const bundlerName = (bundler: Bundler) => (bundler === 'vite' ? 'Vite' : 'esbuild')

/**
 * What a page may ship, gzip -9 bytes: the goals of issue #36 (the client, the cart widget) and of
 * issue #18 (the lazy client's first load). Where today's tarball is over a goal with a bundler,
 * the test holds that bundler to a regression guard instead — the measured figure plus a small
 * margin — and the doc shows both.
 */
const BUDGETS: Record<
  SizeEntry,
  { readonly goal: number; readonly regressionGuard?: Partial<Record<Bundler, number>> }
> = {
  // Measured with Effect on the path (issue #36): esbuild 17.4 kB, Vite 16.7 kB. The Russian
  // catalogue is '@apteka/sdk/errors', which nothing the index reaches imports, so both bundlers
  // leave it to the first answer that carries GraphQL errors.
  client: { goal: 18_000 },
  // esbuild 2.9 kB, Vite 2.95 kB: the sdk's dynamic imports are written so that Vite does not wrap
  // them in its preload helper (sdk/tsdown.config.ts, unwrappedDynamicImports).
  lazyClient: { goal: 3_000 },
  cartWidget: { goal: 25_000 },
}
const limitOf = (name: SizeEntry, bundler: Bundler) =>
  BUDGETS[name].regressionGuard?.[bundler] ?? BUDGETS[name].goal

/** The request core's own header name: only the code that sends a call spells it. */
const REQUEST_CORE_MARKER = /["'`]x-platform["'`]/i

/** A message of the Russian error catalogue (SPEC §8, E_270). */
const CATALOGUE_MARKER = 'Категория не найдена'

/** What Vite's preload helper for a dynamic import dispatches: its marker in a bundle. */
const VITE_PRELOAD_HELPER_MARKER = 'vite:preloadError'

/** The code with esbuild's `\uXXXX` escapes of non-ASCII text read back (Vite writes UTF-8). */
const readable = (code: string) =>
  code.replaceAll(/\\u([0-9a-f]{4})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  )

const run = (command: string, args: readonly string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const entryPath = (name: SizeEntry) => join(project, 'src/size', `${name}.ts`)
const PRODUCTION = { 'process.env.NODE_ENV': '"production"' }

interface Measure {
  /** gzip -9 of what the page loads before any call (the entry and its static imports). */
  readonly firstLoad: number
  /** The code loaded at once. */
  readonly firstLoadCode: string
  /** The code of the chunks loaded later by dynamic import. */
  readonly laterCode: string
  /** Minified bytes of Effect's modules in the first load (esbuild only). */
  readonly effectBytes?: number
}

/** esbuild with code splitting, as an app bundles: the entry chunk and what it imports statically. */
async function measureEsbuild(name: SizeEntry): Promise<Measure> {
  const result = await esbuild({
    entryPoints: [entryPath(name)],
    absWorkingDir: project,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir: join(work, 'esbuild', name),
    write: false,
    metafile: true,
    define: PRODUCTION,
    external: [...SIZE_ENTRIES[name].external],
    logLevel: 'silent',
  })
  const outputs = result.metafile.outputs
  const byPath = new Map(result.outputFiles.map((file) => [file.path, file.text]))
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint)!
  const first = new Set<string>()
  const visit = (path: string) => {
    if (first.has(path)) return
    first.add(path)
    for (const used of outputs[path]?.imports ?? []) {
      if (used.kind === 'import-statement' && !used.external) visit(used.path)
    }
  }
  visit(entry)
  const codeOf = (path: string) => byPath.get(join(project, path)) ?? ''
  const firstLoadCode = [...first].map(codeOf).join('\n')
  const laterCode = Object.keys(outputs)
    .filter((path) => path.endsWith('.js') && !first.has(path))
    .map(codeOf)
    .join('\n')
  return {
    firstLoad: gzip(firstLoadCode),
    firstLoadCode,
    laterCode,
    effectBytes: effectBytesOf(result.metafile, first),
  }
}

function effectBytesOf(metafile: Metafile, outputs: ReadonlySet<string>): number {
  let bytes = 0
  for (const path of outputs) {
    for (const [input, used] of Object.entries(metafile.outputs[path]?.inputs ?? {})) {
      if (input.includes('node_modules/effect/')) bytes += used.bytesInOutput
    }
  }
  return bytes
}

/** Vite (Rollup) building the entry as an app's chunk: the entry and its static imports. */
async function measureVite(name: SizeEntry): Promise<Measure> {
  const built = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: project,
    mode: 'production',
    define: PRODUCTION,
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: entryPath(name),
        external: [...SIZE_ENTRIES[name].external],
        preserveEntrySignatures: 'strict',
      },
    },
  })
  const chunks = (Array.isArray(built) ? built[0]! : (built as RollupOutput)).output.filter(
    (output): output is OutputChunk => output.type === 'chunk',
  )
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const first = new Set<string>()
  const visit = (fileName: string) => {
    if (first.has(fileName)) return
    first.add(fileName)
    for (const used of byName.get(fileName)?.imports ?? []) visit(used)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  const firstLoadCode = [...first].map((fileName) => byName.get(fileName)?.code ?? '').join('\n')
  const laterCode = chunks
    .filter((chunk) => !first.has(chunk.fileName))
    .map((chunk) => chunk.code)
    .join('\n')
  return { firstLoad: gzip(firstLoadCode), firstLoadCode, laterCode }
}

/** `tsc -p config`: its report and exit code. */
function typeCheck(config: string): Promise<{ output: string; exitCode: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [tsc, '-p', config], {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (exitCode) => resolve({ output, exitCode }))
  })
}

/** Bytes on disk of a folder (an installed package). */
function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name)
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size)
  }, 0)
}

/** The import specifiers the partner programs use. */
function importedSpecifiers(): Set<string> {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else {
        const text = readFileSync(path, 'utf8')
        for (const match of text.matchAll(/from '([^']+)'/g)) found.add(match[1]!)
      }
    }
  }
  walk(join(project, 'src'))
  return found
}

beforeAll(() => {
  const packs = inject('packs')
  cpSync(join(root, 'examples/release'), project, {
    recursive: true,
    filter: (source) => !/node_modules/.test(source),
  })
  const tarballs = readdirSync(packs).map((file) => join(packs, file))
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', ...tarballs],
    project,
  )
})

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the release check on the packed packages', () => {
  it('installs the three tarballs, not the workspace', () => {
    const tree = JSON.parse(run('npm', ['ls', '--json', '--depth=0'], project)).dependencies
    for (const name of PUBLIC_PACKAGES) {
      expect(tree[`@apteka/${name}`].resolved).toMatch(
        new RegExp(`^file:.*apteka-${name}-.*\\.tgz$`),
      )
    }
  })

  it('the programs import every public entry of the three packages', () => {
    const imported = importedSpecifiers()
    for (const name of PUBLIC_PACKAGES) {
      const manifest = JSON.parse(
        readFileSync(join(project, 'node_modules/@apteka', name, 'package.json'), 'utf8'),
      )
      const entries = Object.entries(manifest.exports as Record<string, unknown>)
        .filter(([, target]) => target !== null && typeof target === 'object')
        .map(([subpath]) => `@apteka/${name}${subpath.slice(1)}`)
      expect(entries.length).toBeGreaterThan(0)
      expect(entries.filter((entry) => !imported.has(entry))).toEqual([])
    }
  })

  // The three compilers run side by side: the machine's cores, not one core three times.
  it.concurrent.each(RESOLUTIONS)(
    'the declarations compile under moduleResolution %s, strict, skipLibCheck off',
    async (resolution) => {
      const config = join(project, `tsconfig.${resolution}.json`)
      const result = await typeCheck(config)
      expect(result.output).toBe('')
      expect(result.exitCode).toBe(0)
    },
  )

  it('bundles the size entries from the tarballs within their budgets; figures recorded', async () => {
    const sizes = {} as Record<SizeEntry, { esbuild: Measure; vite: Measure }>
    for (const name of Object.keys(SIZE_ENTRIES) as SizeEntry[]) {
      sizes[name] = { esbuild: await measureEsbuild(name), vite: await measureVite(name) }
    }

    // A broken entry would pass any budget: each bundle holds what it is measured for.
    for (const bundler of BUNDLERS) {
      expect(sizes.client[bundler].firstLoadCode).toMatch(REQUEST_CORE_MARKER)
      expect(sizes.cartWidget[bundler].firstLoad).toBeGreaterThan(5_000)
      // What the client leaves to a later chunk is only what an answer with GraphQL errors
      // imports (the reason and the catalogue): a successful request loads nothing more than
      // the first load measured here.
      expect(sizes.client[bundler].laterCode).not.toMatch(REQUEST_CORE_MARKER)
    }
    // Both bundlers split the catalogue off: the page does not load it before an error answer.
    for (const bundler of BUNDLERS) {
      expect(readable(sizes.client[bundler].firstLoadCode)).not.toContain(CATALOGUE_MARKER)
      expect(readable(sizes.client[bundler].laterCode)).toContain(CATALOGUE_MARKER)
    }
    // The lazy client's request core arrives with the first call, in a chunk of its own.
    for (const bundler of BUNDLERS) {
      expect(sizes.lazyClient[bundler].firstLoadCode).not.toMatch(REQUEST_CORE_MARKER)
      expect(sizes.lazyClient[bundler].laterCode).toMatch(REQUEST_CORE_MARKER)
    }
    // Vite leaves the sdk's dynamic imports unwrapped: its preload helper is not in the page.
    expect(sizes.client.vite.firstLoadCode).not.toContain(VITE_PRELOAD_HELPER_MARKER)
    expect(sizes.lazyClient.vite.firstLoadCode).not.toContain(VITE_PRELOAD_HELPER_MARKER)

    const effectInstalled = folderBytes(join(project, 'node_modules/effect'))
    const overGoal = (Object.keys(SIZE_ENTRIES) as SizeEntry[]).flatMap((name) =>
      BUNDLERS.filter((bundler) => sizes[name][bundler].firstLoad > BUDGETS[name].goal).map(
        (bundler) =>
          `${SIZE_ENTRIES[name].title} with ${bundlerName(bundler)} (${kB(sizes[name][bundler].firstLoad)} against ${kB(BUDGETS[name].goal)})`,
      ),
    )
    const limitText = (name: SizeEntry) =>
      BUNDLERS.map((bundler) => {
        const guarded = BUDGETS[name].regressionGuard?.[bundler] !== undefined
        return `${kB(limitOf(name, bundler))}${guarded ? ` (${bundlerName(bundler)}: regression guard)` : ''}`
      })
        .filter((text, index, all) => all.indexOf(text) === index)
        .join(' / ')
    const rows = (Object.keys(SIZE_ENTRIES) as SizeEntry[]).map((name) => {
      const { esbuild, vite } = sizes[name]
      return `| ${SIZE_ENTRIES[name].title} | ${kB(esbuild.firstLoad)} | ${kB(vite.firstLoad)} | ${kB(BUDGETS[name].goal)} | ${limitText(name)} | ${kB(esbuild.effectBytes ?? 0)} |`
    })
    const errorAnswerChunk = gzip(sizes.client.vite.laterCode)
    writePerformanceSection(
      'package-sizes',
      [
        '## What partners ship: the packages from their tarballs',
        '',
        'Measured by the release check (`examples/test/release.test.ts`, in `npm test`): the three',
        'packages built and packed with `npm pack`, installed into a fresh project',
        '(`examples/release/`), each size entry (`examples/release/src/size/`) bundled from',
        '`node_modules` with esbuild (code splitting) and with Vite 7, minified ESM,',
        '`process.env.NODE_ENV` production; gzip -9 of what the page loads before any call (the',
        'entry chunk and its static imports). For the client that is also all a successful request',
        'loads: the only chunk left out is what an answer with GraphQL errors imports (the test',
        'checks that it holds no request code).',
        '',
        '| bundle | esbuild | Vite | goal | the test fails above | of which Effect, minified (esbuild) |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        ...rows,
        '',
        'Goals: issue #36 (≤ 18 kB for the client and one request, with Effect on the path; ≤ 25 kB',
        "for the cart widget) and issue #18 (≤ 3 kB for the lazy client's first load).",
        overGoal.length === 0
          ? 'Every bundle is within its goal.'
          : `Over its goal today: ${overGoal.join('; ')}. The test holds it to its regression guard (the measured figure plus a margin) until it is back under the goal.`,
        `The Russian error catalogue (SPEC §8) comes with the first answer that carries GraphQL errors, with both bundlers: with Vite a chunk of ${kB(errorAnswerChunk)} (the \`GraphQLResponseError\` reason, the messages and the field names). It is the entry \`@apteka/sdk/errors\`, which nothing the client's index reaches imports: esbuild loads a dynamically imported module with the page whenever the page's static imports reach it.`,
        "The lazy client's runtime (the request core) is a chunk of its own that the first call loads;",
        'the sdk writes its dynamic imports as `import(("./x.js"))`, which Vite leaves out of its preload',
        "helper (the helper would preload nothing the page has not already loaded); with esbuild's",
        'splitting, files the page also imports sit in a shared chunk that loads with the page.',
        '',
        `\`effect\` is a required peer: installed, it takes ${(effectInstalled / 1e6).toFixed(1)} MB in \`node_modules\`;`,
        "what a bundle holds of it is the last column: the Promise client's request path runs on Effect (issue #36),",
        "the lazy client's first load holds none of it (Effect arrives with its runtime).",
      ].join('\n'),
    )
    console.info(rows.join('\n'))

    for (const name of Object.keys(SIZE_ENTRIES) as SizeEntry[]) {
      for (const bundler of BUNDLERS) {
        expect(
          sizes[name][bundler].firstLoad,
          `${name} with ${bundler}: ${kB(sizes[name][bundler].firstLoad)} gzip, limit ${kB(limitOf(name, bundler))}`,
        ).toBeLessThanOrEqual(limitOf(name, bundler))
      }
    }
  }, 180_000)
})
