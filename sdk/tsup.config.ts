// The published build: the five entries of the exports map as ESM with declarations. Effect
// and msw stay external (peers: the app's own copies), with source maps. The documents are two
// entries of their own and `#documents` stays an import, so the partner's bundler picks the texts
// or the hash-only ones by condition (package.json `imports`).
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: [
    'src/index.ts',
    'src/effect.ts',
    'src/lazy.ts',
    'src/rules.ts',
    'src/testing.ts',
    'src/generated/documents.ts',
    'src/generated/persistedDocuments.ts',
  ],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['effect', 'msw', 'graphql', '#documents'],
})
