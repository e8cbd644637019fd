import { createRequire } from 'node:module'
import { defineProject } from 'vitest/config'

const require = createRequire(import.meta.url)

export default defineProject({
  resolve: {
    conditions: ['@apteka/source'],
    // One graphql in the process, the one Node loads for Yoga (index.js): Vite would otherwise
    // resolve the server's own imports to index.mjs, and errors and schema types made by one copy
    // fail the other's instanceof checks.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  ssr: { resolve: { conditions: ['@apteka/source'] } },
  test: {
    name: 'reference-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
