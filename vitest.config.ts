// The one test configuration of the repo: every package is a Vitest project, so the standard
// commands work from the root: `npx vitest run --project sdk`, `npx vitest --project hooks`.
// (Vitest 4 dropped the separate workspace file; this root config lists the projects.)
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['schema', 'sdk', 'hooks', 'reference-api', 'reference-app', 'examples'],
  },
})
