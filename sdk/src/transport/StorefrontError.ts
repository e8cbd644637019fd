// The one public failure of the client, `StorefrontError`, and the reasons it can have: the
// request did not reach the server, the server answered with a non-OK status, with GraphQL
// errors or with something unreadable, or the refresh token was rejected. The one reason that
// reads the Russian catalogue, GraphQLResponseError, lives in its own module.
import * as Data from 'effect/Data'
import type { GraphQLErrorLike } from '../errors'
import { AUTH_ERROR_MESSAGE } from '../internal/errorCodes'
import { failureErrors, isAuthStatus, statusMessage } from './failures'
import type { GraphQLResponseError } from './GraphQLResponseError'
import { STOREFRONT_ERROR_MARK } from './storefrontErrorGuard'

export { isStorefrontError } from './storefrontErrorGuard'

/** The request did not reach the server or its answer did not arrive (offline, DNS, CORS). */
export class TransportError extends Data.TaggedError('TransportError')<{
  readonly operationName: string | null
  /** What went wrong, for developers; the shopper reads 'Повторите попытку позднее'. */
  readonly description?: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return `Transport error (${this.operationName ?? 'anonymous'}): ${this.description ?? 'the request failed'}`
  }
  /** Always: the same request may well get through later. */
  get isRetryable(): boolean {
    return true
  }
  /** The answer in SPEC §8 form: E_3 with the retry message. */
  get errors(): readonly GraphQLErrorLike[] {
    return failureErrors(this)
  }
}

/** The server answered with a non-OK HTTP status. */
export class StatusCodeError extends Data.TaggedError('StatusCodeError')<{
  readonly operationName: string | null
  readonly status: number
  readonly statusText: string
}> {
  /** '{status} {statusText}', as the error hook receives it. */
  override get message(): string {
    return statusMessage(this)
  }
  /** For 5xx and 429: the server may answer later. */
  get isRetryable(): boolean {
    return this.status >= 500 || this.status === 429
  }
  /** Whether the status ends the session (401 or 403). */
  get isAuthFailure(): boolean {
    return isAuthStatus(this.status)
  }
  get errors(): readonly GraphQLErrorLike[] {
    return failureErrors(this)
  }
}

/** The answer was not a GraphQL response (not JSON, or neither data nor errors). */
export class DecodeError extends Data.TaggedError('DecodeError')<{
  readonly operationName: string | null
  readonly description: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return `Decode error (${this.operationName ?? 'anonymous'}): ${this.description}`
  }
  get isRetryable(): boolean {
    return false
  }
  get errors(): readonly GraphQLErrorLike[] {
    return failureErrors(this)
  }
}

/**
 * The refresh token was definitively rejected (E_12, or HTTP 401/403 on the refresh call):
 * the session is over and has been cleared.
 */
export class RefreshRejectedError extends Data.TaggedError('RefreshRejectedError')<{
  readonly kind: 'user' | 'operator'
  readonly cause?: unknown
}> {
  override get message(): string {
    return AUTH_ERROR_MESSAGE
  }
  get isRetryable(): boolean {
    return false
  }
  get errors(): readonly GraphQLErrorLike[] {
    return failureErrors(this)
  }
}

/** Why a call failed. */
export type StorefrontErrorReason =
  | TransportError
  | StatusCodeError
  | GraphQLResponseError
  | DecodeError
  | RefreshRejectedError

/** A failed call of the storefront API; `reason` says why. */
export class StorefrontError extends Data.TaggedError('StorefrontError')<{
  readonly reason: StorefrontErrorReason
  /** The X-Trace-Id of the answer, when one arrived. */
  readonly traceId: string | null
}> {
  /** The mark `isStorefrontError` looks for. */
  get [STOREFRONT_ERROR_MARK](): true {
    return true
  }
  override get message(): string {
    return this.reason.message
  }
  get isRetryable(): boolean {
    return this.reason.isRetryable
  }
  /** The failure as a GraphQL errors list (SPEC §8), the form every caller reads. */
  get errors(): readonly GraphQLErrorLike[] {
    return this.reason.errors
  }
}
