// What the client accepts as a GraphQL document: the generated `TypedDocumentString`s, or any
// string-like document that carries its result and variables types the same way.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'

/** A typed GraphQL document whose `toString()` is the query text (no parsed AST needed). */
export interface GraphQLDocument<TResult, TVariables>
  extends DocumentTypeDecoration<TResult, TVariables> {
  toString(): string
}

/** The result type of a document. */
export type ResultOf<D> = D extends GraphQLDocument<infer R, infer _V> ? R : never

/** The variables type of a document. */
export type VariablesOf<D> = D extends GraphQLDocument<infer _R, infer V> ? V : never
