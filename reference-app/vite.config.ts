// Vite build of the storefront. Workspace packages (@apteka/*) resolve to their
// TypeScript sources through the '@apteka/source' export condition and are bundled.
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
        // Safari 10's workarounds. The server build is not minified. `unsafe_arrows` writes a
        // function expression that does not use `this` as an arrow (−0.1 kB on each page's first
        // load, #36); it would break code that calls such a function with `new` or reads its
        // prototype (the whole browser suite runs on this build).
        minify: 'terser' as const,
        terserOptions: {
          ecma: 2020 as const,
          safari10: false,
          compress: { passes: 2, unsafe_arrows: true },
        },
        rollupOptions: { output: { manualChunks: firstLoadChunks(ROOT_ROUTE) } },
      },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
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
