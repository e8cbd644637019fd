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
    // A browser test file's afterAll closes Chromium, the storefront and a PGlite API: on a busy
    // CI machine that once took over Vitest's default 10 s (quietHydration, 2026-11-25), and the
    // whole file failed after its tests had passed.
    hookTimeout: 60_000,
    // A browser test that names no limit had Vitest's 5 s: map-320's one test took 4.4 s in one CI
    // run and timed out at 5.0 s in the next (2026-11-28). Every test gets a minute, as in
    // reference-api.
    testTimeout: 60_000,
    // One file at a time, after the other packages' files (which run two at a time): see the root
    // vitest.config.ts.
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
  },
})
