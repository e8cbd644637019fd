// The published build: tsdown in unbundle mode, one JS and one declaration file per source module
// (as the sdk, see sdk/tsdown.config.ts). For Node and tools: the SDL and the operation documents
// are read from the files shipped beside dist/. graphql is the app's own copy (a peer).
import { defineConfig } from 'tsdown'
import { publishedBuild } from '../sdk/tsdown.config'

export default defineConfig({
  ...publishedBuild,
  entry: ['src/index.ts'],
  platform: 'node',
  deps: { neverBundle: ['graphql'] },
})
