import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@apteka/source'] },
  ssr: { resolve: { conditions: ['@apteka/source'] } },
  test: {
    name: 'reference-app',
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // One storefront build per run, shared by the browser tests (skipped when up to date).
    globalSetup: ['test/browser/globalSetup.ts'],
  },
})
