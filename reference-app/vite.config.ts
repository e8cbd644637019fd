// Vite build of the storefront. Workspace packages (@apteka/*) resolve to their
// TypeScript sources through the '@apteka/source' export condition and are bundled.
import { createHash } from 'node:crypto'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { browserDocumentsWithoutIds } from './vite.browserDocuments'
import { firstLoadChunks } from './vite.chunks'
import { directImports } from './vite.directImports'

// 'apteka-persisted': the sdk's documents as hashes only (its package.json `imports`), so no
// GraphQL text ships and reads go by GET; the reference API knows every operation by its hash. The
// browser's copy has no hashes either: the '/graphql' proxy adds them (vite.browserDocuments.ts).
const conditions = [
  '@apteka/source',
  'apteka-persisted',
  'module',
  'browser',
  'development|production',
]
const ssrConditions = [
  '@apteka/source',
  'apteka-persisted',
  'module',
  'node',
  'development|production',
]

const ROOT_ROUTE = fileURLToPath(new URL('./app/root.tsx', import.meta.url))
const APP_DIR = fileURLToPath(new URL('.', import.meta.url))

/**
 * A CSS module's class: its own name and five characters of a hash of the stylesheet's path
 * ('price-row_x3Fq9'; a name is unique in its stylesheet), the same in the server and the browser
 * build. Vite's default, '_price-row_x3Fq9_42', adds the rule's line number, which gzip finds
 * nowhere else: the class maps the pages' scripts carry were about 0.5 kB gzip heavier on each
 * first load (#36). Tests find a class by its own name (`[class*="price-row"]`), which stays.
 */
function scopedClassName(name: string, file: string): string {
  const path = relative(APP_DIR, file.split('?')[0] ?? file)
  return `${name}_${createHash('sha256').update(path).digest('base64url').slice(0, 5)}`
}

export default ({ isSsrBuild }: { isSsrBuild?: boolean }) => ({
  plugins: [reactRouter(), directImports(), ...(isSsrBuild ? [] : browserDocumentsWithoutIds())],
  resolve: { conditions },
  ssr: {
    noExternal: [/^@apteka\//],
    resolve: { conditions: ssrConditions, externalConditions: ['@apteka/source', 'node'] },
  },
  build: isSsrBuild
    ? {}
    : {
        sourcemap: process.env.ANALYZE_BUILD === '1',
        // Terser instead of Vite's default esbuild minifier (#36): its compressor inlines and folds
        // across a chunk, which esbuild's single pass does not, and the first load is about 4%
        // smaller in gzip (shell 85.3 → 80.2 kB). The browsers the storefront targets need none of
        // Safari 10's workarounds. The server build is not minified.
        minify: 'terser' as const,
        terserOptions: { ecma: 2020 as const, safari10: false, compress: { passes: 2 } },
        rollupOptions: { output: { manualChunks: firstLoadChunks(ROOT_ROUTE) } },
      },
  css: { modules: { localsConvention: 'camelCaseOnly', generateScopedName: scopedClassName } },
  server: { proxy: apiProxy() },
})

// In `react-router dev` the API is reached through the same paths server.mjs proxies ('/graphql'
// is the app's own route, which adds the tokens the server holds).
function apiProxy() {
  const target = process.env.API_URL ?? 'http://127.0.0.1:4000'
  return Object.fromEntries(
    ['/images/', '/pay/', '/ads/', '/oauth/'].map((path) => [
      path,
      { target, changeOrigin: false },
    ]),
  )
}
