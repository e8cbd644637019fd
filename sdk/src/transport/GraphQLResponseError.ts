// The reason of a call the server answered with GraphQL errors (SPEC §8). Its message is the
// Russian catalogue's text, so it lives apart from the other reasons: the transport imports this
// module (and the catalogue with it) only when an answer carries errors, and a page whose calls
// succeed never loads the catalogue.
import { errorText } from '../errors'
import {
  DEFAULT_ERROR_MESSAGE,
  errorCode,
  errorField,
  type GraphQLErrorLike,
} from '../internal/errorCodes'

/** The server answered with GraphQL errors (SPEC §8: `extensions.code`, `path`). */
export class GraphQLResponseError extends Error {
  readonly _tag = 'GraphQLResponseError'
  readonly operationName: string | null
  readonly errors: readonly GraphQLErrorLike[]
  /** The message is the first error's text for the shopper, placeholders filled (`errorText`). */
  constructor(fields: {
    readonly operationName: string | null
    readonly errors: readonly GraphQLErrorLike[]
  }) {
    const first = fields.errors[0]
    super(first ? errorText(first) : DEFAULT_ERROR_MESSAGE)
    this.operationName = fields.operationName
    this.errors = fields.errors
  }
  /** The first error's catalogue code ('E_3' when it has none). */
  get code(): string {
    return errorCode(this.errors[0])
  }
  /** The form field the first error names (its `field` parameter or the last path segment). */
  get field(): string | undefined {
    const first = this.errors[0]
    return first ? errorField(first) : undefined
  }
  /** The first error's path in the answer. */
  get path(): readonly (string | number)[] | undefined {
    return this.errors[0]?.path ?? undefined
  }
  /** Never: the server has decided. */
  get isRetryable(): boolean {
    return false
  }
}
