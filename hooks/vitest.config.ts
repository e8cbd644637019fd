import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@apteka/source'] },
  ssr: { resolve: { conditions: ['@apteka/source'] } },
  test: {
    name: 'hooks',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
})
