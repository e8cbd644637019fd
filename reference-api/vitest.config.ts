import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@apteka/source'] },
  ssr: { resolve: { conditions: ['@apteka/source'] } },
  test: {
    name: 'reference-api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
