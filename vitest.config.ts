// The one test configuration of the repo: every package is a Vitest project, so the standard
// commands work from the root: `npx vitest run --project sdk`, `npx vitest --project hooks`.
// (Vitest 4 dropped the separate workspace file; this root config lists the projects.)
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['schema', 'sdk', 'hooks', 'reference-api', 'reference-app', 'examples'],
    // Two files at a time even on a two-core machine (Vitest's default there is one): most files
    // wait on PostgreSQL, PGlite or a child process. The storefront's browser files run after the
    // rest, one at a time (reference-app/vitest.config.ts): each drives Chromium, a storefront and
    // an API of its own, and two of them at once on two cores were slower per file and flaky.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
