// The one failure of the client, `StorefrontError`, and the reasons it can have: the request did
// not reach the server, the server answered with a non-OK status, with SPEC §8 errors or with
// something unreadable, or the refresh token was rejected. The same value is the Effect failure
// and the Promise rejection; each reason gives the shopper's Russian `message` and `isRetryable`.
// Tagged classes on `Error`, not on Effect's `Data.TaggedError`: `Effect.catchTag` reads the same
// `_tag`, and the Promise face's declarations need no Effect types (node10 projects compile them)
// and its pages no Effect code to read an error.
import {
  AUTH_ERROR_CODE,
  AUTH_ERROR_MESSAGE,
  DEFAULT_ERROR_CODE,
  DEFAULT_ERROR_MESSAGE,
  errorCode,
  type GraphQLErrorLike,
  RETRY_LATER_MESSAGE,
} from '../internal/errorCodes'
import { STOREFRONT_ERROR_MARK } from '../internal/storefrontErrorMark'
import type { GraphQLResponseError } from './GraphQLResponseError'

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

/** Whether the server may answer a status differently later (5xx, 429). */
const isRetryableStatus = (status: number): boolean => status >= 500 || status === 429

/** The request did not reach the server or its answer did not arrive (offline, DNS, CORS, timeout). */
export class TransportError extends Error {
  readonly _tag = 'TransportError'
  readonly operationName: string | null
  /** What went wrong, for developers and logs; the shopper reads `message`. */
  readonly description?: string
  constructor(fields: {
    readonly operationName: string | null
    readonly description?: string
    readonly cause?: unknown
  }) {
    // 'Повторите попытку позднее'.
    super(RETRY_LATER_MESSAGE, { cause: fields.cause })
    this.operationName = fields.operationName
    if (fields.description !== undefined) this.description = fields.description
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
export class StatusCodeError extends Error {
  readonly _tag = 'StatusCodeError'
  readonly operationName: string | null
  readonly status: number
  readonly statusText: string
  /** 401/403: the session's message; 5xx and 429: 'Повторите попытку позднее'; else 'Ошибка запроса'. */
  constructor(fields: {
    readonly operationName: string | null
    readonly status: number
    readonly statusText: string
  }) {
    super(
      isAuthStatus(fields.status)
        ? AUTH_ERROR_MESSAGE
        : isRetryableStatus(fields.status)
          ? RETRY_LATER_MESSAGE
          : DEFAULT_ERROR_MESSAGE,
    )
    this.operationName = fields.operationName
    this.status = fields.status
    this.statusText = fields.statusText
  }
  /** For 5xx and 429: the server may answer later. */
  get isRetryable(): boolean {
    return isRetryableStatus(this.status)
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

/** The answer was not a GraphQL response (not JSON, or neither data nor errors). */
export class DecodeError extends Error {
  readonly _tag = 'DecodeError'
  readonly operationName: string | null
  /** What was wrong with the answer, for developers; the shopper reads 'Ошибка запроса'. */
  readonly description: string
  constructor(fields: {
    readonly operationName: string | null
    readonly description: string
    readonly cause?: unknown
  }) {
    super(DEFAULT_ERROR_MESSAGE, { cause: fields.cause })
    this.operationName = fields.operationName
    this.description = fields.description
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
export class RefreshRejectedError extends Error {
  readonly _tag = 'RefreshRejectedError'
  readonly kind: 'user' | 'operator'
  constructor(fields: { readonly kind: 'user' | 'operator'; readonly cause?: unknown }) {
    super(AUTH_ERROR_MESSAGE, { cause: fields.cause })
    this.kind = fields.kind
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
export class StorefrontError extends Error {
  readonly _tag = 'StorefrontError'
  override readonly name = 'StorefrontError'
  readonly reason: StorefrontErrorReason
  /** The X-Trace-Id of the answer, when one arrived. */
  readonly traceId: string | null
  /** The message is the shopper's text, in Russian: the reason's. */
  constructor(fields: {
    readonly reason: StorefrontErrorReason
    readonly traceId: string | null
  }) {
    super(fields.reason.message, { cause: fields.reason })
    this.reason = fields.reason
    this.traceId = fields.traceId
  }
  /** The mark `isStorefrontError` looks for. */
  get [STOREFRONT_ERROR_MARK](): true {
    return true
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
