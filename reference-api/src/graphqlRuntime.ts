// The graphql module the server runs on: the copy Node loads for Yoga and its plugins
// (graphql/index.js). A test runner may give this package's own `import 'graphql'` the ESM copy
// (index.mjs) instead — the reference-app's browser tests import this server through Vite — and
// errors and schema types of one copy fail the other's instanceof checks. Code that reads Yoga's
// errors or schema takes graphql from here.
import { createRequire } from 'node:module'

export const graphql: typeof import('graphql') = createRequire(import.meta.url)('graphql')
