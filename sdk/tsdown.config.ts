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
  plugins: [documentsInDeclarations],
})
