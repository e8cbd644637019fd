// The `Transport` service: one GraphQL call over HTTP (SPEC §7) as an Effect program. It sends
// the request with fetch (aborted when the call is interrupted or runs out of time), keeps the
// answer's X-Trace-Id, re-sends a query after a retryable failure, and fails with a
// `StorefrontError` for every other outcome than data. It knows nothing of sessions: the caller
// passes the access tokens.
import * as Context from 'effect/Context'
import * as Effect from 'effect/Effect'
import * as Layer from 'effect/Layer'
import type { GraphQLErrorLike } from '../errors'
import { catchFailure } from '../internal/failureOf'
import type { GraphQLDocument } from './document'
import { Fetch } from './Fetch'
import { operationRequest } from './operationRequest'
import { type ExecuteOptions, makeRequestHeaders, type TransportOptions } from './request'
import {
  DecodeError,
  StatusCodeError,
  StorefrontError,
  type StorefrontErrorReason,
  statusMessage,
  TransportError,
} from './StorefrontError'

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
 * The wait before re-sending a query: 200 ms, then 400 ms, 800 ms, …
 * @example
 * retryDelayMs(0) // 200; retryDelayMs(2) // 800
 */
export const retryDelayMs = (attempt: number): number => 200 * 2 ** attempt

/** Waits `ms`; interrupting the wait clears its timer. (Effect.sleep would bring the Clock's
 * Duration parsing into every client bundle for one timer.) */
const pause = (ms: number): Effect.Effect<void> =>
  Effect.callback<void>((resume) => {
    const timer = setTimeout(() => resume(Effect.void), ms)
    return Effect.sync(() => clearTimeout(timer))
  })

const describe = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))

/**
 * The reason of an answer with GraphQL errors. Its module holds the Russian error catalogue, so it
 * is imported with the first such answer: a bundler splits it off, and a page whose calls succeed
 * never loads it. Should the module fail to load (the network went down meanwhile), the call
 * fails as a transport failure, retryable like any other.
 */
const graphQLResponseError = (
  operationName: string | null,
  errors: readonly GraphQLErrorLike[],
): Effect.Effect<StorefrontErrorReason, StorefrontError> =>
  Effect.tryPromise({
    try: () => import('./GraphQLResponseError'),
    catch: (cause) =>
      new StorefrontError({
        reason: new TransportError({
          operationName,
          description: `the error catalogue did not load: ${describe(cause)}`,
          cause,
        }),
        traceId: null,
      }),
  }).pipe(
    Effect.map(({ GraphQLResponseError }) => new GraphQLResponseError({ operationName, errors })),
  )

/**
 * Builds the transport on a fetch function, outside any Effect context. An interrupted call
 * aborts its fetch.
 * @example
 * const transport = makeTransport(globalThis.fetch, { endpoint: 'https://api.apteka.example/graphql', retries: 2 })
 */
export function makeTransport(fetch: Fetch, options: TransportOptions = {}): Transport {
  const endpoint = options.endpoint ?? '/graphql'
  const credentials = options.credentials ?? 'same-origin'
  const headersFor = makeRequestHeaders(options)
  const retries = options.retries ?? 0
  let lastTraceId: string | null = null

  const execute = <R, V>(
    document: GraphQLDocument<R, V>,
    variables?: V,
    call: ExecuteOptions = {},
  ): Effect.Effect<GraphQLResult<R>, StorefrontError> =>
    Effect.suspend(() => {
      const request = operationRequest(document, variables, endpoint)
      const { operationName } = request
      const failed = (reason: StorefrontErrorReason, traceId: string | null = null) =>
        Effect.fail(new StorefrontError({ reason, traceId }))

      /** One attempt: the fetch, then the answer read. */
      const send = Effect.flatMap(
        Effect.tryPromise({
          try: (signal) =>
            fetch(request.url, {
              method: request.method,
              headers: headersFor(operationName, call),
              ...(request.body === undefined ? {} : { body: request.body }),
              credentials,
              signal: options.timeoutMs
                ? AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)])
                : signal,
            }),
          catch: (cause) =>
            new StorefrontError({
              reason: new TransportError({ operationName, description: describe(cause), cause }),
              traceId: null,
            }),
        }),
        (response): Effect.Effect<GraphQLResult<R>, StorefrontError> => {
          const traceId = response.headers.get('x-trace-id')
          lastTraceId = traceId
          if (!response.ok) {
            const { status, statusText } = response
            options.onHttpError?.({ status, statusText, message: statusMessage(response) })
            return failed(new StatusCodeError({ operationName, status, statusText }), traceId)
          }
          return Effect.flatMap(
            Effect.tryPromise({
              try: () => response.json() as Promise<unknown>,
              catch: (cause) =>
                new StorefrontError({
                  reason: new DecodeError({
                    operationName,
                    description: 'the answer is not JSON',
                    cause,
                  }),
                  traceId,
                }),
            }),
            (json) => {
              const answer: { data?: R | null; errors?: unknown } =
                typeof json === 'object' && json !== null ? json : {}
              if (Array.isArray(answer.errors) && answer.errors.length > 0) {
                const errors: GraphQLErrorLike[] = answer.errors
                return Effect.flatMap(graphQLResponseError(operationName, errors), (reason) =>
                  failed(reason, traceId),
                )
              }
              if (answer.data === undefined || answer.data === null) {
                const description = 'the answer has no data'
                return failed(new DecodeError({ operationName, description }), traceId)
              }
              return Effect.succeed({ data: answer.data, traceId })
            },
          )
        },
      )

      /** A query is re-sent after a retryable failure; a mutation goes once. */
      const attempt = (done: number): Effect.Effect<GraphQLResult<R>, StorefrontError> =>
        done >= retries || !request.isQuery
          ? send
          : catchFailure(send, (error) =>
              error.isRetryable
                ? Effect.flatMap(pause(retryDelayMs(done)), () => attempt(done + 1))
                : Effect.fail(error),
            )
      return attempt(0)
    })

  return Transport.of({ execute, lastTraceId: Effect.sync(() => lastTraceId) })
}

/**
 * Builds the transport on the `Fetch` service.
 * @example
 * const transport = yield* Transport.make({ timeoutMs: 10_000 }) // inside Effect.gen, with Fetch provided
 */
export const make = (options: TransportOptions = {}): Effect.Effect<Transport, never, Fetch> =>
  Effect.map(Fetch, (fetch) => makeTransport(fetch, options))

/**
 * The transport service from options.
 * @example
 * const live = Layer.provide(Transport.layer({ endpoint }), Fetch.layer())
 */
export const layer = (options: TransportOptions = {}): Layer.Layer<Transport, never, Fetch> =>
  Layer.effect(Transport, make(options))
