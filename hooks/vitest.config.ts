import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@apteka/source'] },
  ssr: { resolve: { conditions: ['@apteka/source'] } },
  // docs/examples/*.tsx sit outside any tsconfig: React 17+'s automatic JSX runtime, said here.
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'hooks',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
})
