// The published build: the five entries of the exports map as ESM with declarations. Effect
// and msw stay external (peers: the app's own copies), with source maps.
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/effect.ts', 'src/lazy.ts', 'src/rules.ts', 'src/testing.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  external: ['effect', 'msw', 'graphql'],
})
