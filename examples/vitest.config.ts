import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@apteka/source'] },
  ssr: { resolve: { conditions: ['@apteka/source'] } },
  test: {
    name: 'examples',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Builds and packs the three public packages once for the starter and the release check.
    globalSetup: ['test/packages.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
