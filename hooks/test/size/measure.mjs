// The minified gzip size of the hooks size entry bundled from src/ (react, react-dom and
// @tanstack/react-query external; the sdk bundled in, as an app would ship it), for
// `npm run bench:web`'s table. The budget is held on what partners install, the packed tarball,
// by the release check (examples/test/release.test.ts), not here.
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** The cart widget's budget, gzip bytes (issue #18: ≤ 20 kB). */
export const WIDGET_BUDGET = 20_000

/** Bundles the entry and measures it: minified bytes and gzip -9 bytes. */
export async function measureWidget() {
  const entry = fileURLToPath(new URL('./entry.ts', import.meta.url))
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    conditions: ['@apteka/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await measureWidget()))
}
