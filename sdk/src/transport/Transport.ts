// The `Transport` service: one GraphQL call over HTTP (SPEC §7), the Effect face of the request
// core (request.ts), whose failures it turns into `StorefrontError`s. It knows nothing of
// sessions: the caller passes the access tokens.
import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import type { GraphQLDocument } from './document'
import { Fetch } from './Fetch'
import { type ExecuteOptions, makeRequester, type TransportOptions } from './request'
import type { StorefrontError } from './StorefrontError'
import { storefrontErrorOf } from './storefrontErrorOf'

export type { ExecuteOptions, HttpErrorInfo, TransportOptions } from './request'
export {
  EXPERIMENT_OPERATIONS,
  forwardedHeaders,
  isSameOrigin,
  NOT_FORWARDED_HEADERS,
} from './request'

/** The answer of a successful call. */
export interface GraphQLResult<R> {
  readonly data: R
  /** The answer's X-Trace-Id header, for error reports. */
  readonly traceId: string | null
}

/** The transport service. */
export interface Transport {
  /** Sends one operation; fails with a `StorefrontError` for anything but data without errors. */
  readonly execute: <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    options?: ExecuteOptions,
  ) => Effect.Effect<GraphQLResult<R>, StorefrontError>
  /** The X-Trace-Id of the latest answer (null when it had none, or before the first). */
  readonly lastTraceId: Effect.Effect<string | null>
}

/** The `Transport` service. */
export const Transport: Context.Service<Transport, Transport> =
  Context.Service<Transport>('@apteka/sdk/Transport')

/**
 * Builds the transport on a fetch function, outside any Effect context. An interrupted call
 * aborts its fetch.
 */
export function makeTransport(fetch: Fetch, options: TransportOptions = {}): Transport {
  const requester = makeRequester(fetch, options)
  const execute = <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    call: ExecuteOptions = {},
  ): Effect.Effect<GraphQLResult<R>, StorefrontError> =>
    Effect.flatMap(
      Effect.promise((signal) => requester.send(document, variables, { ...call, signal })),
      (outcome) =>
        outcome.ok
          ? Effect.succeed({ data: outcome.data, traceId: outcome.traceId })
          : Effect.fail(storefrontErrorOf(outcome.failure)),
    )
  return Transport.of({ execute, lastTraceId: Effect.sync(requester.lastTraceId) })
}

/** Builds the transport on the `Fetch` service. */
export const make = (options: TransportOptions = {}): Effect.Effect<Transport, never, Fetch> =>
  Effect.map(Fetch, (fetch) => makeTransport(fetch, options))

/** The transport service from options. */
export const layer = (options: TransportOptions = {}): Layer.Layer<Transport, never, Fetch> =>
  Layer.effect(Transport, make(options))
