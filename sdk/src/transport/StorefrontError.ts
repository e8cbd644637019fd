// The one failure of the client, `StorefrontError`, and the reasons it can have: the request did
// not reach the server, the server answered with a non-OK status, with SPEC §8 errors or with
// something unreadable, or the refresh token was rejected. The same value is the Effect failure
// and the Promise rejection; each reason gives the shopper's Russian `message` and `isRetryable`.
import * as Data from 'effect/Data'
import {
  DEFAULT_ERROR_CODE,
  errorCode,
  errorField,
  errorText,
  type GraphQLErrorLike,
} from '../errors'
import {
  AUTH_ERROR_CODE,
  AUTH_ERROR_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  RETRY_LATER_MESSAGE,
} from '../internal/errorCodes'
import { STOREFRONT_ERROR_MARK } from '../internal/storefrontErrorMark'

/** One error of the SPEC §8 form, standing for a failure that has no GraphQL errors of its own. */
const spec8Error = (
  message: string,
  code: string,
  extensions?: Readonly<Record<string, unknown>>,
): readonly GraphQLErrorLike[] => [{ message, extensions: { code, ...extensions } }]

/** '{status} {statusText}', as `onHttpError` receives a non-OK answer (SPEC §7). */
export const statusMessage = (answer: { readonly status: number; readonly statusText: string }) =>
  `${answer.status} ${answer.statusText}`.trim()

/** Whether an HTTP status ends the session it was sent with (401 or 403). */
export const isAuthStatus = (status: number): boolean => status === 401 || status === 403

/** The request did not reach the server or its answer did not arrive (offline, DNS, CORS, timeout). */
export class TransportError extends Data.TaggedError('TransportError')<{
  readonly operationName: string | null
  /** What went wrong, for developers and logs; the shopper reads `message`. */
  readonly description?: string
  readonly cause?: unknown
}> {
  /** 'Повторите попытку позднее'. */
  override get message(): string {
    return RETRY_LATER_MESSAGE
  }
  /** Always: the same request may well get through later. */
  get isRetryable(): boolean {
    return true
  }
  /** SPEC §8 form: E_3 with the retry message. */
  get errors(): readonly GraphQLErrorLike[] {
    return spec8Error(this.message, DEFAULT_ERROR_CODE)
  }
}

/** The server answered with a non-OK HTTP status. */
export class StatusCodeError extends Data.TaggedError('StatusCodeError')<{
  readonly operationName: string | null
  readonly status: number
  readonly statusText: string
}> {
  /** 401/403: the session's message; 5xx and 429: 'Повторите попытку позднее'; else 'Ошибка запроса'. */
  override get message(): string {
    if (isAuthStatus(this.status)) return AUTH_ERROR_MESSAGE
    return this.isRetryable ? RETRY_LATER_MESSAGE : DEFAULT_ERROR_MESSAGE
  }
  /** For 5xx and 429: the server may answer later. */
  get isRetryable(): boolean {
    return this.status >= 500 || this.status === 429
  }
  /** Whether the status ends the session (401 or 403). */
  get isAuthFailure(): boolean {
    return isAuthStatus(this.status)
  }
  /** SPEC §8 form: E_3 with the message, the status in `extensions.status`. */
  get errors(): readonly GraphQLErrorLike[] {
    return spec8Error(this.message, DEFAULT_ERROR_CODE, { status: this.status })
  }
}

/** The server answered with GraphQL errors (SPEC §8: `extensions.code`, `path`). */
export class GraphQLResponseError extends Data.TaggedError('GraphQLResponseError')<{
  readonly operationName: string | null
  readonly errors: readonly GraphQLErrorLike[]
}> {
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
  /** The first error's text for the shopper, placeholders filled (see `messageOf`). */
  override get message(): string {
    const first = this.errors[0]
    return first ? errorText(first) : DEFAULT_ERROR_MESSAGE
  }
  /** Never: the server has decided. */
  get isRetryable(): boolean {
    return false
  }
}

/** The answer was not a GraphQL response (not JSON, or neither data nor errors). */
export class DecodeError extends Data.TaggedError('DecodeError')<{
  readonly operationName: string | null
  /** What was wrong with the answer, for developers; the shopper reads 'Ошибка запроса'. */
  readonly description: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return DEFAULT_ERROR_MESSAGE
  }
  get isRetryable(): boolean {
    return false
  }
  get errors(): readonly GraphQLErrorLike[] {
    return spec8Error(this.message, DEFAULT_ERROR_CODE)
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
    return spec8Error(this.message, AUTH_ERROR_CODE)
  }
}

/** Why a call failed. */
export type StorefrontErrorReason =
  | TransportError
  | StatusCodeError
  | GraphQLResponseError
  | DecodeError
  | RefreshRejectedError

/**
 * A failed call of the storefront API; `reason` says why. Effect programs meet it in the error
 * channel, Promise callers as the rejection of `requestData`.
 *
 * @example
 * if (isStorefrontError(error) && error.reason._tag === 'GraphQLResponseError') {
 *   console.warn(error.code, error.reason.field, error.message) // 'E_36' 'name' 'Не заполнено поле «Имя»'
 * }
 */
export class StorefrontError extends Data.TaggedError('StorefrontError')<{
  readonly reason: StorefrontErrorReason
  /** The X-Trace-Id of the answer, when one arrived. */
  readonly traceId: string | null
}> {
  /** The mark `isStorefrontError` looks for. */
  get [STOREFRONT_ERROR_MARK](): true {
    return true
  }
  /** The shopper's text, in Russian: the reason's. */
  override get message(): string {
    return this.reason.message
  }
  /** Whether the same call may succeed later (transport failures, 5xx, 429). */
  get isRetryable(): boolean {
    return this.reason.isRetryable
  }
  /** The failure as a GraphQL errors list (SPEC §8), the form every caller reads. */
  get errors(): readonly GraphQLErrorLike[] {
    return this.reason.errors
  }
  /** The first error's catalogue code ('E_3' for a failure without GraphQL errors). */
  get code(): string {
    return errorCode(this.errors[0])
  }
}
