// Why a call failed, as plain data: the request core (request.ts, session/sessionCore.ts) builds
// these without Effect, and the StorefrontError classes carry the same fields and read their
// SPEC §8 errors through `failureErrors`, so both faces answer a failure with the same list.
import type { GraphQLErrorLike } from '../errors'
import {
  AUTH_ERROR_CODE,
  AUTH_ERROR_MESSAGE,
  DEFAULT_ERROR_CODE,
  DEFAULT_ERROR_MESSAGE,
  RETRY_LATER_MESSAGE,
} from '../internal/errorCodes'

/** The request did not reach the server or its answer did not arrive. */
export interface TransportFailure {
  readonly _tag: 'TransportError'
  readonly operationName: string | null
  readonly description?: string
  readonly cause?: unknown
}

/** The server answered with a non-OK HTTP status. */
export interface StatusCodeFailure {
  readonly _tag: 'StatusCodeError'
  readonly operationName: string | null
  readonly status: number
  readonly statusText: string
}

/** The answer was not a GraphQL response. */
export interface DecodeFailure {
  readonly _tag: 'DecodeError'
  readonly operationName: string | null
  readonly description: string
  readonly cause?: unknown
}

/** The server answered with GraphQL errors. */
export interface GraphQLResponseFailure {
  readonly _tag: 'GraphQLResponseError'
  readonly operationName: string | null
  readonly errors: readonly GraphQLErrorLike[]
}

/** The refresh token was definitively rejected; the session has been cleared. */
export interface RefreshRejectedFailure {
  readonly _tag: 'RefreshRejectedError'
  readonly kind: 'user' | 'operator'
  readonly cause?: unknown
}

/** Why a call failed (the `reason` of a StorefrontError, as plain data). */
export type FailureReason =
  | TransportFailure
  | StatusCodeFailure
  | DecodeFailure
  | GraphQLResponseFailure
  | RefreshRejectedFailure

/** A failed call: why, and the answer's X-Trace-Id when one arrived. A StorefrontError is one. */
export interface CallFailure {
  readonly reason: FailureReason
  readonly traceId: string | null
}

/** What a call ends with: the data, or the failure. The core never rejects for these. */
export type CallOutcome<R> =
  | { readonly ok: true; readonly data: R; readonly traceId: string | null }
  | { readonly ok: false; readonly failure: CallFailure }

/** '{status} {statusText}', as `onHttpError` and StatusCodeError's message read it. */
export const statusMessage = (reason: Pick<StatusCodeFailure, 'status' | 'statusText'>): string =>
  `${reason.status} ${reason.statusText}`.trim()

/** Whether an HTTP status ends the session it was sent with (401 or 403). */
export const isAuthStatus = (status: number): boolean => status === 401 || status === 403

/** Whether a failure is an answer whose status ends the session. */
export const isAuthFailure = (failure: CallFailure): boolean =>
  failure.reason._tag === 'StatusCodeError' && isAuthStatus(failure.reason.status)

/** One error of the SPEC §8 form, standing for a failure that has no GraphQL errors of its own. */
const spec8Error = (
  message: string,
  code: string,
  extensions?: Readonly<Record<string, unknown>>,
): readonly GraphQLErrorLike[] => [{ message, extensions: { code, ...extensions } }]

/** The failure as a GraphQL errors list (SPEC §8), the form every caller reads. */
export function failureErrors(reason: FailureReason): readonly GraphQLErrorLike[] {
  switch (reason._tag) {
    case 'TransportError':
      return spec8Error(RETRY_LATER_MESSAGE, DEFAULT_ERROR_CODE)
    case 'StatusCodeError':
      return spec8Error(statusMessage(reason), DEFAULT_ERROR_CODE, { status: reason.status })
    case 'DecodeError':
      return spec8Error(DEFAULT_ERROR_MESSAGE, DEFAULT_ERROR_CODE)
    case 'GraphQLResponseError':
      return reason.errors
    case 'RefreshRejectedError':
      return spec8Error(AUTH_ERROR_MESSAGE, AUTH_ERROR_CODE)
  }
}
