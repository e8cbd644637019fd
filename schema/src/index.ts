// @apteka/schema: the GraphQL contract — the SDL split by domain and every operation document —
// loaded from the files shipped with the package, for servers, tools and tests.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSchema, type GraphQLSchema } from 'graphql'

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Folder of the SDL files, one per domain. */
export const sdlDir = join(packageRoot, 'sdl')
/** Folder of the operation documents, one per domain, each with its domain's fragments. */
export const operationsDir = join(packageRoot, 'operations')
/** The schema as last released; the breaking-change check compares against it. */
export const baselinePath = join(packageRoot, 'baseline', 'schema.graphql')

const graphqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
    .map((file) => join(dir, file))

/** Paths of the SDL files, base first (it declares the roots the others extend). */
export const sdlFiles = (): string[] => graphqlFiles(sdlDir)

/** Paths of the operation documents. */
export const operationFiles = (): string[] => graphqlFiles(operationsDir)

/**
 * The whole SDL as one string, ready for a GraphQL server.
 * @example
 * const yoga = createYoga({ schema: createSchema({ typeDefs: loadTypeDefs(), resolvers }) })
 */
export const loadTypeDefs = (): string =>
  sdlFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')

/**
 * The executable-less schema object (types only), for validation and tooling.
 * @example
 * const errors = validate(loadSchema(), parse(document))
 */
export const loadSchema = (): GraphQLSchema => buildSchema(loadTypeDefs())

/** Every operation document and fragment as one string. */
export const loadOperations = (): string =>
  operationFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')

export { type Screen, screens, shellOperations } from './screens'
export { type SpecOperation, specOperations } from './spec-operations'
