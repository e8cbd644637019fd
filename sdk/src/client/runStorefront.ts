// The one boundary between the client's Effect programs and its Promise face: Effect's default
// runtime runs a program, and a failure becomes the public error, the `StorefrontError`.
import * as Effect from 'effect/Effect'
import { failureOf } from '../internal/failureOf'
import { StorefrontError, TransportError } from '../transport'

const abortReason = (signal: AbortSignal) =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')

/** A defect (a bug, a disposed client) as the public error: the call did not get through. */
const unforeseen = (cause: unknown) =>
  new StorefrontError({
    reason: new TransportError({ operationName: null, description: 'unforeseen failure', cause }),
    traceId: null,
  })

/**
 * The boundary: runs a program of the client and settles with its value or its
 * `StorefrontError`. An abort interrupts the program (its fetch aborted) and rejects at once
 * with the signal's reason, even while the call waits for a refresh it shares with others
 * (which goes on for them).
 * @example
 * const cart = await runStorefront(program, controller.signal) // rejects with the StorefrontError
 */
export function runStorefront<A>(
  program: Effect.Effect<A, StorefrontError>,
  signal?: AbortSignal,
): Promise<A> {
  if (signal?.aborted) return Promise.reject(abortReason(signal))
  return new Promise<A>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal as AbortSignal))
    signal?.addEventListener('abort', onAbort, { once: true })
    Effect.runPromiseExit(program, signal ? { signal } : undefined).then((exit) => {
      signal?.removeEventListener('abort', onAbort)
      if (exit._tag === 'Success') resolve(exit.value)
      else reject(failureOf(exit) ?? unforeseen(exit.cause))
    })
  })
}
