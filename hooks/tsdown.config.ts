// The published build: tsdown in unbundle mode, one JS and one declaration file per source module
// (the sdk's build, see sdk/tsdown.config.ts for why not tsup), instead of one 433 kB index.d.ts
// and one JS file that a partner's bundler could only take whole. React, TanStack Query and the
// sdk are the app's own copies (peers). Every hook runs on the client, so each module says so for
// React Server Components frameworks.
import { defineConfig } from 'tsdown'
import { publishedBuild } from '../sdk/tsdown.config'

export default defineConfig({
  ...publishedBuild,
  entry: ['src/index.ts'],
  banner: { js: "'use client';" },
  deps: {
    neverBundle: [
      /^react(\/|$)/,
      /^react-dom(\/|$)/,
      /^@tanstack\//,
      /^@apteka\/sdk(\/|$)/,
      /^effect(\/|$)/,
    ],
  },
})
