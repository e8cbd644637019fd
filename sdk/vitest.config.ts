import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@apteka/source'] },
  ssr: { resolve: { conditions: ['@apteka/source'] } },
  test: { name: 'sdk', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
})
