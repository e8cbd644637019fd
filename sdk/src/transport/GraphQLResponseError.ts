// The reason of a call the server answered with GraphQL errors; its message is the shopper's
// text from the Russian catalogue (the other reasons read only the constants of
// internal/errorCodes.ts).
import * as Data from 'effect/Data'
import { DEFAULT_ERROR_MESSAGE, errorText, type GraphQLErrorLike } from '../errors'

/** The server answered with GraphQL errors (SPEC §8: `extensions.code`, `path`). */
export class GraphQLResponseError extends Data.TaggedError('GraphQLResponseError')<{
  readonly operationName: string | null
  readonly errors: readonly GraphQLErrorLike[]
}> {
  /** The first error's text for the shopper (see `messageOf`: placeholders filled). */
  override get message(): string {
    const first = this.errors[0]
    return first ? errorText(first) : DEFAULT_ERROR_MESSAGE
  }
  /** Never: the server has decided. */
  get isRetryable(): boolean {
    return false
  }
}
