// The published build. tsdown (tsup's successor, on Rolldown) in unbundle mode: one JS file and
// one declaration file per source module, as `tsc` would emit them but with `.js` extensions on
// relative imports. Why not tsup: its bundled declarations (rollup-plugin-dts) turned the
// `export * as` service namespaces into `typeof SomeType` (18 × TS2693 for any import of
// '/effect' or '/testing'), and its shared JS chunks held Effect services next to the Promise
// client's request core, so a partner's bundler could not drop them (25 kB gzip instead of the
// ~8 kB that src/ bundles to). Per module, `sideEffects: false` lets the bundler drop every
// module the program does not reach, exactly as it does on src/.
// Effect and msw stay external (peers: the app's own copies). In JS `#documents` stays an import,
// so the partner's bundler picks the texts or the hash-only documents by condition (package.json
// `imports`); the declarations point at ./generated/documents.d.ts instead, because node10
// resolution knows no `imports` field (both documents files declare the same types).
import { relative } from 'node:path'
import remapping from '@jridgewell/remapping'
import MagicString from 'magic-string'
import { defineConfig, type UserConfig } from 'tsdown'

/** Rewrites `#documents` in emitted declaration files to the relative documents module. */
const documentsInDeclarations = {
  name: 'apteka:documents-in-declarations',
  renderChunk(code: string, chunk: { fileName: string }) {
    if (!chunk.fileName.endsWith('.d.ts')) return null
    let target = relative(`${chunk.fileName}/..`, 'generated/documents.js')
    if (!target.startsWith('.')) target = `./${target}`
    return code.replaceAll(/(from\s+)["']#documents["']/g, `$1"${target}"`)
  },
}

/**
 * Writes the package's own dynamic imports as `import(("./x.js"))`. Vite's build wraps every
 * `import()` whose argument starts with a quote in its preload helper (about 0.6 kB gzip that
 * comes with the page: `__vitePreload`, the modulepreload links, `vite:preloadError`); the extra
 * parentheses leave the import unwrapped, while Vite/Rollup, esbuild and webpack still resolve and
 * split it (parentheses are not in their syntax trees). What the helper would preload is already
 * loaded: the lazy client's runtime and the error catalogue only import the chunk the page holds.
 * Measured on the packed tarball (release check): the lazy client's first load with Vite 3.56 →
 * 2.95 kB gzip, the client and one request 17.2 → 16.7 kB (issue #36).
 */
/** What generateBundle sees of an output file (a JS or declaration chunk, or a source map). */
type BundleFile =
  | { type: 'chunk'; fileName: string; code: string }
  | { type: 'asset'; fileName: string; source: string | Uint8Array }

const unwrappedDynamicImports = {
  name: 'apteka:unwrapped-dynamic-imports',
  // generateBundle, not renderChunk: Rolldown renders a dynamic import's path after renderChunk
  // and drops what that hook wrote around it. The source map is rewritten with the edit.
  generateBundle(_: unknown, bundle: Record<string, BundleFile>) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.fileName.endsWith('.js')) continue
      const code = new MagicString(chunk.code)
      for (const found of chunk.code.matchAll(/\bimport\((["'])\.{1,2}\/[^"']+\1\)/g)) {
        code.appendLeft(found.index + 'import('.length, '(')
        code.appendRight(found.index + found[0].length - 1, ')')
      }
      if (!code.hasChanged()) continue
      chunk.code = code.toString()
      const map = bundle[`${chunk.fileName}.map`]
      if (map?.type !== 'asset') continue
      const edit = code.generateMap({ hires: true, source: chunk.fileName })
      map.source = remapping(edit.toString(), (file) =>
        file === chunk.fileName ? String(map.source) : null,
      ).toString()
    }
  },
}

export const publishedBuild = {
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  unbundle: true,
  dts: true,
  sourcemap: true,
  clean: true,
  fixedExtension: false,
  exports: false,
  // Constants stay where they are declared: inlined, they leave bare `import "./x.js"` lines that
  // a partner's esbuild warns about under `sideEffects: false`.
  inputOptions: { optimization: { inlineConst: false } },
  // A build log of what went wrong, not of every file written or where the time went.
  report: false,
  checks: { pluginTimings: false },
  failOnWarn: true,
} satisfies UserConfig

export default defineConfig({
  ...publishedBuild,
  entry: [
    'src/index.ts',
    'src/effect.ts',
    'src/errorCatalogue.ts',
    'src/experiments/index.ts',
    'src/lazy.ts',
    'src/rules.ts',
    'src/testing.ts',
    'src/generated/documents.ts',
    'src/generated/persistedDocuments.ts',
  ],
  deps: { neverBundle: [/^effect(\/|$)/, /^msw(\/|$)/, 'graphql', '#documents'] },
  plugins: [documentsInDeclarations, unwrappedDynamicImports],
})
