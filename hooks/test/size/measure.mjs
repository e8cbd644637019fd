// Prints the minified gzip size of the hooks size entry (react, react-dom and
// @tanstack/react-query external; the sdk bundled in, as an app would ship it).
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

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
console.log(JSON.stringify({ minified: code.length, gzip: gzipSync(code, { level: 9 }).length }))
