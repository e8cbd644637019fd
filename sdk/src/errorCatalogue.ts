// @apteka/sdk/errors: the Russian error catalogue of SPEC §8, the helpers that read GraphQL errors
// and `GraphQLResponseError`, the reason that carries them. A subpath of its own so that nothing the
// client's index reaches imports the catalogue: the transport loads it with the first answer that
// carries errors, and esbuild would otherwise put it in every page's first load (issue #36).

// errors/index.ts is the list (errorCatalogue.test.ts pins that this entry adds only the reason).
export * from './errors'
export { GraphQLResponseError } from './transport'
