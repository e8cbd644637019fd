// The published build: ESM with declarations and source maps. React, TanStack Query and the sdk
// are the app's own copies (peers). Every hook runs on the client, so the bundle says so for
// React Server Components frameworks.
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  banner: { js: "'use client'" },
  external: [
    'react',
    'react-dom',
    '@tanstack/react-query',
    '@tanstack/query-core',
    '@apteka/sdk',
    'effect',
  ],
})
